export { createLocalEngine, type EngineCapabilities, type LocalEngine } from "./create-local-engine.js";
export type { EngineModelOptions, ModelCapability } from "./model/engine-model.js";
export { engineDefaults, type LocalEngineOptions } from "./engine-options.js";
export type { MountHandler } from "./server/api-handler.js";
export type { HostResolver, ResolvedAddress } from "./fetch/guarded-lookup.js";
export { isPrivateAddress } from "./fetch/address-policy.js";
export { MemoryFrontier, type CrawlFrontier, type FrontierEntry, type FrontierFactory } from "./crawl/frontier.js";
export type { IndexedPage, SearchHit, SearchIndex } from "./search/search-index.js";
export type { MarkdownEngineKind } from "./content/html-to-markdown.js";

// First: on an unsupported Node this import fails with the version needed (docs/packaging.md).
import "../core/supported-node.js";
export { createLocalEngine } from "./load-local-engine.js";
export type { EngineCapabilities, LocalEngine } from "./create-local-engine.js";
export type { EngineModelOptions, ModelCapability } from "./model/engine-model.js";
export type { BrowserOptions, EngineBrowserOption } from "./browser/browser-options.js";
export type { BrowserCapability } from "./browser/browser-host.js";
export { findChromium, type FoundChromium, type ChromiumSource } from "./browser/find-chromium.js";
export type { PrivateNetworkAllowance } from "./fetch/private-allow-list.js";
export { engineDefaults, type LocalEngineOptions } from "./engine-options.js";
export type { MountHandler } from "./server/api-handler.js";
export type { HostResolver, ResolvedAddress } from "./fetch/guarded-lookup.js";
export { isPrivateAddress } from "./fetch/address-policy.js";
export { MemoryFrontier, type CrawlFrontier, type FrontierEntry, type FrontierFactory } from "./crawl/frontier.js";
export type { IndexedPage, SearchHit, SearchIndex } from "./search/search-index.js";
export type { MarkdownEngineKind } from "./content/html-to-markdown.js";
export type { SearchProviderOption } from "./search/providers/provider-config.js";
export type { CustomSearchFunction } from "./search/providers/custom-provider.js";
export type { ProviderQuery, ProviderResults, ProviderWebResult, ProviderNewsResult, ProviderImageResult, SearchSource } from "./search/providers/search-provider.js";

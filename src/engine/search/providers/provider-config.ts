import { z } from "zod/v4";
import type { SearchIndex } from "../search-index.js";
import { braveProvider } from "./brave-provider.js";
import { customProvider, type CustomSearchFunction } from "./custom-provider.js";
import { localProvider } from "./local-provider.js";
import type { SearchProvider } from "./search-provider.js";
import { searxngProvider } from "./searxng-provider.js";
import { serperProvider } from "./serper-provider.js";

/** Where `search` sends queries (`createLocalEngine({ search })`). See docs/search-providers.md. */
export type SearchProviderOption =
  /** A SearXNG/searx instance's JSON API, e.g. `http://127.0.0.1:8888`. */
  | { provider: "searxng"; url: string }
  /** Brave Search API; `baseUrl` replaces `https://api.search.brave.com` (a proxy, a test server). */
  | { provider: "brave"; apiKey: string; baseUrl?: string }
  /** Serper (Google results); `baseUrl` replaces `https://google.serper.dev`. */
  | { provider: "serper"; apiKey: string; baseUrl?: string }
  /** Your own function. */
  | { provider: "custom"; search: CustomSearchFunction }
  /** Only the engine's own index of pages it has fetched (the default when nothing is configured). */
  | { provider: "local" };

const httpUrl = z.string().refine((value) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}, "must be an http(s) URL");
const apiKey = z.string().trim().min(1, "must be a non-empty key");

/** The schema of the `search` option. */
// Typed as a plain ZodType so the shipped declarations name no generic that differs between zod versions.
export const searchProviderSchema: z.ZodType<SearchProviderOption> = z.discriminatedUnion("provider", [
  z.strictObject({ provider: z.literal("searxng"), url: httpUrl }),
  z.strictObject({ provider: z.literal("brave"), apiKey, baseUrl: httpUrl.optional() }),
  z.strictObject({ provider: z.literal("serper"), apiKey, baseUrl: httpUrl.optional() }),
  z.strictObject({ provider: z.literal("custom"), search: z.custom<CustomSearchFunction>((v) => typeof v === "function", "must be a function (query, { signal }) => results") }),
  z.strictObject({ provider: z.literal("local") }),
]);

/** Environment variables read when no `search` option is given, in this order of preference. */
export const searchEnvVariables = { searxng: ["WEBDATA_SEARXNG_URL", "SEARXNG_ENDPOINT"], brave: ["BRAVE_API_KEY"], serper: ["SERPER_API_KEY"] } as const;

/** The provider the environment configures, if any (SearXNG first: self-hosted and keyless). */
export function searchOptionFromEnv(env: Record<string, string | undefined>): SearchProviderOption | undefined {
  const first = (names: readonly string[]) => names.map((name) => env[name]?.trim()).find((value) => value !== undefined && value !== "");
  const searxng = first(searchEnvVariables.searxng);
  if (searxng !== undefined) {
    if (!httpUrl.safeParse(searxng).success) throw new Error(`${searchEnvVariables.searxng.join(" / ")} must be the http(s) URL of a SearXNG instance`);
    return { provider: "searxng", url: searxng };
  }
  const brave = first(searchEnvVariables.brave);
  if (brave !== undefined) return { provider: "brave", apiKey: brave };
  const serper = first(searchEnvVariables.serper);
  if (serper !== undefined) return { provider: "serper", apiKey: serper };
  return undefined;
}

/**
 * Reads a `--search` spec: `searxng=URL`, `brave`, `serper` (keys from the environment: a flag shows
 * in `ps`), `brave=BASE_URL` / `serper=BASE_URL` (another endpoint, key still from the environment), `local`.
 * Returns an error message (never quoting a key) for a bad spec.
 */
export function parseSearchSpec(spec: string, env: Record<string, string | undefined>): SearchProviderOption | string {
  const [name = "", ...rest] = spec.split("=");
  const value = rest.join("=").trim();
  switch (name.trim()) {
    case "local":
      return { provider: "local" };
    case "searxng":
      return value === "" ? "--search searxng needs the instance's URL: --search searxng=http://127.0.0.1:8888" : { provider: "searxng", url: value };
    case "brave":
    case "serper": {
      const provider = name.trim() as "brave" | "serper";
      const variable = searchEnvVariables[provider][0];
      const key = env[variable]?.trim();
      if (!key) return `--search ${provider} reads its key from ${variable}, which is not set`;
      return { provider, apiKey: key, ...(value === "" ? {} : { baseUrl: value }) };
    }
    default:
      return `--search ${name}: use searxng=URL, brave, serper or local`;
  }
}

/** The provider an option describes. */
export function createSearchProvider(option: SearchProviderOption, index: SearchIndex): SearchProvider {
  switch (option.provider) {
    case "searxng":
      return searxngProvider(option.url);
    case "brave":
      return braveProvider(option.apiKey, option.baseUrl);
    case "serper":
      return serperProvider(option.apiKey, option.baseUrl);
    case "custom":
      return customProvider(option.search);
    case "local":
      return localProvider(index);
  }
}

/** Said with local results when no provider is configured. */
export const noProviderWarning =
  "No web search provider is configured, so only pages this engine has already fetched are searched. " +
  "Set WEBDATA_SEARXNG_URL (a SearXNG instance), BRAVE_API_KEY or SERPER_API_KEY, or pass createLocalEngine({ search }) / webdata serve --search; see docs/search-providers.md.";

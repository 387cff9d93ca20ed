/** Result groups a provider may answer (docs/api.md §1 `sources`). */
export type SearchSource = "web" | "news" | "images";

/** What the engine asks a provider for: the service's search options, already normalised. */
export interface ProviderQuery {
  /** The query, with `categories` already turned into `site:`/`filetype:` operators. */
  query: string;
  /** Results wanted per source, 1–100. */
  limit: number;
  /** Result groups wanted; a provider leaves out the ones it does not have. */
  sources: SearchSource[];
  /** Time filter in the service's `tbs` syntax (`qdr:d`, `cdr:1,cd_min:…,cd_max:…`), if any. */
  tbs?: string | undefined;
  /** Free-text location, if any. */
  location?: string | undefined;
  /** ISO alpha-2 country, if any. */
  country?: string | undefined;
  /** Language code, if any. */
  lang?: string | undefined;
  /** Time budget of the provider call, in milliseconds. */
  timeoutMs: number;
}

/** One web result as a provider returns it. */
export interface ProviderWebResult {
  url: string;
  title: string;
  description: string;
}

/** One news result. */
export interface ProviderNewsResult {
  url: string;
  title: string;
  snippet: string;
  /** Human text such as "3 hours ago" or a date. */
  date?: string | undefined;
  imageUrl?: string | undefined;
}

/** One image result. */
export interface ProviderImageResult {
  /** The page the image is on. */
  url: string;
  title: string;
  imageUrl: string;
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
}

/** A provider's answer; a group it does not have is left out (the engine then says so). */
export interface ProviderResults {
  web?: ProviderWebResult[];
  news?: ProviderNewsResult[];
  images?: ProviderImageResult[];
  /** Notes for the caller (an option the provider ignores, …); never a URL or key. */
  warnings?: string[];
}

/** A search backend of the engine. */
export interface SearchProvider {
  /** `searxng`, `brave`, `serper`, `custom` or `local`: what `engine.capabilities.search` reports. */
  readonly name: string;
  /** Sources this provider can answer. */
  readonly sources: readonly SearchSource[];
  search(query: ProviderQuery, signal: AbortSignal): Promise<ProviderResults>;
}

/** Why a provider call failed; the message names the provider and what to do, never its URL or key. */
export type ProviderFailureKind = "auth" | "quota" | "timeout" | "malformed" | "too-large" | "unavailable";

/** A provider call that failed (the route turns it into the service's error shape). */
export class ProviderFailure extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "ProviderFailure";
  }
}

/** Most results parsed from one provider answer, per group (the service's `limit` is at most 100). */
export const maxProviderResults = 100;
/** Largest provider answer read, in bytes (a page of 100 results is well under 1 MiB). */
export const maxProviderBodyBytes = 2 * 1024 * 1024;

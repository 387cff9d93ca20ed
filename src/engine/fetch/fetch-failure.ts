/** Why a page could not be fetched. The routes map each kind to the API's status and error code. */
export type FetchFailureKind =
  | "blocked-address"
  | "dns"
  | "timeout"
  | "aborted"
  | "too-large"
  | "too-many-redirects"
  | "tls"
  | "connection"
  | "unsupported-url"
  /** A document (PDF, DOCX, …) that could not be converted: damaged, or past one of the engine's bounds. */
  | "unsupported-file";

/** A failed fetch of a target page, with a message written for the person or model that asked. */
export class FetchFailure extends Error {
  override readonly name = "FetchFailure";
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Parses a target URL: only http(s) can be opened (`verb`: "fetched", "opened"). Throws `FetchFailure`. */
export function parseHttpUrl(url: string, verb: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch (error) {
    throw new FetchFailure("unsupported-url", `"${url}" is not a valid URL.`, { cause: error });
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new FetchFailure("unsupported-url", `Only http and https URLs can be ${verb} (got ${target.protocol} in ${url}).`);
  }
  return target;
}

/** Raised inside the DNS hook; marked so it can be told apart from DNS errors after undici wraps it. */
export class BlockedAddressError extends Error {
  override readonly name = "BlockedAddressError";
  readonly code = "EBLOCKEDADDRESS";
  constructor(readonly hostname: string) {
    // The message never names the address: error texts travel to callers and pages, and what an
    // internal name resolves to is itself a fact about the network the engine protects.
    super(`${hostname} resolves to a private or reserved address`);
  }
}

const dnsCodes = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_FAIL", "ENODATA"]);
const tlsCodes = /^(ERR_TLS_|CERT_|UNABLE_TO_|SELF_SIGNED|DEPTH_ZERO|ERR_SSL_)/;

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    yield current;
    if (current instanceof AggregateError) for (const inner of current.errors) yield* causes(inner);
    current = (current as { cause?: unknown }).cause;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Classifies a low-level network error (undici, net, tls, dns) into a `FetchFailure`. */
export function classifyNetworkError(error: unknown, url: string): FetchFailure {
  if (error instanceof FetchFailure) return error;
  for (const cause of causes(error)) {
    if (cause instanceof BlockedAddressError) {
      return new FetchFailure("blocked-address", blockedMessage(url), { cause: error });
    }
  }
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    if (code !== undefined && dnsCodes.has(code)) {
      return new FetchFailure("dns", `DNS resolution failed for ${hostOf(url)} (${code}).`, { cause: error });
    }
    if (code !== undefined && tlsCodes.test(code)) {
      return new FetchFailure("tls", `TLS handshake with ${hostOf(url)} failed (${code}).`, { cause: error });
    }
    if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
      return new FetchFailure("timeout", `Timed out fetching ${url}.`, { cause: error });
    }
  }
  const code = codeOf(error) ?? (error instanceof Error ? error.message : String(error));
  return new FetchFailure("connection", `Could not fetch ${url}: ${code}.`, { cause: error });
}

/**
 * The refusal text for a private target: says what was refused and which option allows it, never
 * which address the host resolved to (that would map the private network for whoever asked).
 */
export function blockedMessage(url: string): string {
  return (
    `Refused to fetch ${url}: its host is or resolves to a private, loopback, link-local or otherwise reserved address. ` +
    "The local engine protects its network from such requests; to allow them, start it with " +
    'createLocalEngine({ allowPrivateNetwork: true }) or list the host (allowPrivateNetwork: ["host", "10.0.0.0/8"]), ' +
    "or pass --allow-private to the webdata command."
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

import type { MockServer } from "../../src/testing/index.js";

export interface CallOptions {
  /** JSON body (objects) or raw text (strings). */
  body?: unknown;
  /** Bearer key; `null` sends no Authorization header. Defaults to the mock's key. */
  key?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON (`any`: tests read deep fields freely). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** Plain fetch against the mock: `call(mock, "POST /scrape", { body })`; path is below /v2. */
export async function call(mock: MockServer, request: string, options: CallOptions = {}): Promise<CallResult> {
  const [method = "GET", path = "/"] = request.split(" ");
  const url = path.startsWith("http") ? path : `${mock.url}${path}`;
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? mock.apiKey : options.key;
  if (key !== null) headers["authorization"] = `Bearer ${key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(url, { method, headers, body, signal: options.signal });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the raw text
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

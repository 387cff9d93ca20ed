/** How support reaches its own engine to re-run a request: the engine's v2 URL and the key callers send. */
export interface SelfAccess {
  baseUrl: string;
  key: string | undefined;
}

/** Calls the engine's own API (a real HTTP request, the same path a client's call takes). */
export async function callSelf(self: SelfAccess, method: "GET" | "POST" | "DELETE", path: string, body?: unknown, signal?: AbortSignal): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${self.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(self.key === undefined ? {} : { authorization: `Bearer ${self.key}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { error: text.slice(0, 200) } };
  }
}

/** Parameters as they can be sent again: values the caller redacted (header values) are dropped. */
export function replayable(params: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === "headers" || JSON.stringify(value)?.includes("[redacted]")) continue;
    copy[key] = value;
  }
  return copy;
}

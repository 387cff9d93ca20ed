/** What support ask makes of a question: which call failed, on what, with which parameters. */
export interface AskedAbout {
  operation: "scrape" | "crawl" | "map" | "search" | "extract" | "agent" | "interact" | undefined;
  url: string | undefined;
  jobId: string | undefined;
  /** The request parameters, when the question carries them as JSON (self-healing always does). */
  params: Record<string, unknown> | undefined;
  /** The HTTP status or error code the caller reported, if any. */
  status: number | undefined;
  code: string | undefined;
  /** The caller says the result looked wrong (empty, near-empty), not that it failed. */
  suspicious: boolean;
}

const operations = ["scrape", "crawl", "map", "search", "extract", "agent", "interact"] as const;
const uuid = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The first balanced JSON object after `marker` in `text`. */
function jsonAfter(text: string, marker: RegExp): Record<string, unknown> | undefined {
  const match = marker.exec(text);
  if (match === null) return undefined;
  const start = text.indexOf("{", match.index + match[0].length - 1);
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) {
      try {
        return asRecord(JSON.parse(text.slice(start, i + 1)));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Reads a support question: the toolkit's self-healing questions (operation, error, JSON
 * parameters, `context`) and plain questions from people ("my scrape of https://… came back empty").
 */
export function readQuestion(body: { question: string; context?: Record<string, unknown> | undefined; jobId?: string | undefined }): AskedAbout {
  const { question } = body;
  const context = body.context ?? {};
  const params = jsonAfter(question, /(request )?param(eter)?s[^:{]*:\s*\{/i) ?? asRecord(context.params);
  const named = typeof context.operation === "string" ? context.operation : undefined;
  const fromText = operations.find((op) => new RegExp(`\`${op}\`|POST /${op}\\b|\\b${op}\\b`, "i").test(question));
  const operation = (operations as readonly string[]).includes(named ?? "") ? (named as AskedAbout["operation"]) : fromText;
  const urlParam = typeof params?.url === "string" ? params.url : undefined;
  // A bracketed IPv6 host (`http://[::1]:8080/`) keeps its brackets; other text stops at a `]`.
  const url = urlParam ?? /https?:\/\/(?:\[[0-9a-f:.%]+\])?[^\s"'<>)\][]*/i.exec(question)?.[0]?.replace(/[.,;:]+$/, "");
  const jobId = body.jobId ?? (typeof context.jobId === "string" ? context.jobId : undefined) ?? uuid.exec(question)?.[0];
  const statusText = /HTTP (\d{3})/.exec(question)?.[1];
  const status = typeof context.status === "number" ? context.status : statusText === undefined ? undefined : Number(statusText);
  const code = typeof context.code === "string" ? context.code : /code ([A-Z_]{4,})/.exec(question)?.[1];
  const suspicious = context.trigger === "suspicious_result" || /empty|near-empty|looks wrong|no content|blank/i.test(question);
  return { operation, url, jobId, params, status, code, suspicious };
}

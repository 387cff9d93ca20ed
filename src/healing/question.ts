import { convertUserSchemas } from "../client/user-schemas.js";
import { redactSecret } from "../core/redact.js";
import { isRecord } from "../core/is-record.js";
import { CREDENTIAL_KEY } from "./healing-policy.js";
import type { HealableOperation, HealingFailure } from "./healing-record.js";

const REDACTED = "[redacted]";
const MAX_PARAMS_CHARS = 5_000;
/** The service's limit for `question`. */
export const MAX_QUESTION_CHARS = 8_000;

const ENDPOINTS: Record<HealableOperation, string> = {
  search: "POST /search",
  scrape: "POST /scrape",
  map: "POST /map",
  interact: "POST /scrape/{scrapeId}/interact",
  crawl: "POST /crawl",
  extract: "POST /extract",
  agent: "POST /agent",
};

/**
 * A copy of request parameters that is safe to show anyone: user schemas as JSON Schema; header
 * values, webhook metadata and every credential-named field replaced; URLs without user info or
 * credential-named query values; and the API key removed from every string.
 */
export function redactParams(params: unknown, secret: string | undefined): unknown {
  return redactValue(isRecord(params) ? convertUserSchemas(params) : params, secret, 0);
}

function redactValue(value: unknown, secret: string | undefined, depth: number): unknown {
  if (typeof value === "string") return redactString(value, secret);
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (typeof value === "bigint") return String(value);
  if (depth > 8) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 25).map((v) => redactValue(v, secret, depth + 1));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (CREDENTIAL_KEY.test(key)) out[key] = REDACTED;
    else if (key === "headers") out[key] = isRecord(v) ? Object.fromEntries(Object.keys(v).map((name) => [name, REDACTED])) : REDACTED;
    else if (key === "metadata" && depth > 0) out[key] = REDACTED;
    else out[key] = redactValue(v, secret, depth + 1);
  }
  return out;
}

function redactString(text: string, secret: string | undefined): string {
  const withoutKey = redactSecret(text, secret).replace(/\bBearer\s+[^\s"']+/gi, `Bearer ${REDACTED}`);
  return /^https?:\/\//i.test(withoutKey) ? redactUrl(withoutKey) : withoutKey;
}

/** A URL without user info and with credential-named query values replaced. */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  let changed = false;
  if (url.username || url.password) {
    url.username = "";
    url.password = "";
    changed = true;
  }
  for (const key of [...url.searchParams.keys()]) {
    if (CREDENTIAL_KEY.test(key) || key.toLowerCase() === "key" || key.toLowerCase() === "sig") {
      url.searchParams.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? url.toString() : raw;
}

export interface QuestionInput {
  operation: HealableOperation;
  /** Parameters already passed through `redactParams`. */
  redactedParams: unknown;
  failure: HealingFailure;
  secret: string | undefined;
}

/** The question for support ask: operation, endpoint, what went wrong, the job id and the parameters. */
export function buildQuestion(input: QuestionInput): string {
  const { operation, failure } = input;
  const endpoint = ENDPOINTS[operation];
  const lines: string[] = [];
  if (failure.trigger === "suspicious_result") {
    lines.push(`My \`${operation}\` call (${endpoint}) succeeded, but the result looks wrong: ${failure.message}.`);
  } else if (failure.trigger === "job_failed") {
    lines.push(`My ${operation} job ${failure.jobId ?? ""} (started with ${endpoint}) ended with status "failed".`);
    lines.push(`Error: ${failure.message}`);
  } else {
    const status = failure.status !== undefined ? `HTTP ${failure.status}` : "an error";
    lines.push(`My \`${operation}\` call (${endpoint}) failed with ${status}${failure.code ? `, code ${failure.code}` : ""}.`);
    lines.push(`Error: ${failure.message}`);
  }
  if (failure.jobId && failure.trigger !== "job_failed") lines.push(`Job id: ${failure.jobId}`);
  let params = JSON.stringify(input.redactedParams ?? {});
  if (params.length > MAX_PARAMS_CHARS) params = `${params.slice(0, MAX_PARAMS_CHARS)}… [cut]`;
  lines.push(`Request parameters (credentials redacted): ${params}`);
  lines.push(
    "Which request parameters should change so that this call succeeds? Put only the API parameters to change in " +
      "fixParameters. The target (url, urls, query, prompt), webhook and headers will not be changed.",
  );
  const question = redactSecret(lines.join("\n"), input.secret);
  return question.length > MAX_QUESTION_CHARS ? question.slice(0, MAX_QUESTION_CHARS) : question;
}

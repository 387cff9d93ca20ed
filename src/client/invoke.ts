import type { z } from "zod/v4";
import { InvalidArgumentError, type ArgumentIssue } from "../core/errors.js";
import type { RequestOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import type { OperationDefinition } from "../operations/define.js";
import { mergeExtraBody, splitExtraBody } from "./extra-body.js";

/** One call of one operation, as the client methods describe it. */
export interface Invocation {
  params?: unknown;
  /** Values for `{name}` placeholders of the operation's path. */
  pathParams?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /** An absolute URL to call instead of the operation's path (a vetted `next` link). */
  url?: string;
  options?: RequestOptions | undefined;
  /** HTTP 200 `success:false` is data for this call (job status, interact results). */
  acceptFailureBody?: boolean;
  minTimeoutMs?: number;
}

/**
 * Validates, sends and parses one operation call. Bad input fails here with
 * `InvalidArgumentError` before any network traffic (DESIGN rule 1).
 */
export async function invoke<Res extends z.ZodType>(
  transport: Transport,
  op: OperationDefinition<z.ZodType, Res>,
  call: Invocation,
): Promise<z.output<Res>> {
  const body = op.request ? validatedBody(op.request, call.params, op.name) : call.params;
  const path = call.url ?? withQuery(fillPath(op.path, call.pathParams ?? {}, op.name), call.query);
  transport.assertCanAuthenticate(op.auth, op.name);
  const response = await transport.request({
    method: op.method,
    url: path,
    body: op.method === "POST" ? (body ?? {}) : undefined,
    auth: op.auth,
    safety: op.startsJob ? "starts-job" : "idempotent",
    acceptFailureBody: call.acceptFailureBody ?? false,
    idLookup: op.path.includes("{"),
    minTimeoutMs: call.minTimeoutMs ?? 0,
    options: call.options,
  });
  // Lenient on the way in: a shape we did not foresee is returned as sent, never thrown.
  const parsed = op.response.safeParse(response.body ?? {});
  return (parsed.success ? parsed.data : response.body) as z.output<Res>;
}

/** Throws `InvalidArgumentError` listing every zod issue (and every `extraBody` problem), or returns silently. */
export function assertValid(schema: z.ZodType, params: unknown, what: string): void {
  validatedBody(schema, params, what);
}

/**
 * The body to send: `params` as given once `schema` accepts them, with `extraBody` (fields this
 * version does not know) checked and merged in at the top level. Throws `InvalidArgumentError`.
 */
export function validatedBody(schema: z.ZodType, params: unknown, what: string): unknown {
  const split = splitExtraBody(params);
  const result = schema.safeParse(split.params);
  if (!result.success) {
    const issues = argumentIssues(result.error);
    throw new InvalidArgumentError(`Invalid ${what} params: ${formatIssues(issues)}`, issues);
  }
  if (split.extra === undefined) return split.params;
  return mergeExtraBody((split.params ?? {}) as Record<string, unknown>, split.extra, what, schema);
}

/** A zod error's issues as `ArgumentIssue`s (paths without symbols). */
export function argumentIssues(error: z.ZodError): ArgumentIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
    message: issue.message,
    code: issue.code,
  }));
}

export function formatIssues(issues: readonly ArgumentIssue[]): string {
  return issues
    .slice(0, 8)
    .map((i) => (i.path.length > 0 ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}

function fillPath(template: string, values: Record<string, string>, opName: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== "string" || value.trim() === "" || /[/?#\s]/.test(value)) {
      throw new InvalidArgumentError(`Invalid ${opName} ${name}: expected a job or scrape id, got ${JSON.stringify(value)}`, [
        { path: [name], message: "must be a non-empty id without '/', '?', '#' or spaces" },
      ]);
    }
    return encodeURIComponent(value);
  });
}

function withQuery(path: string, query: Invocation["query"]): string {
  if (!query) return path;
  const entries = Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

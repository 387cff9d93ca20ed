import { z } from "zod/v4";

const schemeWithSlashes = /^([a-z][a-z0-9+.-]*):\/\//i;
// "mailto:x" or "javascript:x"; "example.com:8080" is a host and port, not a scheme.
const schemeWithoutSlashes = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/** Why `value` cannot be sent as a page URL, or `undefined` when it can. */
export function describeWebUrlProblem(value: string, label: string): string | undefined {
  if (value.trim() === "") return `${label} must not be empty`;
  if (value !== value.trim()) return `${label} must not start or end with whitespace`;
  const scheme = schemeWithSlashes.exec(value)?.[1] ?? schemeWithoutSlashes.exec(value)?.[1];
  if (scheme !== undefined && !/^https?$/i.test(scheme)) {
    return `${label} must use http:// or https:// (got "${scheme}:")`;
  }
  // The server prefixes "http://" when no scheme is given; judge the URL it would build.
  const candidate = scheme === undefined ? `http://${value}` : value;
  const hostname = URL.canParse(candidate) ? new URL(candidate).hostname : undefined;
  if (hostname === undefined) return `${label} is not a valid URL (expected e.g. https://example.com/page)`;
  if (hostname === "") return `${label} has no host name (expected e.g. https://example.com/page)`;
  return undefined;
}

/** Why `value` is not an absolute http(s) URL, or `undefined` when it is. */
export function describeHttpUrlProblem(value: string, label: string): string | undefined {
  if (!URL.canParse(value)) return `${label} must be an absolute http(s) URL such as https://example.com/hook`;
  const parsed = new URL(value);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return `${label} must use http:// or https:// (got "${parsed.protocol}")`;
  }
  return undefined;
}

/**
 * A page URL as the service accepts it: `http(s)://…`, or a bare host such as `example.com/docs`
 * (the server adds `http://`). Other schemes and strings without a host are rejected.
 */
export function webUrlSchema(label = "url") {
  return z.string().superRefine((value, ctx) => {
    const problem = describeWebUrlProblem(value, label);
    if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
  });
}

/** An absolute http(s) URL, e.g. a webhook target. */
export function httpUrlSchema(label = "url") {
  return z.string().superRefine((value, ctx) => {
    const problem = describeHttpUrlProblem(value, label);
    if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
  });
}

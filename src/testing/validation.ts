import { badRequest as kitBadRequest, searchBadRequest as kitSearchBadRequest } from "../server-kit/index.js";
import { json, type MockReply } from "./http-io.js";

/** A zod-like issue, as the service puts them in `details`. */
export interface ValidationIssue {
  code: string;
  path: Array<string | number>;
  message: string;
  [extra: string]: unknown;
}

/** Keys every POST body accepts (API.md conventions). */
const COMMON_KEYS = ["origin", "integration"];

/** Scrape options shared by scrape, crawl/search/extract `scrapeOptions` (API.md §2.2). */
export const SCRAPE_OPTION_KEYS = [
  "formats", "onlyMainContent", "onlyCleanContent", "includeTags", "excludeTags", "waitFor", "timeout",
  "maxAge", "minAge", "storeInCache", "lockdown", "actions", "location", "mobile", "proxy", "parsers",
  "headers", "skipTlsVerification", "removeBase64Images", "blockAds", "fastMode", "redactPII", "profile",
  "threatProtection", "auditMetadata",
];

/** Allowed keys of each format object (the server is strict inside formats too). */
const FORMAT_KEYS: Record<string, string[]> = {
  markdown: [], html: [], rawHtml: [], links: [], images: [], summary: [], branding: [], product: [],
  menu: [], audio: [], video: [], deterministicJson: [], rawBase64: [],
  screenshot: ["fullPage", "quality", "viewport"],
  json: ["prompt", "schema"],
  changeTracking: ["modes", "schema", "prompt", "tag"],
  attributes: ["selectors"],
  question: ["question"],
  highlights: ["query"],
  query: ["prompt", "mode"],
};

/** Collects issues for one request body. */
export class IssueList {
  readonly issues: ValidationIssue[] = [];

  add(issue: ValidationIssue): void {
    this.issues.push(issue);
  }

  /** Reports keys of `value` outside `allowed` (plus origin/integration when `withCommon`). */
  strictKeys(value: Record<string, unknown>, allowed: string[], path: Array<string | number>, withCommon = true): void {
    const known = new Set(withCommon ? [...allowed, ...COMMON_KEYS] : allowed);
    const unknown = Object.keys(value).filter((key) => !known.has(key));
    if (unknown.length === 0) return;
    this.add({
      code: "unrecognized_keys",
      keys: unknown,
      path,
      message: `Unrecognized key(s) in object: ${unknown.map((key) => `'${key}'`).join(", ")}`,
    });
  }

  /** Requires a string field; returns it when valid. */
  requireString(body: Record<string, unknown>, key: string): string | undefined {
    const value = body[key];
    if (typeof value === "string") return value;
    this.add({
      code: "invalid_type",
      expected: "string",
      received: value === undefined ? "undefined" : typeof value,
      path: [key],
      message: value === undefined ? "Required" : `Expected string, received ${typeof value}`,
    });
    return undefined;
  }

  /** Checks an optional integer in [min, max]. */
  intRange(body: Record<string, unknown>, key: string, min: number, max: number, path: Array<string | number> = [key]): void {
    const value = body[key];
    if (value === undefined) return;
    if (typeof value !== "number" || !Number.isInteger(value)) {
      this.add({ code: "invalid_type", expected: "integer", received: typeof value, path, message: "Expected integer" });
    } else if (value < min) {
      this.add({ code: "too_small", minimum: min, path, message: `Number must be greater than or equal to ${min}` });
    } else if (value > max) {
      this.add({ code: "too_big", maximum: max, path, message: `Number must be less than or equal to ${max}` });
    }
  }

  /** Validates scrape options found directly in `body` (scrape) or under a key (crawl/search). */
  scrapeOptions(options: Record<string, unknown>, path: Array<string | number>, extraKeys: string[] = []): void {
    this.strictKeys(options, [...SCRAPE_OPTION_KEYS, ...extraKeys], path, path.length === 0);
    const formats = options["formats"];
    if (formats === undefined) return;
    if (!Array.isArray(formats)) {
      this.add({ code: "invalid_type", expected: "array", received: typeof formats, path: [...path, "formats"], message: "Expected array" });
      return;
    }
    formats.forEach((format: unknown, index) => this.format(format, [...path, "formats", index]));
  }

  private format(format: unknown, path: Array<string | number>): void {
    const type = typeof format === "string" ? format : isRecord(format) ? format["type"] : undefined;
    const allowed = typeof type === "string" ? FORMAT_KEYS[type] : undefined;
    if (!allowed) {
      this.add({ code: "invalid_union", path, message: `Invalid format ${JSON.stringify(type ?? format)}` });
      return;
    }
    if (isRecord(format)) this.strictKeys(format, ["type", ...allowed], path, false);
  }

  get ok(): boolean {
    return this.issues.length === 0;
  }
}

/** The global 400 body (API.md §9): `code: "BAD_REQUEST"`, the first issue as message, zod details. */
export function badRequest(issues: ValidationIssue[]): MockReply {
  return kitBadRequest(issues);
}

/** Search's own 400 body (API.md §1): no `code`. */
export function searchBadRequest(issues: ValidationIssue[]): MockReply {
  return kitSearchBadRequest(issues);
}

/** A 400 `{success:false,error}` for endpoint-specific checks. */
export function plainBadRequest(error: string): MockReply {
  return json(400, { success: false, error });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body as an object, or `null` when it is missing or not an object. */
export function bodyObject(body: unknown): Record<string, unknown> | null {
  return isRecord(body) ? body : null;
}

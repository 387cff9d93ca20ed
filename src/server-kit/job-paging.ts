import { badRequest, customIssue } from "./error-replies.js";
import type { Reply } from "./reply.js";

/** Documents per status page unless the caller passes `limit` (docs/api.md §4.2). */
export const DEFAULT_PAGE_SIZE = 100;
/** Largest `limit` a status page accepts (the service's newest helper: 1–1000). */
export const MAX_PAGE_LIMIT = 1000;
/** A page is trimmed to stay at or under this many bytes of JSON, but always holds one document. */
export const MAX_PAGE_BYTES = 10 * 1024 * 1024;
/** Room kept for the status fields around `data` when a page is trimmed to its byte budget. */
const ENVELOPE_BYTES = 1024;

/** `skip` and `limit` of a status request. */
export interface Paging {
  skip: number;
  /** `undefined` when the caller sent none (the page size then applies and `next` carries no limit). */
  limit: number | undefined;
}

function readInt(raw: string | null | undefined, name: string, min: number, max: number): number | undefined | string {
  if (raw === null || raw === undefined || raw === "") return undefined;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) return `${name} must be an integer from ${min} to ${max}`;
  return value;
}

/** Reads `skip` (≥0) and `limit` (1–1000) from a status URL's query, or the 400 that refuses them. */
export function readPaging(query: URLSearchParams): Paging | Reply {
  const skip = readInt(query.get("skip"), "skip", 0, Number.MAX_SAFE_INTEGER);
  if (typeof skip === "string") return badRequest([customIssue(["skip"], skip)]);
  const limit = readInt(query.get("limit"), "limit", 1, MAX_PAGE_LIMIT);
  if (typeof limit === "string") return badRequest([customIssue(["limit"], limit)]);
  return { skip: skip ?? 0, limit };
}

/** Takes documents in order until the next one would push the JSON past `maxBytes`; never returns none of several. */
export function trimToBytes<D>(documents: readonly D[], maxBytes: number, sizeOf: (document: D) => number): D[] {
  const page: D[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const document of documents) {
    bytes += sizeOf(document) + 1;
    if (page.length > 0 && bytes > maxBytes) break;
    page.push(document);
  }
  return page;
}

/** JSON size of a document, in bytes. */
export function jsonBytes(document: unknown): number {
  return Buffer.byteLength(JSON.stringify(document));
}

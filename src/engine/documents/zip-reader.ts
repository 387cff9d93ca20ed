import { inflateRawSync } from "node:zlib";
import { DocumentFailure } from "./document-failure.js";

/** Bounds of one zip read. */
export interface ZipBounds {
  maxEntries: number;
  /** Bytes all entries may expand to together (counted while inflating, not taken from the headers). */
  maxUnzippedBytes: number;
}

const endOfCentralDirectory = 0x06054b50;
const centralEntry = 0x02014b50;
const localEntry = 0x04034b50;

function findEndRecord(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) === endOfCentralDirectory) return at;
  }
  throw new DocumentFailure("unreadable", "The file is not a readable zip archive (no central directory).");
}

/**
 * Reads every entry of a zip (DOCX, XLSX and ODT are zips) with hard bounds: the entry count, and
 * the bytes they inflate to — each entry is inflated with the budget left as its output limit, so
 * a zip bomb stops at the budget whatever its headers claim. Stored and deflated entries only.
 */
export function readZip(zip: Buffer, bounds: ZipBounds): Map<string, Buffer> {
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > bounds.maxEntries) {
    throw new DocumentFailure("limit", `The archive has ${count} entries, more than the ${bounds.maxEntries} the engine reads.`);
  }
  const entries = new Map<string, Buffer>();
  let budget = bounds.maxUnzippedBytes;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== centralEntry) throw new DocumentFailure("unreadable", "The zip archive's central directory is damaged.");
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== localEntry) throw new DocumentFailure("unreadable", `The zip entry ${name} is damaged.`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    if (data.length !== compressedSize) throw new DocumentFailure("unreadable", `The zip entry ${name} is cut short.`);
    let content: Buffer;
    if (method === 0) {
      content = data;
    } else if (method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if ((error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") throw expandsTooFar(bounds);
        throw new DocumentFailure("unreadable", `The zip entry ${name} could not be inflated (${(error as Error).message}).`);
      }
    } else {
      throw new DocumentFailure("unreadable", `The zip entry ${name} uses compression method ${method}, which the engine does not read.`);
    }
    budget -= content.length;
    if (budget < 0) throw expandsTooFar(bounds);
    entries.set(name, content);
  }
  return entries;
}

function expandsTooFar(bounds: ZipBounds): DocumentFailure {
  return new DocumentFailure("limit", `The archive expands to more than ${Math.round(bounds.maxUnzippedBytes / 1024 / 1024)} MB, the engine's limit for one document (a zip bomb?).`);
}

/**
 * Deepest element nesting of an XML text, counted in one pass over its tags (no parser, no
 * recursion), so a part nested thousands deep is refused before a recursive reader meets it.
 */
export function xmlDepthExceeds(xml: string, maxDepth: number): boolean {
  let depth = 0;
  for (let at = xml.indexOf("<"); at >= 0; at = xml.indexOf("<", at + 1)) {
    const next = xml.charCodeAt(at + 1);
    if (next === 0x2f /* / */) depth -= 1;
    else if (next !== 0x3f /* ? */ && next !== 0x21 /* ! */) {
      const close = xml.indexOf(">", at);
      if (close < 0) break;
      if (xml.charCodeAt(close - 1) !== 0x2f) {
        depth += 1;
        if (depth > maxDepth) return true;
      }
      at = close;
    }
  }
  return false;
}

import { pipeline, type Readable } from "node:stream";
import * as zlib from "node:zlib";
import type { Dispatcher } from "undici";
import { releaseNow } from "../../core/release-buffer.js";
import { FetchFailure } from "./fetch-failure.js";

/** The refusal of a body past the limit. */
export function tooLarge(url: string, maxBodyBytes: number): FetchFailure {
  return new FetchFailure(
    "too-large",
    `The response of ${url} is larger than ${maxBodyBytes} bytes, the engine's maxBodyBytes limit.`,
  );
}

function decompressorFor(encoding: string | undefined): NodeJS.ReadWriteStream | undefined {
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    case "zstd":
      return zlib.createZstdDecompress();
    default:
      return undefined;
  }
}

/**
 * Reads the body, decompressing it by hand (`accept-encoding` is ours to honour) and counting the
 * decoded bytes, so a small compressed bomb stops at the limit instead of filling memory.
 */
export async function readBounded(
  body: Dispatcher.ResponseData["body"],
  encoding: string | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const decompressor = decompressorFor(encoding);
  const source: Readable = decompressor === undefined ? body : (pipeline(body, decompressor, () => {}) as unknown as Readable);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      discard(source);
      discard(body);
      throw tooLarge(url, maxBytes);
    }
    chunks.push(chunk);
  }
  if (chunks.length === 1) return chunks[0] as Buffer;
  const whole = Buffer.concat(chunks, size);
  // Copied: the chunks (undici's own buffers) are freed now, not at a later GC (bench P7).
  for (const chunk of chunks) releaseNow(chunk);
  return whole;
}

/** Drops a body we will not read; undici reports the abort as an error event, which nobody needs. */
export function discard(stream: Readable): void {
  stream.on("error", () => {});
  stream.destroy();
}


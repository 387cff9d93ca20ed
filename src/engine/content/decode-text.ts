import { isAscii, isUtf8, transcode } from "node:buffer";
import { TextDecoder } from "node:util";

const utf8Decoder = new TextDecoder("utf-8");

/**
 * UTF-8 bytes as a string, exactly as `TextDecoder` gives it. V8's own UTF-8 decoding (behind both
 * `TextDecoder` and `Buffer#toString`) is slow when the string must be two-byte, as soon as one
 * character lies above U+00FF (a curly quote is enough): then ICU's transcoder to UTF-16, copied into
 * a string, is 2.2× faster (0.66 against 1.44 ms for the P11 corpus's ~200 KB pages). Pure ASCII and
 * Latin-1 text stay with V8, which makes them one-byte strings (half the memory, faster to scan);
 * invalid bytes need the decoder's replacement characters (the transcoder refuses them).
 */
function decodeUtf8(body: Buffer): string {
  // ASCII reads the same in every ASCII-compatible charset; Latin-1 decoding is a plain copy, 2–4× faster than the UTF-8 decoder.
  if (isAscii(body)) return body.toString("latin1");
  // A small page: the decoder's slow two-byte path costs less than looking for a wide character.
  if (body.length <= SMALL_BODY_BYTES || !wideCharacter(body) || !isUtf8(body)) return utf8Decoder.decode(body);
  return transcode(body, "utf8", "ucs2").toString("ucs2");
}

/** Bodies up to this size (bytes) go to the decoder without a look for wide characters. */
const SMALL_BODY_BYTES = 2048;

/**
 * Blocks of the probe that `isAscii` passes over (native, vectorised): most of a page is ASCII markup,
 * and a loop over its bytes costs ~1 ns each (the P5 corpus: 0.33 ms a pass, 0.07 ms in blocks;
 * trafilatura's pages: 27 µs a page, 10 µs in blocks).
 */
const PROBE_BLOCK_BYTES = 1024;

/**
 * Whether the body holds the lead byte of a character above U+00FF (0xC4–0xF4). The whole body is
 * looked at: 15 of the 130 Readability pages show their first wide character only after 64 KiB, and
 * the decoder's slow path for them costs ~20 instructions a byte against ~5 for the transcoder, far
 * more than the probe of every page (a warm pass over the 98 dev pages, a full GC after each pass:
 * 2.16 → 2.01 G instructions for this lane's changes together, ~0.1 G of it this one).
 */
function wideCharacter(body: Buffer): boolean {
  const end = body.length;
  for (let from = 0; from < end; from += PROBE_BLOCK_BYTES) {
    const to = Math.min(from + PROBE_BLOCK_BYTES, end);
    if (isAscii(body.subarray(from, to))) continue;
    for (let index = from; index < to; index++) {
      const byte = body[index] as number;
      if (byte >= 0xc4 && byte <= 0xf4) return true;
    }
  }
  return false;
}

const metaCharset = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

/** The charset named by a Content-Type header, if any. */
function headerCharset(contentTypeHeader: string | undefined): string | undefined {
  const match = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentTypeHeader ?? "");
  return match?.[1];
}

/** The labels nearly every page uses for UTF-8: answered with the shared decoder instead of a new one per page. */
const utf8Label = /^utf-?8$/i;

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (label === undefined) return undefined;
  if (utf8Label.test(label)) return utf8Decoder;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/**
 * How far into an HTML body a `<meta charset>` is looked for. The HTML spec's pre-scan reads 1 KiB;
 * real pages put long comments and scripts before it, and browsers look further.
 */
const META_PRESCAN_BYTES = 4096;

/**
 * Decodes a response body the way browsers broadly do: byte-order mark, then the header charset,
 * then a `<meta charset>` near the top (HTML only), then UTF-8 — or, when the bytes are not valid
 * UTF-8 and nothing named a charset, windows-1252 (what browsers assume for such Western pages).
 */
export function decodeBody(body: Buffer, contentTypeHeader: string | undefined, isHtml: boolean): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
    return decodeUtf8(body.subarray(3));
  }
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return new TextDecoder("utf-16le").decode(body.subarray(2));
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return new TextDecoder("utf-16be").decode(body.subarray(2));
  let decoder = decoderFor(headerCharset(contentTypeHeader));
  if (decoder === undefined && isHtml) {
    decoder = decoderFor(metaCharset.exec(body.subarray(0, META_PRESCAN_BYTES).toString("latin1"))?.[1]);
  }
  if (decoder !== undefined) return decoder.encoding === "utf-8" ? decodeUtf8(body) : decoder.decode(body);
  return isUtf8(body) ? decodeUtf8(body) : new TextDecoder("windows-1252").decode(body);
}

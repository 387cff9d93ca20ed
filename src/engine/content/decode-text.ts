import { TextDecoder } from "node:util";

const metaCharset = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

/** The charset named by a Content-Type header, if any. */
function headerCharset(contentTypeHeader: string | undefined): string | undefined {
  const match = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentTypeHeader ?? "");
  return match?.[1];
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (label === undefined) return undefined;
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
    return new TextDecoder("utf-8").decode(body.subarray(3));
  }
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return new TextDecoder("utf-16le").decode(body.subarray(2));
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return new TextDecoder("utf-16be").decode(body.subarray(2));
  let decoder = decoderFor(headerCharset(contentTypeHeader));
  if (decoder === undefined && isHtml) {
    decoder = decoderFor(metaCharset.exec(body.subarray(0, META_PRESCAN_BYTES).toString("latin1"))?.[1]);
  }
  if (decoder !== undefined) return decoder.decode(body);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

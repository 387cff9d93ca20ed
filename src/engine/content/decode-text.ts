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
 * Decodes a response body the way browsers broadly do: byte-order mark, then the header charset,
 * then a `<meta charset>` in the first KiB (HTML only), then UTF-8.
 */
export function decodeBody(body: Buffer, contentTypeHeader: string | undefined, isHtml: boolean): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
    return new TextDecoder("utf-8").decode(body.subarray(3));
  }
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return new TextDecoder("utf-16le").decode(body.subarray(2));
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return new TextDecoder("utf-16be").decode(body.subarray(2));
  let decoder = decoderFor(headerCharset(contentTypeHeader));
  if (decoder === undefined && isHtml) {
    decoder = decoderFor(metaCharset.exec(body.subarray(0, 1024).toString("latin1"))?.[1]);
  }
  return (decoder ?? new TextDecoder("utf-8")).decode(body);
}

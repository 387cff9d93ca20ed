import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * Converts an HTML fragment (links already absolute) to markdown. `cuts`: positions in `html` (in
 * order) where an element's start tag begins among plain blocks, where a converter working in
 * pieces may start one (see `convertInPieces`).
 */
export type HtmlToMarkdown = (html: string, cuts?: readonly number[]) => string;

/** Which mdream build is in use; all three give the same markdown, at different speeds. */
export type MarkdownEngineKind = "native" | "wasm" | "js";

export interface MarkdownConverter {
  readonly kind: MarkdownEngineKind;
  readonly convert: HtmlToMarkdown;
}

let loading: Promise<MarkdownConverter> | undefined;

/**
 * What the engine puts before the HTML it converts: a comment holding a non-ASCII character. The
 * wasm binding copies a string into wasm memory one character at a time in JavaScript until the
 * first non-ASCII character, then hands the rest to TextEncoder.encodeInto, several times faster;
 * with this lead the whole page takes the fast path. Converters ignore comments: same markdown.
 */
export const MARKDOWN_INPUT_LEAD = "<!--\u00ff-->";

function withLead(html: string): string {
  return html.length < 256 || html.startsWith(MARKDOWN_INPUT_LEAD) ? html : MARKDOWN_INPUT_LEAD + html;
}

/**
 * HTML longer than this (characters) goes through mdream's `MarkdownStream` in pieces: in one
 * call, the wasm memory grows to ~4 times the input (a link farm's 7.6 MB of content: 30 MB), and
 * a WebAssembly memory never shrinks, so the page worker kept it for every page after (bench P7).
 * Same markdown, somewhat slower (a link farm: 0.6–0.8 s instead of 0.4–0.6 s); pieces keep it at 1–3 MB.
 */
export const pieceWiseAboveChars = 1024 * 1024;
/**
 * Characters handed to the stream at a time. 256 K rather than 64 K: a 10.9 M-character link farm
 * converts in 457 ms instead of 496 (a 1 MB article in 16.8 ms instead of 18.3) for a wasm memory of
 * 2.9 MB instead of 1.6.
 */
const pieceChars = 256 * 1024;

interface WasmStream {
  processChunk(chunk: string): string;
  finish(): string;
  free(): void;
}

/**
 * Converts `html` through a markdown stream, `pieceChars` at a time; never splits a surrogate pair
 * (its halves would become U+FFFD). While a piece gives no markdown, the stream is holding an
 * unfinished construct (a multi-megabyte comment, tag name or `<?…`) and reads all of it again with
 * every piece: the next piece is twice as long, so that work stays linear instead of quadratic
 * (a hostile 16 MB comment: 12 s in 64 K pieces). The first piece that gives markdown resets it.
 *
 * A piece ends at the last of `cuts` within its size when there is one: the next piece then starts
 * at an element's start tag, between blocks, where the lead comment (`MARKDOWN_INPUT_LEAD`) reads
 * as nothing, so it takes the binding's fast copy too (a 1 MB ASCII page: 6 of its 18 ms went into
 * the character-by-character copy of pieces without it).
 */
export function convertInPieces(stream: WasmStream, html: string, cuts: readonly number[] = []): string {
  const parts: string[] = [];
  let nextCut = 0;
  try {
    for (let at = 0, size = pieceChars, atCut = true; at < html.length; ) {
      let end = Math.min(at + size, html.length);
      while (nextCut < cuts.length && (cuts[nextCut] as number) <= at) nextCut++;
      let cut = -1;
      for (let index = nextCut; index < cuts.length && (cuts[index] as number) <= end; index++) cut = cuts[index] as number;
      if (end < html.length && cut > at) end = cut;
      const last = html.charCodeAt(end - 1);
      if (end < html.length && end !== cut && last >= 0xd800 && last <= 0xdbff) end -= 1;
      const piece = html.slice(at, end);
      const markdown = stream.processChunk(atCut ? withLead(piece) : piece);
      parts.push(markdown);
      size = markdown === "" ? size * 2 : pieceChars;
      atCut = end === cut;
      at = end;
    }
    parts.push(stream.finish());
  } finally {
    stream.free();
  }
  return parts.join("");
}

/**
 * Loads mdream once, preferring the fastest build that works here: the native binding (only
 * installed on Node ≥22 by npm), then mdream's own WebAssembly build, then the pure-JS
 * `@mdream/js`. Loaded lazily so importing the package costs nothing.
 */
export function loadMarkdownConverter(): Promise<MarkdownConverter> {
  loading ??= loadFirstAvailable();
  return loading;
}

async function loadFirstAvailable(): Promise<MarkdownConverter> {
  try {
    const native = await import("mdream");
    native.htmlToMarkdown("<p>probe</p>");
    return { kind: "native", convert: (html) => native.htmlToMarkdown(html) };
  } catch {
    // "Cannot find native binding": npm skipped the platform package.
  }
  try {
    const wasm = await import("mdream/wasm");
    const wasmPath = createRequire(import.meta.url)
      .resolve("mdream/wasm")
      .replace(/mdream_edge\.js$/, "mdream_edge_bg.wasm");
    wasm.initSync({ module: await readFile(wasmPath) });
    wasm.htmlToMarkdown("<p>probe</p>", undefined);
    // No options object: the binding then reads none of its fields back from JavaScript (a call out of wasm each); same defaults.
    return {
      kind: "wasm",
      convert: (html, cuts) => (html.length > pieceWiseAboveChars ? convertInPieces(new wasm.MarkdownStream({}), html, cuts) : wasm.htmlToMarkdown(withLead(html), undefined)),
    };
  } catch {
    // Fall through to the portable build.
  }
  const js = await import("@mdream/js");
  return { kind: "js", convert: (html) => js.htmlToMarkdown(html) };
}

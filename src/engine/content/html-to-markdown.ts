import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** Converts an HTML fragment (links already absolute) to markdown. */
export type HtmlToMarkdown = (html: string) => string;

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
    return { kind: "wasm", convert: (html) => wasm.htmlToMarkdown(withLead(html), undefined) };
  } catch {
    // Fall through to the portable build.
  }
  const js = await import("@mdream/js");
  return { kind: "js", convert: (html) => js.htmlToMarkdown(html) };
}

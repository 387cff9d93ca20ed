import TurndownService from "turndown";
import { loadMarkdownConverter } from "../../src/engine/content/html-to-markdown.js";
import { enginePipeline } from "./engine-pipeline.js";

/** P5's contenders: the engine's whole pipeline, its markdown step alone, turndown. */
export type P5Converter = "pipeline" | "mdream" | "turndown";

/**
 * A page as P5 hands it over: its HTML, and the bytes a fetch would give the engine's pipeline
 * (made before the timing: encoding the page is the harness's work, decoding it the engine's).
 */
export interface P5Input {
  html: string;
  body: Buffer;
}

export function p5Input(html: string): P5Input {
  return { html, body: Buffer.from(html) };
}

/** One P5 contender's conversion of an HTML page to markdown. */
export async function p5Converter(name: P5Converter): Promise<(page: P5Input) => string> {
  if (name === "turndown") {
    const turndown = new TurndownService();
    return (page) => turndown.turndown(page.html);
  }
  const { convert } = await loadMarkdownConverter();
  return name === "mdream" ? (page) => convert(page.html) : (page) => enginePipeline(page.body, convert);
}

import TurndownService from "turndown";
import { loadMarkdownConverter } from "../../src/engine/content/html-to-markdown.js";
import { enginePipeline } from "./engine-pipeline.js";

/** P5's contenders: the engine's whole pipeline, its markdown step alone, turndown. */
export type P5Converter = "pipeline" | "mdream" | "turndown";

/** One P5 contender's conversion of an HTML page to markdown. */
export async function p5Converter(name: P5Converter): Promise<(html: string) => string> {
  if (name === "turndown") {
    const turndown = new TurndownService();
    return (html) => turndown.turndown(html);
  }
  const { convert } = await loadMarkdownConverter();
  return name === "mdream" ? convert : (html) => enginePipeline(html, convert);
}

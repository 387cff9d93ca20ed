import type { PageDocument } from "../content/page-document.js";

/**
 * The formats the engine computes after the content pipeline: from the page's markdown with the
 * engine's model (json, summary, question, highlights, query, product, menu), from its HTML
 * (attributes), or from its previous scrape (changeTracking).
 */

/** A format answered by the engine's language model, from the page's markdown. */
export type ModelFormat =
  | { type: "json"; prompt?: string | undefined; schema?: Record<string, unknown> | undefined }
  | { type: "summary" }
  | { type: "question"; question: string }
  | { type: "highlights"; query: string }
  | { type: "query"; prompt: string; mode?: "freeform" | "directQuote" | undefined }
  | { type: "product" }
  | { type: "menu" };

export interface AttributesFormat {
  type: "attributes";
  selectors: { selector: string; attribute: string }[];
}

export interface ChangeTrackingFormat {
  type: "changeTracking";
  modes?: ("git-diff" | "json")[] | undefined;
  schema?: Record<string, unknown> | undefined;
  prompt?: string | undefined;
  /** Separate history per tag. */
  tag?: string | null | undefined;
}

/** Every format computed after the content pipeline. */
export type PageFormat = ModelFormat | AttributesFormat | ChangeTrackingFormat;

export const modelFormatNames = new Set(["json", "summary", "question", "highlights", "query", "product", "menu"]);
/** Formats only the hosted service produces (it stores signed media URLs). */
export const hostedOnlyFormatNames = new Set(["audio", "video"]);

/** Whether an entry of `formats` (validated by the operation schemas) is computed after the pipeline. */
export function isPageFormatName(name: string): boolean {
  return modelFormatNames.has(name) || name === "attributes" || name === "changeTracking";
}

/** The format entry as an object (a bare string such as "summary" or "changeTracking" becomes `{ type }`). */
export function toPageFormat(entry: unknown, name: string): PageFormat {
  return (typeof entry === "object" && entry !== null ? entry : { type: name }) as PageFormat;
}

/** Whether a format needs the engine's model (changeTracking only in its `json` mode). */
export function needsModel(format: PageFormat): boolean {
  if (format.type === "changeTracking") return format.modes?.includes("json") === true;
  return modelFormatNames.has(format.type);
}

/** A format request the engine refuses once it reads it (its schema does not compile): the scrape answers 400. */
export class PageFormatInputError extends Error {
  override readonly name = "PageFormatInputError";
}

/** Hands a page's formats to whoever computes them (the engine wires it to its model and change history). */
export type PageFormatHook = (
  document: PageDocument,
  page: { url: string; status: number },
  formats: readonly PageFormat[],
  notes: string[],
  signal?: AbortSignal,
) => Promise<void>;

/** The pipeline formats a page's formats read: markdown for the model and change tracking, raw HTML for attributes. */
export function pipelineFormatsFor(formats: readonly PageFormat[]): ("markdown" | "rawHtml")[] {
  const needed = new Set<"markdown" | "rawHtml">();
  for (const format of formats) needed.add(format.type === "attributes" ? "rawHtml" : "markdown");
  return [...needed];
}

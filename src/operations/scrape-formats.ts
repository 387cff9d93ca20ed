import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { taggedUnion } from "./zod-compat.js";
import { jsonSchemaObject, stringOrObject } from "./request-base.js";

/** Formats that take no options at all. */
export const optionlessFormatNames = [
  "markdown",
  "html",
  "rawHtml",
  "links",
  "images",
  "summary",
  "branding",
  "product",
  "menu",
  "audio",
  "video",
] as const;

/** Formats that may be sent as a bare string (screenshot and changeTracking have optional options). */
export const plainFormatNames = [...optionlessFormatNames, "screenshot", "changeTracking"] as const;
export type PlainFormatName = (typeof plainFormatNames)[number];

// The format objects are built once, on first use, and shared by the scrape and search unions
// (`z.lazy`: an import of the package should not pay for building them; bench/README.md, issue 31).
const formatObjects = lazyValue(() => {
  const viewport = z.strictObject({
    /** Pixels, at most 7680 (8K). */
    width: z.int().positive().max(7680),
    /** Pixels, at most 4320 (8K). */
    height: z.int().positive().max(4320),
  });
  return {
    screenshot: z.strictObject({
      type: z.literal("screenshot"),
      /** Capture the whole page instead of the viewport. @default false */
      fullPage: z.boolean().optional(),
      /** JPEG quality, 1–100. */
      quality: z.number().min(1).max(100).optional(),
      viewport: viewport.optional(),
    }),
    json: z
      .strictObject({
        type: z.literal("json"),
        /** What to extract, in words (≤10000 chars). */
        prompt: z.string().max(10000).optional(),
        /** JSON Schema of the wanted object. */
        schema: jsonSchemaObject.optional(),
      })
      .refine((format) => format.prompt !== undefined || format.schema !== undefined, {
        message: 'The "json" format needs a "prompt", a "schema", or both',
        path: ["prompt"],
      }),
    changeTracking: z.strictObject({
      type: z.literal("changeTracking"),
      modes: z.array(z.enum(["git-diff", "json"])).optional(),
      schema: jsonSchemaObject.optional(),
      prompt: z.string().optional(),
      /** Separate change history per tag. */
      tag: z.string().nullable().optional(),
    }),
    attributes: z.strictObject({
      type: z.literal("attributes"),
      selectors: z.array(z.strictObject({ selector: z.string(), attribute: z.string() })),
    }),
    question: z.strictObject({
      type: z.literal("question"),
      /** Answered in `data.answer`. 1–10000 chars. */
      question: z.string().min(1).max(10000),
    }),
    highlights: z.strictObject({
      type: z.literal("highlights"),
      /** Relevant passages land in `data.highlights`. 1–10000 chars. */
      query: z.string().min(1).max(10000),
    }),
    /** @deprecated Use the `question` or `highlights` format. */
    query: z.strictObject({
      type: z.literal("query"),
      prompt: z.string().max(10000),
      mode: z.enum(["freeform", "directQuote"]).optional(),
    }),
  };
});

export const screenshotFormatSchema = z.lazy(() => formatObjects().screenshot);
export const jsonFormatSchema = z.lazy(() => formatObjects().json);
export const changeTrackingFormatSchema = z.lazy(() => formatObjects().changeTracking);
export const attributesFormatSchema = z.lazy(() => formatObjects().attributes);
export const questionFormatSchema = z.lazy(() => formatObjects().question);
export const highlightsFormatSchema = z.lazy(() => formatObjects().highlights);
/** @deprecated Use the `question` or `highlights` format. */
export const queryFormatSchema = z.lazy(() => formatObjects().query);

/** One `formats` entry of a scrape: a plain format name or a format object. */
export const scrapeFormatSchema = z.lazy(() => {
  const f = formatObjects();
  return stringOrObject(
    z.enum(plainFormatNames),
    // One discriminated union for object entries, so an unknown `type` yields a single clear issue.
    // Plain formats written as objects, e.g. `{ type: "markdown" }` (screenshot and changeTracking have their own).
    taggedUnion("type", [z.strictObject({ type: z.enum(optionlessFormatNames) }), f.screenshot, f.json, f.changeTracking, f.attributes, f.question, f.highlights, f.query]),
    `Formats: ${plainFormatNames.join(", ")}; json, question, highlights, attributes and query need an object such as {"type":"json","prompt":"..."}.`,
  );
});
export type ScrapeFormat = z.input<typeof scrapeFormatSchema>;

/** Formats search can scrape its results with (docs/api.md §1). */
const searchOptionlessFormatNames = [
  "markdown",
  "html",
  "rawHtml",
  "links",
  "images",
  "summary",
  "product",
  "menu",
] as const;
export const searchPlainFormatNames = [...searchOptionlessFormatNames, "screenshot"] as const;

/** One `formats` entry of `search.scrapeOptions`. */
export const searchFormatSchema = z.lazy(() => {
  const f = formatObjects();
  return stringOrObject(
    z.enum(searchPlainFormatNames),
    taggedUnion("type", [z.strictObject({ type: z.enum(searchOptionlessFormatNames) }), f.screenshot, f.json, f.question, f.highlights, f.query]),
    `Search formats: ${searchPlainFormatNames.join(", ")}; json, question, highlights and query need an object such as {"type":"json","prompt":"..."}.`,
  );
});
export type SearchFormat = z.input<typeof searchFormatSchema>;

/** The name of a format entry, whether written as a string or an object. */
export function formatName(entry: unknown): string | undefined {
  if (typeof entry === "string") return entry;
  if (typeof entry === "object" && entry !== null && "type" in entry) {
    const type = (entry as { type: unknown }).type;
    return typeof type === "string" ? type : undefined;
  }
  return undefined;
}

/** Cross-entry rules: at most one screenshot; changeTracking needs markdown. */
export function checkFormatList(formats: readonly unknown[], ctx: z.RefinementCtx, path: PropertyKey[]): void {
  const names = formats.map(formatName);
  if (names.filter((name) => name === "screenshot").length > 1) {
    ctx.addIssue({ code: "custom", path, message: "formats may contain at most one screenshot format" });
  }
  if (names.includes("changeTracking") && !names.includes("markdown")) {
    ctx.addIssue({
      code: "custom",
      path,
      message: 'formats: the "changeTracking" format requires "markdown" in the same formats list',
    });
  }
}

import { estimateTokens } from "../../core/token-budget.js";
import { PageFormatInputError, type ModelFormat, type PageFormat } from "../scrape/page-formats.js";
import type { ScrapeSettingsProblem } from "../scrape/scrape-settings.js";
import type { EngineModels } from "./engine-model.js";
import { generateJson, TokenMeter } from "./generate-json.js";
import { chunkText } from "./text-chunks.js";
import { compileUserSchema, type UserSchema } from "./user-schema.js";

/** Model calls one format makes over a page's chunks at most (plus one to merge); the rest is not read. */
export const maxFormatCalls = 6;
/** Tokens kept free in each call for the instructions, the schema and the answer. */
const reservedTokens = 3000;
/** A json format's answer is checked against its schema and asked for again once on a miss. */
const jsonAttempts = 2;

const system =
  "You read one web page and answer about it. Use only what the page says; leave out (or set to null) what it does not state. " +
  "Answer with JSON only.";

/** The service's `product` format: one product page, as structured data. */
export const productSchema: Record<string, unknown> = {
  type: "object",
  properties: {
    title: { type: "string" },
    url: { type: ["string", "null"] },
    brand: { type: ["string", "null"] },
    description: { type: ["string", "null"] },
    price: { type: ["number", "null"] },
    currency: { type: ["string", "null"], description: "ISO 4217 code, e.g. USD" },
    availability: { type: ["string", "null"], description: "e.g. in stock, out of stock" },
    sku: { type: ["string", "null"] },
    images: { type: "array", items: { type: "string" } },
    variants: {
      type: "array",
      items: {
        type: "object",
        properties: {
          name: { type: "string" },
          sku: { type: ["string", "null"] },
          price: { type: ["number", "null"] },
          availability: { type: ["string", "null"] },
          attributes: { type: "object", additionalProperties: { type: "string" } },
        },
        required: ["name"],
      },
    },
  },
  required: ["title", "variants"],
};

/** The service's `menu` format: a restaurant's (or any) menu, by section. */
export const menuSchema: Record<string, unknown> = {
  type: "object",
  properties: {
    name: { type: ["string", "null"], description: "The restaurant or menu name" },
    currency: { type: ["string", "null"] },
    sections: {
      type: "array",
      items: {
        type: "object",
        properties: {
          name: { type: "string" },
          items: {
            type: "array",
            items: {
              type: "object",
              properties: {
                name: { type: "string" },
                description: { type: ["string", "null"] },
                price: { type: ["number", "null"] },
                dietary: { type: "array", items: { type: "string" } },
              },
              required: ["name"],
            },
          },
        },
        required: ["name", "items"],
      },
    },
  },
  required: ["sections"],
};

/** Where a model format's answer goes in the document, what to ask, and the shape of the answer. */
interface FormatTask {
  field: "json" | "summary" | "answer" | "highlights" | "product" | "menu";
  task: string;
  schema?: Record<string, unknown> | undefined;
  /** The answer is `{ [unwrap]: value }`; the document gets the value. */
  unwrap?: string | undefined;
}

function taskOf(format: ModelFormat): FormatTask {
  switch (format.type) {
    case "json":
      return { field: "json", task: format.prompt ?? "Extract the data the schema describes.", schema: format.schema };
    case "summary":
      return { field: "summary", task: "Summarize the page in a few sentences of plain text.", schema: textAnswer("summary"), unwrap: "summary" };
    case "question":
      return { field: "answer", task: `Answer this question from the page: ${format.question}`, schema: textAnswer("answer"), unwrap: "answer" };
    case "highlights":
      return {
        field: "highlights",
        task: `Quote the passages of the page most relevant to: ${format.query}\nCopy them word for word, separated by blank lines.`,
        schema: textAnswer("highlights"),
        unwrap: "highlights",
      };
    case "query":
      return {
        field: "answer",
        task:
          format.mode === "directQuote"
            ? `Answer with passages quoted word for word from the page: ${format.prompt}`
            : `Answer from the page: ${format.prompt}`,
        schema: textAnswer("answer"),
        unwrap: "answer",
      };
    case "product":
      return { field: "product", task: "Extract the product this page sells.", schema: productSchema };
    case "menu":
      return { field: "menu", task: "Extract the menu on this page, by section.", schema: menuSchema };
  }
}

function textAnswer(key: string): Record<string, unknown> {
  return { type: "object", properties: { [key]: { type: "string" } }, required: [key] };
}

/** What a model format put into the document, and notes for the response's warning. */
export interface ModelFormatResult {
  fields: Record<string, unknown>;
  notes: string[];
  tokens: number;
}

/**
 * Answers the model formats of one page from its markdown: a long page is cut into chunks that fit
 * the model's window, each chunk is asked, and the partial answers are merged by one more call.
 * A json format's answer is checked against its schema (in the schema worker, bounded) and asked
 * for again once when it does not conform.
 */
export async function runModelFormats(
  formats: readonly ModelFormat[],
  page: { url: string; markdown: string },
  models: EngineModels,
  signal?: AbortSignal,
): Promise<ModelFormatResult> {
  const fields: Record<string, unknown> = {};
  const notes: string[] = [];
  const meter = new TokenMeter();
  for (const format of formats) {
    const task = taskOf(format);
    const schema = task.schema === undefined ? undefined : await compiled(task.schema, format.type);
    const value = await askPage({ url: page.url, markdown: page.markdown, task: task.task, schema, models, meter, notes, signal });
    fields[task.field] = task.unwrap === undefined ? value : (value as Record<string, unknown> | null)?.[task.unwrap];
  }
  return { fields, notes: [...new Set(notes)], tokens: meter.tokens };
}

async function compiled(schema: Record<string, unknown>, format: string): Promise<UserSchema> {
  const result = await compileUserSchema(schema);
  if (!result.ok) throw new PageFormatInputError(`The schema of the "${format}" format is not usable: ${result.message}`);
  return result.schema;
}

interface AskInput {
  url: string;
  markdown: string;
  task: string;
  schema: UserSchema | undefined;
  models: EngineModels;
  meter: TokenMeter;
  notes: string[];
  signal?: AbortSignal | undefined;
}

/** One question about one page, chunked when the page does not fit the window. */
export async function askPage(input: AskInput): Promise<unknown> {
  const shape = input.schema
    ? `The answer must be JSON conforming to this JSON Schema:\n${JSON.stringify(input.schema.objectSchema)}`
    : "Choose a clear JSON structure (an object with descriptive keys) for the answer.";
  const task = `Task: ${input.task}\n\n${shape}`;
  const model = input.models.pick();
  const window = Math.max(500, input.models.contextTokens - reservedTokens - estimateTokens(task) - estimateTokens(system));
  let chunks = chunkText(input.url, input.markdown || "(the page has no text)", window);
  if (chunks.length > maxFormatCalls) {
    input.notes.push(`The page was too long for ${maxFormatCalls} model calls; its last ${chunks.length - maxFormatCalls} of ${chunks.length} parts were not read.`);
    chunks = chunks.slice(0, maxFormatCalls);
  }
  const ask = (prompt: string, schema: UserSchema | undefined) =>
    generateJson({ model, system, prompt, schema, meter: input.meter, signal: input.signal, maxAttempts: jsonAttempts });
  if (chunks.length === 1) return ask(`${task}\n\n--- Page ${input.url} ---\n${chunks[0]!.text}`, input.schema);
  input.notes.push("The page was long; the model read it in parts.");
  const partials: unknown[] = [];
  for (const chunk of chunks) {
    partials.push(await ask(`${task}\n\nThis is part ${chunk.part} of ${chunk.parts} of the page; answer from what it contains.\n\n--- Page ${input.url} ---\n${chunk.text}`, undefined));
  }
  const merge =
    `${task}\n\nThe page was read in ${partials.length} parts. Merge these partial answers into one answer ` +
    `(combine lists, keep the most complete value of each field):\n\n${partials.map((p, i) => `Part ${i + 1}: ${JSON.stringify(p)}`).join("\n")}`;
  return ask(merge, input.schema);
}

/**
 * Compiles the schemas of a request's json and changeTracking formats before any page is fetched,
 * so a schema that cannot be used is one 400 naming it, not a failure on every page of a crawl.
 * Compiled schemas stay cached in the schema worker for the pages.
 */
export async function pageFormatSchemaProblem(formats: readonly PageFormat[] | undefined, pathPrefix: PropertyKey[] = []): Promise<ScrapeSettingsProblem | undefined> {
  for (const format of formats ?? []) {
    if ((format.type !== "json" && format.type !== "changeTracking") || format.schema === undefined) continue;
    const result = await compileUserSchema(format.schema);
    if (!result.ok) {
      return { status: 400, code: "BAD_REQUEST", path: [...pathPrefix, "formats"], message: `The schema of the "${format.type}" format is not usable: ${result.message}` };
    }
  }
  return undefined;
}

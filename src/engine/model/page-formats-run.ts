import type { PageDocument } from "../content/page-document.js";
import type { ChangeStore } from "../scrape/change-tracking.js";
import { trackChange } from "../scrape/change-tracking.js";
import { pageAttributes } from "../scrape/page-attributes.js";
import { PageFormatInputError, type AttributesFormat, type ChangeTrackingFormat, type ModelFormat, type PageFormat, type PageFormatHook } from "../scrape/page-formats.js";
import type { EngineModels } from "./engine-model.js";
import { runModelFormats } from "./page-model-formats.js";

/** What the page formats need from the engine: its model (if any) and where change history is kept. */
export interface PageFormatDeps {
  models?: EngineModels | undefined;
  changes: ChangeStore;
}

/**
 * Computes a page's formats after the content pipeline and sets them on the document
 * (`json`, `summary`, `answer`, `highlights`, `product`, `menu`, `attributes`, `changeTracking`).
 * A model that fails or never answers valid JSON leaves its field out, with a note; a schema that
 * does not compile throws `PageFormatInputError` (the request's fault: 400).
 */
export async function applyPageFormats(
  document: PageDocument,
  page: { url: string; status: number },
  formats: readonly PageFormat[],
  deps: PageFormatDeps,
  notes: string[],
  signal?: AbortSignal,
): Promise<void> {
  const target = document as PageDocument & Record<string, unknown>;
  const markdown = document.markdown ?? "";
  const modelFormats = formats.filter((f): f is ModelFormat => f.type !== "attributes" && f.type !== "changeTracking");
  if (modelFormats.length > 0 && deps.models !== undefined) {
    await guarded(notes, signal, "the model formats", async () => {
      const result = await runModelFormats(modelFormats, { url: page.url, markdown }, deps.models!, signal);
      Object.assign(target, result.fields);
      notes.push(...result.notes);
    });
  }
  for (const format of formats.filter((f): f is AttributesFormat => f.type === "attributes")) {
    const result = await pageAttributes(document.rawHtml ?? "", format);
    target.attributes = [...((target.attributes as unknown[] | undefined) ?? []), ...result.attributes];
    notes.push(...result.notes);
  }
  const tracking = formats.find((f): f is ChangeTrackingFormat => f.type === "changeTracking");
  if (tracking !== undefined) {
    const jsonMode = tracking.modes?.includes("json") === true && deps.models !== undefined;
    let json: unknown;
    if (jsonMode && page.status < 400) {
      await guarded(notes, signal, "changeTracking's json mode", async () => {
        const prompt = tracking.prompt ?? (tracking.schema === undefined ? "Extract the page's key facts." : undefined);
        const result = await runModelFormats([{ type: "json", prompt, schema: tracking.schema }], { url: page.url, markdown }, deps.models!, signal);
        json = result.fields.json;
      });
    }
    // Without modes the diff comes too: it is what a caller of change tracking wants to see.
    const gitDiff = tracking.modes === undefined || tracking.modes.length === 0 || tracking.modes.includes("git-diff");
    try {
      target.changeTracking = await trackChange(deps.changes, { url: page.url, markdown, gone: page.status >= 400, json }, { tag: tracking.tag, gitDiff, json: jsonMode });
    } catch (error) {
      // The history could not be read or written (a full disk, a read-only dataDir): the page still comes back.
      notes.push(`changeTracking is missing from this page: its history could not be kept (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
}

async function guarded(notes: string[], signal: AbortSignal | undefined, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof PageFormatInputError || signal?.aborted === true) throw error;
    notes.push(`The engine's model failed on ${what}, so they are missing from this page: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The page scraper's hook, bound to the engine's model and change history. */
export function pageFormatHook(deps: PageFormatDeps): PageFormatHook {
  return (document, page, formats, notes, signal) => applyPageFormats(document, page, formats, deps, notes, signal);
}

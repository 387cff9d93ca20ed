import { move, transferableSymbol, valueSymbol } from "piscina";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../content/html-to-markdown.js";
import { convertDocument, documentFailureOf, type DocumentTaskFailure } from "../documents/document-task.js";
import { fullGc } from "../../core/full-gc.js";
import { pdfPageCredits } from "./credits.js";
import { ownsItsMemory, releaseNow } from "../../core/release-buffer.js";
import { finishPageTask, runPageTask, withBuffer, type PageTask, type PageTaskResult } from "./page-task.js";

/**
 * Worker-thread entry of the page pool (piscina calls the default export once per task). A thin
 * shell: load the markdown converter once per thread, then run the shared page task — or, for a
 * document (PDF, DOCX, …), convert it to a page first; its failure comes back as data.
 */
export default async function processPageInWorker(task: PageTask): Promise<PageTaskResult | DocumentTaskFailure> {
  const converter = await loadMarkdownConverter();
  // The huge-page thread is kept between link farms: without a full GC, V8 grows the next page's
  // heap on top of the last one's garbage (bench P7). Collected here, as piscina's idle threads run no timers.
  if (task.collectFirst === true) fullGc();
  if (task.document === undefined) {
    const result = runPageTask(task, task.collectFirst === true ? collectingFirst(converter.convert) : converter.convert);
    // The page's body is read no more: freed now, not with this thread's next GC. It was allocated
    // by the engine's thread, whose malloc heap keeps such holes as RSS when they are freed late (bench P7).
    releaseNow(task.response.body);
    return moved(result);
  }
  const response = withBuffer(task.response);
  try {
    const { notes, pdfPages, ...page } = await convertDocument(response, task.options, task.document, converter.convert, task.scrapeId);
    const extraCredits = pdfPageCredits(pdfPages);
    if (extraCredits > 0 && typeof task.metadata?.["creditsUsed"] === "number") task.metadata["creditsUsed"] = task.metadata["creditsUsed"] + extraCredits;
    return moved({ ...finishPageTask(task, response, page), notes, extraCredits });
  } catch (error) {
    return documentFailureOf(error);
  }
}

/**
 * A huge page's markdown conversion, after a full GC: the scanner's garbage (a link farm's 150,000
 * rewritten links and output pieces, ~25 MB) is dead by then, and would otherwise still be in the
 * heap when the markdown and the document JSON add theirs (bench P7: ~10 MB lower peak a page).
 */
function collectingFirst(convert: HtmlToMarkdown): HtmlToMarkdown {
  return (html, cuts) => {
    fullGc();
    return convert(html, cuts);
  };
}

/**
 * The document's bytes move back to the engine's thread instead of being copied (piscina's
 * transferable wrapper): the copy was malloc memory the engine's thread kept (bench P7).
 */
function moved(result: PageTaskResult): PageTaskResult {
  const bytes = result.documentBytes;
  if (bytes === undefined || !ownsItsMemory(bytes)) return result;
  return move({ [transferableSymbol]: [bytes.buffer], [valueSymbol]: result }) as unknown as PageTaskResult;
}

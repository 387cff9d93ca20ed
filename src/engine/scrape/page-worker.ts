import { loadMarkdownConverter } from "../content/html-to-markdown.js";
import { runPageTask, type PageTask, type PageTaskResult } from "./page-task.js";

/**
 * Worker-thread entry of the page pool (piscina calls the default export once per task). A thin
 * shell: load the markdown converter once per thread, then run the shared page task.
 */
export default async function processPageInWorker(task: PageTask): Promise<PageTaskResult> {
  const converter = await loadMarkdownConverter();
  return runPageTask(task, converter.convert);
}

// What a DocumentLoad needs only once it runs, imported on its first stream() (document-load.ts):
// the page sources reach the whole client stack.
export { crawlDocuments } from "./crawl-source.js";
export { LoadRun } from "./load-run.js";
export { mapDocuments, scrapeDocuments, searchDocuments } from "./page-sources.js";

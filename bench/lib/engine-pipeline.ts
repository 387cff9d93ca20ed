import { buildPageDocument } from "../../src/engine/content/page-document.js";

/** What the engine does to a fetched HTML page (`body`: its bytes), minus the network: buildPageDocument with defaults. */
export function enginePipeline(body: Buffer, toMarkdown: (html: string) => string): string {
  const response = {
    requestedUrl: "https://example.com/page",
    url: "https://example.com/page",
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    contentType: "text/html",
    body,
  };
  const page = buildPageDocument(response, { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }, toMarkdown, "bench");
  return page.document.markdown ?? "";
}

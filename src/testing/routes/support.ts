import { randomBytes } from "node:crypto";
import { json } from "../http-io.js";
import type { RouteHandler } from "../state.js";

/** Support errors come from a pass-through proxy: `{error}` with no `success` key (docs/api.md §8). */
function invalidRequest(): ReturnType<RouteHandler> {
  return json(400, { error: "invalid_request" });
}

/** The question, validated by the schema (1–8000 chars); under `lenient`, `null` when there is none. */
function readQuestion(body: { question?: unknown }): string | null {
  return typeof body.question === "string" && body.question.length > 0 ? body.question : null;
}

function requestIdFor(headers: Record<string, string>): string {
  return headers["x-request-id"] ?? `req_${randomBytes(4).toString("hex")}`;
}

/** `POST /support/ask`: the full envelope with a neutral default answer; script specific answers. */
export const supportAsk: RouteHandler<"support.ask"> = (request) => {
  const question = readQuestion(request.body);
  if (question === null) return invalidRequest();
  const requestId = requestIdFor(request.headers);
  return json(
    200,
    {
      requestId,
      answer: `Mock support answer. You asked: ${question.slice(0, 200)}`,
      confidence: "medium",
      fixParameters: null,
      validation: { tested: false, result: "skipped", evidence: "" },
      feedback: null,
      durationMs: 1500,
    },
    { "x-request-id": requestId },
  );
};

/** `POST /support/docs-search`. */
export const supportDocsSearch: RouteHandler<"support.docsSearch"> = (request) => {
  const question = readQuestion(request.body);
  if (question === null) return invalidRequest();
  const requestId = requestIdFor(request.headers);
  return json(
    200,
    {
      requestId,
      answer: `Mock documentation answer for: ${question.slice(0, 200)}`,
      evidence: [{ pathOrUrl: "features/scrape.mdx", reason: "Describes the scrape options" }],
      usage: { inputTokens: 1200, outputTokens: 150, totalTokens: 1350 },
      durationMs: 900,
    },
    { "x-request-id": requestId },
  );
};

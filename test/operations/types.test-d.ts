import { describe, expectTypeOf, it } from "vitest";
import type {
  CrawlStatusResponse,
  MapResponse,
  ScrapeRequest,
  ScrapeResponse,
  SupportAskResponse,
  WebDocument,
  WebDocumentMetadata,
} from "../../src/operations/index.js";

// A type-level test: vitest type-checks this file (vitest.config.ts `typecheck`), as does `npm run check`.
describe("inferred types stay useful", () => {
  it("response leaves are optional keys with their real types", () => {
    expectTypeOf<ScrapeResponse["data"]>().toEqualTypeOf<WebDocument | undefined>();
    expectTypeOf<WebDocument["markdown"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WebDocumentMetadata["title"]>().toEqualTypeOf<string | string[] | undefined>();
    expectTypeOf<MapResponse["links"][number]["url"]>().toEqualTypeOf<string>();
    expectTypeOf<CrawlStatusResponse["data"]>().toEqualTypeOf<WebDocument[]>();
    expectTypeOf<{ markdown: undefined }>().not.toExtend<Required<Pick<WebDocument, "markdown">>>();
  });

  it("open enums keep their known literals for completion", () => {
    expectTypeOf<"scraping">().toExtend<NonNullable<CrawlStatusResponse["status"]>>();
    expectTypeOf<"some-new-state">().toExtend<NonNullable<CrawlStatusResponse["status"]>>();
    // With a plain `string` type this Extract would be `never`.
    expectTypeOf<Extract<SupportAskResponse["confidence"], "high">>().toEqualTypeOf<"high">();
    expectTypeOf<Extract<CrawlStatusResponse["status"], "failed">>().toEqualTypeOf<"failed">();
  });

  it("request types are the inputs callers write", () => {
    expectTypeOf<{ url: string }>().toExtend<ScrapeRequest>();
    expectTypeOf<{ url: string; formats: ["markdown", { type: "json"; prompt: string }] }>().toExtend<ScrapeRequest>();
    expectTypeOf<{ formats: ["markdown"] }>().not.toExtend<ScrapeRequest>();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";

describe("interact code's parser (acorn) is an optional package (issue #24)", () => {
  afterEach(() => {
    vi.doUnmock("acorn");
    vi.resetModules();
  });

  it("a failed load is not kept: the next run loads it again", async () => {
    vi.resetModules();
    vi.doMock("acorn", () => {
      throw Object.assign(new Error("Cannot find package 'acorn' imported from /app/wrap-code.js"), { code: "ERR_MODULE_NOT_FOUND" });
    });
    const { wrapInteractCode } = await import("../../src/engine/browser/interact/wrap-code.js");
    // (vitest wraps a throwing mock factory's error, so the loadOptional wording is tested in test/package/optional-peer.test.ts.)
    await expect(wrapInteractCode("1")).rejects.toThrow();
    vi.doUnmock("acorn");
    await expect(wrapInteractCode("1 + 1")).resolves.toEqual({ ok: true, source: "(async () => {\nreturn (1 + 1);\n})" });
  });
});

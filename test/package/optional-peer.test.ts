import { describe, expect, it } from "vitest";
import { loadOptional, MissingPackageError, requireOptional } from "../../src/core/optional-peer.js";
import { WebDataError } from "../../src/core/errors.js";

function notFound(message: string, code = "ERR_MODULE_NOT_FOUND"): Error {
  return Object.assign(new Error(message), { code });
}

describe("loadOptional: a missing optional package says what to install", () => {
  it("an engine package: install webdata-engine, or the package itself", async () => {
    const error = await loadOptional("createLocalEngine()", () => Promise.reject(notFound("Cannot find package 'playwright-core' imported from /app/x.js"))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingPackageError);
    expect(error).toBeInstanceOf(WebDataError);
    // Every engine package is installed here, so the list names the one that failed.
    expect((error as Error).message).toBe(
      "createLocalEngine() needs the engine's packages (playwright-core is not installed): npm install webdata-engine (or: npm install playwright-core)",
    );
    expect((error as MissingPackageError).packageName).toBe("playwright-core");
  });

  it("a real import of a package that is not there, and a subpath of a scoped one", async () => {
    const error = await loadOptional("the thing", () => import("webdata-kit-no-such-package" as string)).catch((e: unknown) => e);
    expect((error as Error).message).toBe("the thing needs the package webdata-kit-no-such-package, which is not installed: npm install webdata-kit-no-such-package");
    expect(() => requireOptional("toJsonSchema()", () => { throw notFound("Cannot find module '@scope/pkg/sub/path.js'\nRequire stack:", "MODULE_NOT_FOUND"); })).toThrow(
      "toJsonSchema() needs the package @scope/pkg, which is not installed: npm install @scope/pkg",
    );
  });

  it("any other failure, and a missing file of this package, pass through unchanged", async () => {
    const other = new TypeError("boom");
    await expect(loadOptional("x", () => Promise.reject(other))).rejects.toBe(other);
    const ownFile = notFound("Cannot find module '/app/node_modules/webdata-kit/dist/engine/x.js' imported from /app/y.js");
    await expect(loadOptional("x", () => Promise.reject(ownFile))).rejects.toBe(ownFile);
  });
});

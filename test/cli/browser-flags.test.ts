import { describe, expect, it } from "vitest";
import { browserFromFlags } from "../../src/cli/browser-option.js";
import { cli } from "./cli-harness.js";

// `serve` and `mcp` start the same engine, so they take the same browser flags (one definition).
describe("--chromium / --no-browser on serve and mcp", () => {
  it("both commands list the flags", async () => {
    for (const command of ["serve", "mcp"]) {
      const help = await cli([command, "--help"]);
      expect(help.stdout).toContain("--chromium <path>");
      expect(help.stdout).toContain("--no-browser");
    }
  });

  it("a --chromium that is not an executable is a usage error (exit 2) before anything starts", async () => {
    for (const command of [["serve", "--port", "0"], ["mcp"]]) {
      const run = await cli([...command, "--chromium", "/nope/chrome"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("--chromium /nope/chrome is not an executable file");
      expect(run.stderr).not.toContain("TypeError");
    }
  });

  it("maps the flags to the engine's browser option", () => {
    expect(browserFromFlags({})).toBe("auto");
    expect(browserFromFlags({ browser: true })).toBe("auto");
    expect(browserFromFlags({ browser: false, chromium: "/nope" })).toBe(false);
    expect(browserFromFlags({ chromium: process.execPath })).toEqual({ executablePath: process.execPath });
  });
});

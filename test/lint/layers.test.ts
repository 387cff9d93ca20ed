import { ESLint } from "eslint";
import path from "node:path";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "layers/imports-below").map((m) => m.message);
}

describe("lint enforces the layer direction (docs/architecture.md)", { timeout: 120_000 }, () => {
  it("core imports nothing above it", async () => {
    const errors = await layerErrors("src/core/probe.ts", 'import type { AuthMode } from "../operations/define.js";\nexport type A = AuthMode;\n');
    expect(errors).toEqual([expect.stringContaining("Layer 'core' may not import 'operations'")]);
  });

  it("a lower layer may not import a higher one; a higher one may import a lower one", async () => {
    expect(await layerErrors("src/client/probe.ts", 'export { withSelfHealing } from "../healing/index.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/healing/probe.ts", 'export { createWebDataTools } from "../tools/index.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/tools/probe.ts", 'export { WebDataClient } from "../client.js";\n')).toEqual([]);
    expect(await layerErrors("src/adapters/ai/probe.ts", 'export { isRecord } from "../../core/is-record.js";\n')).toEqual([]);
  });

  it("resolves paths; the mock stays off the client stack, the engine (whose agent reuses the tools) off the CLI and the mock", async () => {
    expect(await layerErrors("src/engine/scrape/probe.ts", 'export * from "../browser/launch.js";\n')).toEqual([]);
    expect(await layerErrors("src/testing/probe.ts", 'export { WebDataClient } from "../client.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/engine/model/probe.ts", 'export * from "../../tools/types.js";\n')).toEqual([]);
    expect(await layerErrors("src/engine/model/probe.ts", 'export * from "../../cli/options.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/engine/probe.ts", 'export * from "../testing/index.js";\n')).toHaveLength(1);
  });

  it("the engine reaches the tool specs but never an adapter", async () => {
    expect(await layerErrors("src/engine/model/probe.ts", 'export { prepareToolSet } from "../../tools/create-tool-specs.js";\n')).toEqual([]);
    expect(await layerErrors("src/engine/model/probe.ts", 'export const load = () => import("../../adapters/ai/create-web-data-tools.js");\n')).toEqual([
      expect.stringContaining("Layer 'engine' may not import 'adapters'"),
    ]);
  });

  it("inside the engine a folder imports only lower folders, so no cycle between them can form", async () => {
    // The two halves of the cycle the engine once had: browser → server and support → server.
    expect(await layerErrors("src/engine/browser/probe.ts", 'import type { EngineRouteTable } from "../server/engine-routes.js";\nexport type T = EngineRouteTable;\n')).toEqual([
      expect.stringContaining("Engine folder 'browser' may not import engine folder 'server'"),
    ]);
    expect(await layerErrors("src/engine/support/probe.ts", 'export type { EngineContext } from "../server/engine-context.js";\n')).toHaveLength(1);
    // Downward is fine, upward is not: scrape → browser yes, browser → scrape no; same row (batch, map) no.
    expect(await layerErrors("src/engine/scrape/probe.ts", 'export * from "../browser/render-page.js";\n')).toEqual([]);
    expect(await layerErrors("src/engine/browser/probe.ts", 'export * from "../scrape/page-scraper.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/engine/map/probe.ts", 'export * from "../batch/batch-scrape-run.js";\n')).toHaveLength(1);
    // Only the engine's root files (the composition) sit above server; a folder may not import them.
    expect(await layerErrors("src/engine/create-local-engine-probe.ts", 'export * from "./server/route-table.js";\n')).toEqual([]);
    expect(await layerErrors("src/engine/crawl/probe.ts", 'export * from "../engine-options.js";\n')).toHaveLength(1);
    // A folder with no row in the order is reported, so a new folder cannot dodge the order.
    expect(await layerErrors("src/engine/newthing/probe.ts", 'export * from "../fetch/safe-fetch.js";\n')).toEqual([
      expect.stringContaining("Engine folder 'newthing' has no place in the engine's order"),
    ]);
  });

  it("the engine's real folders have no upward import (lint over src/engine is clean)", async () => {
    // Only the layer rule, so the whole folder lints in a moment.
    const { layersPlugin } = (await import(path.join(root, "eslint-layers.js"))) as { layersPlugin: ESLint.Plugin };
    const layersOnly = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, plugins: { layers: layersPlugin }, rules: { "layers/imports-below": "error" } },
    });
    const results = await layersOnly.lintFiles(["src/engine/**/*.ts"]);
    const messages = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "layers/imports-below").map((m) => `${path.relative(root, r.filePath)}: ${m.message}`));
    expect(messages).toEqual([]);
  });

  it("only the adapters talk to AI frameworks", async () => {
    expect(await layerErrors("src/tools/probe.ts", 'export { tool } from "ai";\n')).toHaveLength(1);
    expect(await layerErrors("src/adapters/ai/probe.ts", 'export { tool } from "ai";\n')).toEqual([]);
  });
});

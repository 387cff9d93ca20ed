import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "layers/imports-below").map((m) => m.message);
}

describe("lint enforces the layer direction (DESIGN.md)", { timeout: 120_000 }, () => {
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

  it("only the adapters talk to AI frameworks", async () => {
    expect(await layerErrors("src/tools/probe.ts", 'export { tool } from "ai";\n')).toHaveLength(1);
    expect(await layerErrors("src/adapters/ai/probe.ts", 'export { tool } from "ai";\n')).toEqual([]);
  });
});

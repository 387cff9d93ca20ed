import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const RECORDER = fileURLToPath(new URL("../../bench/lib/record-modules.mjs", import.meta.url));

/** Every module URL a fresh Node process resolves while importing `entries` (bench P6's recorder hook). */
async function modulesLoadedBy(entries: string[]): Promise<string[]> {
  const script = entries.map((entry) => `await import(${JSON.stringify(entry)});`).join("\n");
  const { stderr } = await run(process.execPath, ["--import", "tsx", "--import", RECORDER, "-e", script], { cwd: ROOT });
  const line = stderr.split("\n").find((text) => text.startsWith("@@modules "));
  if (line === undefined) throw new Error(`no module list from ${entries.join(", ")}:\n${stderr}`);
  return JSON.parse(line.slice("@@modules ".length)) as string[];
}

const mcpSdk = (urls: string[]) => urls.filter((url) => url.includes("/node_modules/@modelcontextprotocol/"));

const LIBRARY_ENTRIES = {
  "webdata-kit": "./src/index.ts",
  "webdata-kit/ai": "./src/adapters/ai/index.ts",
  "webdata-kit/langchain": "./src/adapters/langchain/index.ts",
  "webdata-kit/engine": "./src/engine/index.ts",
  "webdata-kit/testing": "./src/testing/index.ts",
  "the CLI's commands (before `mcp` or `serve` runs)": "./src/cli/program.ts",
};

describe("the MCP SDK stays out of library users' way", () => {
  it("no library entry (nor the CLI before `mcp`/`serve` runs) loads an @modelcontextprotocol module", async () => {
    // One process imports them all (a fresh process each would cost seconds apiece): none may load it.
    const urls = await modulesLoadedBy(Object.values(LIBRARY_ENTRIES));
    expect(urls.filter((url) => url.includes("/src/adapters/langchain/"))).not.toEqual([]);
    expect(mcpSdk(urls)).toEqual([]);
  });

  it("the probe does see the SDK where it is loaded (the MCP adapter)", async () => {
    expect(mcpSdk(await modulesLoadedBy(["./src/adapters/mcp/stdio.ts"])).length).toBeGreaterThan(0);
  });
});

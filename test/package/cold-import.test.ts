import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPackage, heavyIn, ROOT } from "./built-package.js";

const run = promisify(execFile);
const RECORDER = path.join(ROOT, "bench/lib/record-modules.mjs");

/** Every module URL a fresh `node` resolved (ESM and CommonJS alike, through module.registerHooks). */
async function modulesLoaded(cwd: string, args: string[]): Promise<string[]> {
  const { stderr } = await run(process.execPath, ["--import", RECORDER, ...args], { cwd, timeout: 60_000 });
  const line = stderr.split("\n").find((text) => text.startsWith("@@modules "));
  if (line === undefined) throw new Error(`no module list from node ${args.join(" ")}:\n${stderr}`);
  return JSON.parse(line.slice("@@modules ".length)) as string[];
}

// The built package, with every optional peer installed next to it (the worst case: nothing is
// absent, so only lazy imports keep the heavy modules out).
describe("what an import loads (the built package, every peer installed)", () => {
  let pkg: string;
  beforeAll(async () => {
    pkg = await builtPackage();
    // Resolved from inside the package, `webdata-kit/*` goes through its own package.json exports.
    writeFileSync(path.join(pkg, "probe.mjs"), "await import(process.argv[2]);\n");
    // Imports an adapter and builds what it offers, as an app does before its first call.
    writeFileSync(
      path.join(pkg, "construct.mjs"),
      [
        "const m = await import(process.argv[2]);",
        'm.createWebDataTools({ apiKey: "k" });',
        'if (m.WebDataLoader) new m.WebDataLoader({ mode: "scrape", urls: "https://example.com", apiKey: "k" });',
        'if (m.WebDataRetriever) new m.WebDataRetriever({ apiKey: "k" });',
        "",
      ].join("\n"),
    );
  }, 600_000);

  for (const entry of ["webdata-kit", "webdata-kit/ai", "webdata-kit/langchain", "webdata-kit/testing", "webdata-kit/engine"]) {
    it(`import "${entry}" loads none of playwright-core, the MCP SDK, piscina, ajv, acorn, an AI SDK provider`, async () => {
      const urls = await modulesLoaded(pkg, ["probe.mjs", entry]);
      expect(urls.some((url) => url.includes("/webdata-kit/dist/"))).toBe(true);
      expect(heavyIn(urls)).toEqual([]);
    });
  }

  // Issue 31: the client stack (client, transport, job handles, healer, sessions) loads on the first call.
  for (const entry of ["webdata-kit/ai", "webdata-kit/langchain"]) {
    it(`import "${entry}" and building its tools, loader and retriever load no client module`, async () => {
      const urls = await modulesLoaded(pkg, ["construct.mjs", entry]);
      const own = urls.filter((url) => url.includes("/webdata-kit/dist/"));
      expect(own.length).toBeGreaterThan(10);
      expect(own.filter((url) => /\/dist\/(client\.js|core\/transport\.js|healing\/healer\.js|browser\/session-registry\.js)$/.test(url))).toEqual([]);
    });
  }

  it("`webdata --help` loads none of them either", async () => {
    const urls = await modulesLoaded(pkg, ["dist/cli/main.js", "--help"]);
    expect(urls.some((url) => url.includes("/node_modules/commander/"))).toBe(true);
    expect(heavyIn(urls)).toEqual([]);
  });
});

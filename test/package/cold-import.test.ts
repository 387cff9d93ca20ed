import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPackage, heavyIn, ROOT } from "./built-package.js";

const run = promisify(execFile);
const RECORDER = path.join(ROOT, "bench/lib/record-modules.mjs");

/**
 * The source modules (paths below dist/, as tsc emitted them) in the loaded files of the built
 * package: the bundle marks each module's code with a `// dist/<path>` comment
 * (scripts/bundle-dist.mjs); a file without marks is one module itself.
 */
function sourceModulesIn(urls: string[]): string[] {
  return urls.flatMap((url) => {
    const marks = [...readFileSync(fileURLToPath(url), "utf8").matchAll(/^\/\/ dist\/(\S+\.js)$/gm)].map((match) => match[1]!);
    return marks.length > 0 ? marks : [url.slice(url.lastIndexOf("/dist/") + "/dist/".length)];
  });
}

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
      const own = sourceModulesIn(urls.filter((url) => url.includes("/webdata-kit/dist/")));
      expect(own.length).toBeGreaterThan(10);
      expect(own.filter((module) => /^(client|core\/transport|healing\/healer|browser\/session-registry)\.js$/.test(module))).toEqual([]);
    });
  }

  it("the bundle keeps the version check first in every entry, as the file package.json `sideEffects` names", () => {
    const manifest = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")) as { sideEffects: string[]; exports: Record<string, { import?: string }> };
    expect(manifest.sideEffects).toContain("./dist/core/supported-node.js");
    expect(existsSync(path.join(pkg, "dist/core/supported-node.js"))).toBe(true);
    // The first module each entry imports (following first imports into chunks) is the version check.
    const firstImport = (file: string) => {
      const specifier = /^import (?:[^"]*? from )?"([^"]+)"/ms.exec(readFileSync(file, "utf8"))?.[1];
      return specifier === undefined ? undefined : path.resolve(path.dirname(file), specifier);
    };
    for (const [name, target] of Object.entries(manifest.exports)) {
      if (target.import === undefined || name === "./cli") continue;
      let file: string | undefined = path.join(pkg, target.import);
      for (let hops = 0; file !== undefined && hops < 3 && !file.endsWith("supported-node.js"); hops++) file = firstImport(file);
      expect(file, name).toBe(path.join(pkg, "dist/core/supported-node.js"));
    }
  });

  it("`webdata --help` loads none of them either", async () => {
    const urls = await modulesLoaded(pkg, ["dist/cli/main.js", "--help"]);
    expect(urls.some((url) => url.includes("/node_modules/commander/"))).toBe(true);
    expect(heavyIn(urls)).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The peer range says `zod: ^3.25.76 || ^4`. This proves it for the shipped types: the package's
 * declarations are emitted from src (as `npm run build` does), then a strict consumer project
 * (skipLibCheck off, as strict users run it) that imports every entry point is type-checked once
 * per zod version — the floor of each range and the newest — with only `zod` swapped. Errors are
 * collected in the package's declarations and the consumer (a dependency's own .d.ts is its business).
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MODULES = join(ROOT, "node_modules");
const ZOD_VERSIONS: Array<[label: string, folder: string]> = [
  ["zod 3.25 (its zod/v4)", "zod3"],
  ["zod 4.0.0", "zod40"],
  ["zod 4.3", "zod43"],
  ["zod latest 4.x", "zod"],
];

const CONSUMER = `
import { WebDataClient, toJsonSchema, type ScrapeParams, type ExtraBody, NotFoundError } from "webdata-kit";
import { createWebDataTools as aiTools } from "webdata-kit/ai";
import { createWebDataTools as lcTools, WebDataLoader, WebDataRetriever, WebDataToolkit } from "webdata-kit/langchain";
import { createMockServer } from "webdata-kit/testing";
import { createLocalEngine } from "webdata-kit/engine";
import { z } from "zod/v4";

const client = new WebDataClient({ apiKey: "fc-key" });
const params: ScrapeParams = { url: "https://example.com", formats: ["markdown", { type: "json", schema: { type: "object" } }] };
const extra: ExtraBody = { newField: [1, "two", null] };
export const page = client.scrape({ ...params, extraBody: extra });
export const facts = client.extract.run({ urls: ["https://example.com"], schema: z.object({ mission: z.string() }) });
export const crawl = client.crawl.run({ url: "https://example.com", limit: 5, scrapeOptions: { formats: ["markdown"] } });
export const json = toJsonSchema(z.object({ a: z.number() }));
export const tools = [aiTools({ client }), lcTools({ client }), new WebDataToolkit({ client })];
export const loader = new WebDataLoader({ client, mode: "crawl", url: "https://example.com", limit: 3 });
export const retriever = new WebDataRetriever({ client, k: 3 });
export const servers = [createMockServer, createLocalEngine];
export const missing = (e: unknown) => e instanceof NotFoundError && e.missing === "route";
`;

let work: string;
let consumer: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "webdata-kit-zod-"));
  // The package as a user gets it: package.json + declarations emitted from src.
  const pkg = join(work, "consumer", "node_modules", "webdata-kit");
  mkdirSync(pkg, { recursive: true });
  copyFileSync(join(ROOT, "package.json"), join(pkg, "package.json"));
  emitDeclarations(join(pkg, "dist"));
  // Every other dependency is the repo's own (linked); `zod` is linked per version in the test.
  consumer = join(work, "consumer");
  for (const name of readdirSync(MODULES)) {
    if (name !== "zod" && name !== ".bin" && !name.startsWith(".")) symlinkSync(join(MODULES, name), join(consumer, "node_modules", name));
  }
  writeFileSync(join(consumer, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(consumer, "consumer.ts"), CONSUMER);
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the shipped types compile with every zod the peer range allows", () => {
  const files = new Map<string, ts.SourceFile>(); // parsed once, shared by the runs (only zod differs)
  it.each(ZOD_VERSIONS)("%s", (_label, folder) => {
    const zodLink = join(consumer, "node_modules", "zod");
    try {
      unlinkSync(zodLink);
    } catch {
      // first run: no link yet
    }
    symlinkSync(join(MODULES, folder), zodLink);
    for (const name of [...files.keys()]) if (name.includes("/node_modules/zod/")) files.delete(name);
    expect(typeErrors(consumer, files)).toEqual([]);
  }, 600_000);
});

const CONSUMER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  // Resolve from the links' own paths, so the package's `zod` import finds the consumer's zod.
  preserveSymlinks: true,
  types: ["node"],
  noEmit: true,
};

/** Errors in the package's declarations and the consumer file (first line of each, at most 20). */
function typeErrors(dir: string, cache: Map<string, ts.SourceFile>): string[] {
  const host = ts.createCompilerHost(CONSUMER_OPTIONS);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError, create) => {
    let file = cache.get(name);
    if (file === undefined) {
      file = read(name, version, onError, create);
      if (file !== undefined) cache.set(name, file);
    }
    return file;
  };
  host.getCurrentDirectory = () => dir;
  const program = ts.createProgram({ rootNames: [join(dir, "consumer.ts")], options: CONSUMER_OPTIONS, host });
  const ours = program.getSourceFiles().filter((f) => f.fileName.includes("/node_modules/webdata-kit/") || f.fileName.endsWith("/consumer.ts"));
  expect(ours.length).toBeGreaterThan(50);
  const diagnostics = [...program.getOptionsDiagnostics(), ...ours.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)])];
  return diagnostics.slice(0, 20).map((d) => {
    const where = d.file ? `${d.file.fileName.slice(d.file.fileName.indexOf("webdata-kit/") + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : "";
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0]}`;
  });
}

/** The package's `.d.ts` files, as `npm run build` emits them (tsconfig.build.json), into `outDir`. */
function emitDeclarations(outDir: string): void {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.build.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (config === undefined) throw new Error("tsconfig.build.json not readable");
  // noCheck: only the types the declarations need are computed, not a full check of every src file
  // first (src is type-checked by tsc elsewhere). The declarations say the same; only the order of
  // some union members differs, as it follows the order types were created. Emit: ~36 s -> ~9 s.
  const options = { ...config.options, outDir, noEmit: false, declaration: true, emitDeclarationOnly: true, declarationMap: false, sourceMap: false, noCheck: true };
  const result = ts.createProgram(config.fileNames, options).emit();
  if (result.emitSkipped) throw new Error("declaration emit failed");
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The README is what a newcomer copies first: every ```ts block must compile as written, against the
// package's own entry points (`webdata-kit/*` resolve to src through the tsconfig's source condition).
const ROOT = path.resolve(import.meta.dirname, "../..");
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");

/** The bodies of the fenced blocks in `markdown` whose info string is `lang`. */
function fencedBlocks(markdown: string, lang: string): string[] {
  const blocks: string[] = [];
  for (const match of markdown.matchAll(/^```(\S*)\n([\s\S]*?)^```\s*$/gm)) {
    if (match[1] === lang) blocks.push(match[2] ?? "");
  }
  return blocks;
}

/** Type-checks each snippet as its own module in the repository (virtual files, nothing written). */
function typeErrors(snippets: string[]): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error("tsconfig.json could not be read");
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true };
  const files = new Map(snippets.map((code, i) => [path.join(ROOT, ".readme-snippets", `snippet-${i + 1}.ts`), code]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, version, ...rest) => {
    const code = files.get(name);
    return code === undefined ? getSourceFile.call(host, name, version, ...rest) : ts.createSourceFile(name, code, version, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const errors: string[] = [];
  for (const name of files.keys()) {
    const source = program.getSourceFile(name);
    if (!source) throw new Error(`${name} was not compiled`);
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line } = source.getLineAndCharacterOfPosition(d.start ?? 0);
      errors.push(`${path.basename(name)}:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    }
  }
  return errors;
}

describe("README", () => {
  it("fits a screen or two: at most 450 lines", () => {
    expect(README.split("\n").length).toBeLessThanOrEqual(450);
  });

  it("starts with the two commands a newcomer runs first", () => {
    expect(README).toContain("npm install && npm start");
    expect(README).toContain("npm install && npm test");
  });

  it("has one example per door, and every TypeScript snippet compiles as copied", { timeout: 180_000 }, () => {
    const snippets = fencedBlocks(README, "ts");
    const imports = snippets.join("\n");
    for (const door of ["webdata-kit", "webdata-kit/ai", "webdata-kit/langchain", "webdata-kit/engine", "webdata-kit/testing"]) {
      expect(imports).toContain(`from "${door}"`);
    }
    expect(typeErrors(snippets)).toEqual([]);
  });

  it("has JSON snippets that parse", () => {
    for (const block of fencedBlocks(README, "json")) expect(() => JSON.parse(block) as unknown).not.toThrow();
  });

  it("links only to files that exist (README.md and docs/*.md)", () => {
    const pages = ["README.md", ...readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
    const missing: string[] = [];
    let links = 0;
    for (const page of pages) {
      // Code blocks hold commands and snippets, not links.
      const text = readFileSync(path.join(ROOT, page), "utf8").replace(/^```[\s\S]*?^```/gm, "");
      for (const [, target = ""] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        links += 1;
        const file = path.relative(ROOT, path.resolve(ROOT, path.dirname(page), target));
        if (!existsSync(path.join(ROOT, file))) missing.push(`${page} → ${target}`);
      }
    }
    expect(links).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});

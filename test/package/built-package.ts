import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The modules no toolkit entry, `webdata-kit/engine` import or `webdata --help` may load: the
 * browser, the MCP SDK, the worker pool, the JSON Schema validator, the JS parser, and the AI SDK's
 * provider packages (not `ai` itself and the @ai-sdk packages it imports, which `webdata-kit/ai` needs).
 */
const HEAVY = /\/node_modules\/(playwright-core|@modelcontextprotocol\/sdk|piscina|ajv|acorn|@ai-sdk\/(?!provider\/|provider-utils\/|gateway\/)[^/]+)\//;

/** The heavy packages among resolved module URLs. */
export function heavyIn(urls: readonly string[]): string[] {
  return [...new Set(urls.flatMap((url) => HEAVY.exec(url)?.[1] ?? []))];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The package as `npm pack` would ship it (package.json, README, LICENSE, docs/, dist/ built as
 * `npm run build` does: `tsc -p tsconfig.build.json`, then the two scripts/ steps), in a temp folder whose `node_modules` links to the repository's,
 * so its optional peers resolve as in a full install. Built once per source state: the folder's
 * name is a hash of src/ and the build's inputs, and test files running at once share it.
 */
export async function builtPackage(): Promise<string> {
  const hash = createHash("sha256");
  const buildFiles = ["package.json", "tsconfig.json", "tsconfig.build.json", "scripts/prune-declarations.mjs", "scripts/bundle-dist.mjs"];
  for (const file of [...filesUnder(path.join(ROOT, "src")), ...filesUnder(path.join(ROOT, "docs")), ...buildFiles.map((f) => path.join(ROOT, f))]) {
    hash.update(file).update(readFileSync(file));
  }
  const base = path.join(tmpdir(), `webdata-kit-build-${hash.digest("hex").slice(0, 16)}`);
  const pkg = path.join(base, "webdata-kit");
  if (existsSync(path.join(pkg, "dist", "index.js"))) return pkg;

  const staging = `${base}.${process.pid}.${Date.now()}`;
  mkdirSync(path.join(staging, "webdata-kit"), { recursive: true });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  await run(process.execPath, [tsc, "-p", path.join(ROOT, "tsconfig.build.json"), "--outDir", path.join(staging, "webdata-kit", "dist")], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of ["package.json", "README.md", "LICENSE"]) cpSync(path.join(ROOT, file), path.join(staging, "webdata-kit", file));
  // The docs the engine's support endpoint searches (src/engine/support/docs-index.ts).
  cpSync(path.join(ROOT, "docs"), path.join(staging, "webdata-kit", "docs"), { recursive: true });
  // As `npm run build` does after tsc: only the declarations a public entry's types reach, and the
  // JavaScript bundled per entry (scripts/bundle-dist.mjs).
  await run(process.execPath, [path.join(ROOT, "scripts", "prune-declarations.mjs"), path.join(staging, "webdata-kit")], { cwd: ROOT });
  await run(process.execPath, [path.join(ROOT, "scripts", "bundle-dist.mjs"), path.join(staging, "webdata-kit")], { cwd: ROOT });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(staging, "node_modules"), "dir");
  try {
    renameSync(staging, base);
  } catch {
    // Another test file built the same sources first: use theirs.
    rmSync(staging, { recursive: true, force: true });
  }
  return pkg;
}

/** `npm pack` of a package folder into `destination`; returns the tarball's path. */
export async function pack(folder: string, destination: string): Promise<string> {
  // --ignore-scripts: the folder is already built (prepack would build the repository again).
  const { stdout } = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", destination], { cwd: folder, maxBuffer: 16 * 1024 * 1024 });
  const [result] = JSON.parse(stdout) as { filename: string }[];
  return path.join(destination, result!.filename);
}

/** An empty ESM project in `dir` with `tarballs`/packages installed from the registry and the local tarballs. */
export async function installInEmptyProject(dir: string, specs: string[]): Promise<void> {
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "empty-project", private: true, type: "module" }));
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], { cwd: dir, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 });
}

/** Installed packages (every folder holding a package.json under node_modules, nested ones too). */
export function installedPackages(nodeModules: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith("@")) {
        visit(full, `${entry.name}/`);
        continue;
      }
      if (existsSync(path.join(full, "package.json"))) found.push(`${prefix}${entry.name}`);
      visit(path.join(full, "node_modules"), "");
    }
  };
  visit(nodeModules, "");
  return found;
}

/** `du -sk`: disk usage in KiB, as the issue measures it (`du -sh node_modules`). */
export async function diskKib(dir: string): Promise<number> {
  const { stdout } = await run("du", ["-sk", dir]);
  return Number(stdout.split("\t")[0]);
}

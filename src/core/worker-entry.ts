import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The folder holding the package's modules (`dist/` when built, `src/` from source) that `from` (an
 * `import.meta.url`) lies in: the nearest folder above it named either. The built package is
 * bundled (scripts/bundle-dist.mjs), so a module's code may sit in `dist/chunks/` or in an entry's
 * file, not at its source path: file paths are found from this folder, not from the caller's.
 */
export function modulesRoot(from: string): URL {
  for (let dir = path.dirname(fileURLToPath(from)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const name = path.basename(dir);
    if (name === "dist" || name === "src") return pathToFileURL(`${dir}${path.sep}`);
  }
  throw new Error(`webdata-kit: no dist/ or src/ folder above ${from}`);
}

/**
 * A worker thread's module, by its path below `src/` without extension (`engine/scrape/page-worker`):
 * the built `.js` when the package is built (each worker module is an entry of the bundle and keeps
 * its path), else the `.ts` source run through tsx (tests, `tsx` scripts, `npm start`).
 */
export function workerEntry(from: string, modulePath: string): { filename: URL; execArgv: string[] } {
  const root = modulesRoot(from);
  const compiled = new URL(`${modulePath}.js`, root);
  if (existsSync(fileURLToPath(compiled))) return { filename: compiled, execArgv: [] };
  const tsx = createRequire(from).resolve("tsx");
  return { filename: new URL(`${modulePath}.ts`, root), execArgv: ["--import", pathToFileURL(tsx).href] };
}

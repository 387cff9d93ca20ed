import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * A worker thread's module beside `from` (an `import.meta.url`): the compiled `.js` when the package
 * is built, else the `.ts` source run through tsx (tests, `tsx` scripts, `npm start`).
 */
export function workerEntry(from: string, name: string): { filename: URL; execArgv: string[] } {
  const compiled = new URL(`./${name}.js`, from);
  if (existsSync(fileURLToPath(compiled))) return { filename: compiled, execArgv: [] };
  const tsx = createRequire(from).resolve("tsx");
  return { filename: new URL(`./${name}.ts`, from), execArgv: ["--import", pathToFileURL(tsx).href] };
}

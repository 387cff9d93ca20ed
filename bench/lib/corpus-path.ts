import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where a shared corpus lives: `shared/corpora/<name>/` in the nearest folder above the repository
 * that has one (next to the main checkout, or above a worktree nested one level deeper). Read in
 * place; never copied into the repository.
 */
export function sharedCorpus(name: string): string {
  const start = fileURLToPath(new URL("../../", import.meta.url));
  for (let folder = dirname(start); ; folder = dirname(folder)) {
    const candidate = join(folder, "shared", "corpora", name);
    if (existsSync(candidate)) return `${candidate}/`;
    if (dirname(folder) === folder) return join(dirname(start), "shared", "corpora", name) + "/";
  }
}

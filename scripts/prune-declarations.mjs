// After `tsc` emits a .d.ts beside every module, keep only the declarations a public entry's types
// reach (package.json `exports` → `types`, then every relative import in them). The rest describe
// internals nobody can import; each costs a 4 KiB disk block in a user's node_modules (docs/packaging.md).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import process from "node:process";

// The package folder (its package.json and dist/): the repository, or a staged copy given as argument.
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const dist = path.join(root, "dist");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const entries = Object.values(manifest.exports)
  .map((target) => (typeof target === "object" && target !== null ? target.types : undefined))
  .filter((types) => typeof types === "string")
  .map((types) => path.join(root, types));

const reached = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.pop();
  if (reached.has(file) || !existsSync(file)) continue;
  reached.add(file);
  const text = readFileSync(file, "utf8");
  for (const [, specifier] of text.matchAll(/(?:from\s+|import\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    queue.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, ".d.ts")));
  }
}

let removed = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: "utf8" })) {
  const file = path.join(dist, name);
  if (!file.endsWith(".d.ts") || reached.has(file)) continue;
  rmSync(file);
  removed += 1;
}
process.stdout.write(`declarations: kept ${reached.size}, removed ${removed} that no public entry's types reach\n`);

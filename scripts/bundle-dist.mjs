// After `tsc` emits dist/ (one .js per source module), bundle it: each public entry and each worker
// thread's module becomes one file that keeps its path, and the code they share goes to
// dist/chunks/. A cold `import("webdata-kit/ai")` then loads a handful of files instead of ~70
// (Node's loader costs ~0.3 ms per module: resolution, format lookup, compilation, linking;
// bench/README.md, issue 31). Every dependency and optional peer stays an import of its package
// (dynamic imports stay dynamic), and our own dynamic imports become chunks loaded on first use.
import { mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { build } from "esbuild";

// The package folder (its package.json and dist/): the repository, or a staged copy given as argument.
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const dist = path.join(root, "dist");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

/**
 * Modules kept as tsc emitted them, beside the bundle: the Node version check every entry imports
 * first, so it stays the file package.json `sideEffects` names (a bundler downstream keeps it).
 */
const KEPT = ["core/supported-node.js", "core/node-floor.js"];
const KEPT_PREFIX = "webdata-kit-kept:";

/** The `.js` files tsc emitted below dist/, as paths relative to it with `/`. */
const emitted = readdirSync(dist, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".js"))
  .map((name) => name.split(path.sep).join("/"));

// tsc's output, not a bundle already (bundling a bundle would keep nothing of the module layout).
if (!emitted.includes("core/errors.js")) throw new Error(`${dist} holds no tsc output (already bundled?): run \`npm run build\``);

// Modules run as worker threads by file name (`workerEntry(import.meta.url, "engine/…")`,
// src/core/worker-entry.ts) are entries of their own, so they keep their path.
const workerEntries = new Set();
for (const name of emitted) {
  for (const [, modulePath] of readFileSync(path.join(dist, name), "utf8").matchAll(/workerEntry\(import\.meta\.url, "([^"]+)"\)/g)) {
    if (!emitted.includes(`${modulePath}.js`)) throw new Error(`${name}: workerEntry names ${modulePath}, which tsc did not emit`);
    workerEntries.add(`${modulePath}.js`);
  }
}

const publicEntries = Object.values(manifest.exports)
  .map((target) => (typeof target === "object" && target !== null ? target.import : undefined))
  .filter((file) => typeof file === "string" && file.startsWith("./dist/"))
  .map((file) => file.slice("./dist/".length));
const entryPoints = [...new Set([...publicEntries, ...workerEntries])].map((file) => path.join(dist, file));

const staging = `${dist}.bundle-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
const result = await build({
  entryPoints,
  outbase: dist,
  outdir: staging,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node22",
  // Every package (dependencies, optional peers, node: builtins) is imported at run time, as written.
  packages: "external",
  chunkNames: "chunks/[name]-[hash]",
  // Readable output: no minification, comments that matter (licenses, `@__PURE__`) kept.
  minify: false,
  legalComments: "inline",
  logLevel: "warning",
  metafile: true,
  plugins: [
    {
      name: "keep-files",
      setup(context) {
        // Imported as they are; the placeholder becomes a relative path once each output file's place is known.
        context.onResolve({ filter: /\.js$/ }, (args) => {
          const file = path.relative(dist, path.resolve(args.resolveDir, args.path)).split(path.sep).join("/");
          return KEPT.includes(file) && args.kind !== "entry-point" ? { path: `${KEPT_PREFIX}${file}`, external: true } : undefined;
        });
      },
    },
  ],
});

// A module's code may now sit in a chunk or in an entry's file: a path found relative to its own
// `import.meta.url` would point elsewhere. Such code must use `modulesRoot()` (src/core/worker-entry.ts).
for (const name of readdirSync(staging, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"))) {
  const relative = /new URL\(\s*["'`]\.{1,2}\/[^"'`]*["'`]\s*,\s*import\.meta\.url\s*\)/.exec(readFileSync(path.join(staging, name), "utf8"));
  if (relative) rmSync(staging, { recursive: true, force: true });
  if (relative) throw new Error(`bundle ${name}: \`${relative[0]}\` finds a file relative to a module that the bundle moves; use modulesRoot() (src/core/worker-entry.ts)`);
}

// Replace tsc's JavaScript with the bundle (but the kept files); the declarations stay as tsc emitted them.
let removed = 0;
for (const name of emitted) {
  if (KEPT.includes(name)) continue;
  rmSync(path.join(dist, name));
  removed += 1;
}
for (const name of readdirSync(staging, { recursive: true, encoding: "utf8" })) {
  const from = path.join(staging, name);
  if (!name.endsWith(".js")) continue;
  const to = path.join(dist, name);
  mkdirSync(path.dirname(to), { recursive: true });
  let text = readFileSync(from, "utf8").replaceAll(new RegExp(`"${KEPT_PREFIX}([^"]+)"`, "g"), (_, file) => {
    const relative = path.relative(path.dirname(to), path.join(dist, file)).split(path.sep).join("/");
    return JSON.stringify(relative.startsWith(".") ? relative : `./${relative}`);
  });
  // esbuild puts imports of other chunks first; the version check must run before any of them.
  const check = /^import "[./]+core\/supported-node\.js";\n/m.exec(text);
  if (check) text = check[0] + text.replace(check[0], "");
  writeFileSync(to, text);
  rmSync(from);
}
rmSync(staging, { recursive: true, force: true });
// Folders left with nothing in them (their modules were bundled and no declaration is kept there).
for (const name of readdirSync(dist, { recursive: true, encoding: "utf8" }).sort().reverse()) {
  const dir = path.join(dist, name);
  try {
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  } catch {
    // a file
  }
}
const outputs = Object.keys(result.metafile.outputs).length;
process.stdout.write(`bundle: ${entryPoints.length} entries, ${outputs} files (was ${removed} modules)\n`);

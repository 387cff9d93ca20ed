// The architecture's import direction (docs/architecture.md, "Layers"), enforced by lint: a layer imports only
// the layers below it. A small local rule rather than `no-restricted-imports`, because it resolves
// each relative import against the importing file (so `engine/browser/` is not mistaken for `browser/`).
import path from "node:path";

const SRC = path.resolve(import.meta.dirname, "src");

/** Top to bottom: each layer may import the ones listed after it in its `may` list. */
const BELOW = {
  core: [],
  operations: ["core"],
  client: ["operations", "core"],
  browser: ["client", "operations", "core"],
  healing: ["client", "operations", "core"],
  loading: ["browser", "healing", "client", "operations", "core"],
  tools: ["loading", "browser", "healing", "client", "operations", "core"],
  adapters: ["tools", "loading", "browser", "healing", "client", "operations", "core"],
};
/** Beside the stack: the engine, the mock server and what they share; they use operations and core. */
const BESIDE_MAY = ["operations", "core"];
/**
 * The engine's agent runs the toolkit's own tool specs against the engine over HTTP (one set of
 * tools, budgets and error policy), so the engine may use the client stack up to the tool specs —
 * never an adapter (it maps the specs to the AI SDK itself), the CLI or the mock.
 */
const ENGINE_MAY = ["tools", "loading", "browser", "healing", "client", ...BESIDE_MAY];
/**
 * Inside src/engine, bottom to top; a folder imports only folders on lower rows (never one on its own
 * row, so batch and map stay independent). Why this order:
 * - fetch, sqlite: the guarded HTTP fetch and the node:sqlite loader; they know nothing of pages.
 * - content: a fetched document → main content, markdown, metadata (pure; uses fetch's response type).
 * - browser: Chromium, rendering, interact sessions; fetches through fetch's guards.
 * - search: the full-text index the scraper feeds, and the providers /search asks (SearXNG, Brave, Serper, …).
 * - scrape: one page, fetched or rendered, turned into content and indexed.
 * - crawl: many pages (frontier, robots, sitemaps, result store) through scrape.
 * - batch, map: a fixed URL list run as a crawl job; a site's URLs from sitemaps, links and the index.
 * - model: extract and agent, which read pages through scrape/map and drive browser sessions.
 * - support: support ask, which re-runs scrapes and crawls and may ask the model.
 * - server: the HTTP routes over all of the above.
 * - (root): create-local-engine.ts, engine-options.ts, index.ts compose the engine.
 * A new folder must be given a row here (lint reports it until then).
 */
const ENGINE_ORDER = [["fetch", "sqlite"], ["events"], ["content"], ["documents"], ["browser"], ["search"], ["scrape"], ["crawl"], ["batch", "map"], ["model"], ["support"], ["server"], ["(root)"]];
const ENGINE = path.join(SRC, "engine");
/** The command line and the package entry point sit on top and may import anything. */
const TOP = new Set(["cli", "(root)"]);
/** Framework packages only the adapters (and the engine's model slot, the CLI) may import. */
const FRAMEWORKS = /^(ai|ai\/.*|@langchain\/.*|@modelcontextprotocol\/.*|langchain(\/.*)?)$/;

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const [top, ...rest] = rel.split(path.sep);
  if (rest.length === 0) return /^client\.(ts|js)$/.test(top) ? "client" : "(root)";
  return top;
}

/** The engine folder a file is in, `(root)` for a file directly in src/engine, undefined outside. */
function engineFolderOf(file) {
  const rel = path.relative(ENGINE, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  return parts.length === 1 ? "(root)" : parts[0];
}

function engineRank(folder) {
  return ENGINE_ORDER.findIndex((row) => row.includes(folder));
}

function allowed(from, to) {
  if (from === to || TOP.has(from)) return true;
  if (from in BELOW) return BELOW[from].includes(to);
  if (from === "engine") return ENGINE_MAY.includes(to) || !(to in BELOW || TOP.has(to) || to === "testing");
  // Beside layers (testing, a shared server kit): operations, core and each other, never the client stack.
  return BESIDE_MAY.includes(to) || !(to in BELOW || TOP.has(to));
}

const importsBelow = {
  meta: {
    type: "problem",
    docs: { description: "A layer imports only the layers below it (docs/architecture.md)." },
    schema: [],
    messages: {
      upward: "Layer '{{from}}' may not import '{{to}}' ({{source}}): {{from}} may import only {{may}}.",
      engineUpward: "Engine folder '{{from}}' may not import engine folder '{{to}}' ({{source}}): inside src/engine a folder imports only lower ones ({{may}}).",
      engineUnknown: "Engine folder '{{folder}}' has no place in the engine's order: add it to ENGINE_ORDER in eslint-layers.js.",
      framework: "Layer '{{from}}' may not import the framework package '{{source}}': only src/adapters (and the engine, the CLI) talk to frameworks.",
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from === undefined) return {};
    const check = (node, source) => {
      if (typeof source !== "string") return;
      if (!source.startsWith(".")) {
        if (FRAMEWORKS.test(source) && (from in BELOW) && from !== "adapters") {
          context.report({ node, messageId: "framework", data: { from, source } });
        }
        return;
      }
      const target = path.resolve(path.dirname(context.filename), source);
      const to = layerOf(target);
      if (from === "engine" && to === "engine") return checkEngine(node, source, target);
      if (to === undefined || allowed(from, to)) return;
      const may = from in BELOW ? BELOW[from].join(", ") || "nothing (it is the bottom layer)" : (from === "engine" ? ENGINE_MAY : BESIDE_MAY).join(", ") + " and the other engine-side folders";
      context.report({ node, messageId: "upward", data: { from, to, source, may } });
    };
    const fromFolder = from === "engine" ? engineFolderOf(context.filename) : undefined;
    const fromRank = fromFolder === undefined ? -1 : engineRank(fromFolder);
    const checkEngine = (node, source, target) => {
      const toFolder = engineFolderOf(target);
      if (toFolder === fromFolder || fromRank < 0) return;
      const toRank = engineRank(toFolder);
      if (toRank < 0) return context.report({ node, messageId: "engineUnknown", data: { folder: toFolder } });
      if (toRank >= fromRank) {
        const may = ENGINE_ORDER.slice(0, fromRank).flat().join(", ") || "none";
        context.report({ node, messageId: "engineUpward", data: { from: fromFolder, to: toFolder, source, may } });
      }
    };
    return {
      Program: (node) => {
        if (fromFolder !== undefined && fromRank < 0) context.report({ node, messageId: "engineUnknown", data: { folder: fromFolder } });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { "imports-below": importsBelow } };

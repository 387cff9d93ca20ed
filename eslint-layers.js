// The architecture's import direction (DESIGN.md "Layers"), enforced by lint: a layer imports only
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
 * tools, budgets and error policy), so the engine may use the client stack — never the CLI or the mock.
 */
const ENGINE_MAY = ["adapters", "tools", "loading", "browser", "healing", "client", ...BESIDE_MAY];
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
    docs: { description: "A layer imports only the layers below it (DESIGN.md)." },
    schema: [],
    messages: {
      upward: "Layer '{{from}}' may not import '{{to}}' ({{source}}): {{from}} may import only {{may}}.",
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
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (to === undefined || allowed(from, to)) return;
      const may = from in BELOW ? BELOW[from].join(", ") || "nothing (it is the bottom layer)" : (from === "engine" ? ENGINE_MAY : BESIDE_MAY).join(", ") + " and the other engine-side folders";
      context.report({ node, messageId: "upward", data: { from, to, source, may } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { "imports-below": importsBelow } };

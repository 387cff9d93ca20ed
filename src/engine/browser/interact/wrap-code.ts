import type { Node, Program } from "acorn";
import { loadOptional } from "../../../core/optional-peer.js";

/** Code ready for the sandbox (an async function expression), or the error to report as the run's stderr. */
export type WrappedCode = { ok: true; source: string } | { ok: false; error: string };

/** acorn, loaded on first use (the engine starts without it). */
let acorn: Promise<typeof import("acorn")> | undefined;

/** The first node of `type` in the tree, if any (a plain walk: acorn nodes are plain objects). */
function findNode(root: unknown, types: ReadonlySet<string>): Node | undefined {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== "object") continue;
    if (Array.isArray(item)) {
      stack.push(...(item as unknown[]));
      continue;
    }
    const node = item as Node & Record<string, unknown>;
    if (typeof node.type === "string" && types.has(node.type)) return node;
    for (const [key, value] of Object.entries(node)) if (key !== "loc" && typeof value === "object") stack.push(value);
  }
  return undefined;
}

// `import()` would reach the child's module loader, whose errors belong to the child's main realm.
const refusedSyntax = new Set(["ImportExpression"]);

/**
 * Wraps interact code as an async function whose value is the code's last expression (what the
 * service returns as `result`), so top-level `await` works: the same rewrite Node's REPL does with
 * acorn. `return x` at top level works too. Nothing is executed here; the engine only parses.
 */
export async function wrapInteractCode(code: string): Promise<WrappedCode> {
  // A failed load is not kept: installing acorn later works without restarting the engine.
  acorn ??= loadOptional("interact code", () => import("acorn")).catch((error: unknown) => {
    acorn = undefined;
    throw error;
  });
  const { parse } = await acorn;
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: "latest", sourceType: "script", allowAwaitOutsideFunction: true, allowReturnOutsideFunction: true });
  } catch (error) {
    return { ok: false, error: `SyntaxError: ${error instanceof Error ? error.message : String(error)}` };
  }
  const refused = findNode(program, refusedSyntax);
  if (refused !== undefined) {
    return { ok: false, error: "SyntaxError: import() is not available to interact code (it has no modules; use `page`)." };
  }
  const last: Node | undefined = program.body.at(-1);
  let body = code;
  if (last?.type === "ExpressionStatement") {
    // Drop a trailing semicolon so the expression can be returned as a value.
    const expression = (last as Node & { expression: Node }).expression;
    body = `${code.slice(0, last.start)}return (${code.slice(expression.start, expression.end)});${code.slice(last.end)}`;
  }
  return { ok: true, source: `(async () => {\n${body}\n})` };
}

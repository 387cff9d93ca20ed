import { parse, type Node, type Program } from "acorn";

/** Code ready for the sandbox, or the syntax error to report as the run's stderr. */
export type WrappedCode = { ok: true; source: string } | { ok: false; error: string };

/**
 * Wraps interact code as an async function whose value is the code's last expression (what the
 * service returns as `result`), so top-level `await` works: the same rewrite Node's REPL does with
 * acorn. `return x` at top level works too. Nothing is executed here; the engine only parses.
 */
export function wrapInteractCode(code: string): WrappedCode {
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: "latest", sourceType: "script", allowAwaitOutsideFunction: true, allowReturnOutsideFunction: true });
  } catch (error) {
    return { ok: false, error: `SyntaxError: ${error instanceof Error ? error.message : String(error)}` };
  }
  const last: Node | undefined = program.body.at(-1);
  let body = code;
  if (last?.type === "ExpressionStatement") {
    // Drop a trailing semicolon so the expression can be returned as a value.
    const expression = (last as Node & { expression: Node }).expression;
    body = `${code.slice(0, last.start)}return (${code.slice(expression.start, expression.end)});${code.slice(last.end)}`;
  }
  return { ok: true, source: `(async () => {\n${body}\n})()` };
}

import type { Page } from "playwright-core";

/** One step from the page to the object a call targets: a builder call (`locator("#a")`) or a child (`keyboard`). */
export type BridgeStep = [string, unknown[] | null];

// What interact code may reach. Everything that touches the engine's disk (paths, file choosers,
// downloads), the browser or its contexts, or runs code in the engine process is left out.
const builders = new Set(["locator", "getByRole", "getByText", "getByLabel", "getByPlaceholder", "getByAltText", "getByTitle", "getByTestId", "first", "last", "nth", "filter", "and", "or", "frameLocator", "contentFrame"]);
const childObjects = new Set(["keyboard", "mouse", "touchscreen"]);
const actionMethods = [
  "click", "dblclick", "fill", "type", "press", "pressSequentially", "check", "uncheck", "setChecked", "selectOption", "hover", "focus", "blur", "tap", "clear",
  "textContent", "innerText", "innerHTML", "inputValue", "getAttribute", "isVisible", "isHidden", "isEnabled", "isDisabled", "isChecked", "isEditable",
  "dispatchEvent", "selectText", "scrollIntoViewIfNeeded", "boundingBox", "ariaSnapshot", "count", "allTextContents", "allInnerTexts", "waitFor", "screenshot",
  "evaluate", "evaluateAll",
];
const pageMethods = new Set([
  ...actionMethods,
  "goto", "reload", "goBack", "goForward", "content", "title", "waitForSelector", "waitForTimeout", "waitForLoadState", "waitForURL", "waitForFunction",
  "setViewportSize", "viewportSize", "dragAndDrop", "bringToFront", "$eval", "$$eval",
]);
const locatorMethods = new Set(actionMethods);
const inputMethods: Record<string, Set<string>> = {
  keyboard: new Set(["press", "type", "down", "up", "insertText"]),
  mouse: new Set(["click", "dblclick", "move", "down", "up", "wheel"]),
  touchscreen: new Set(["tap"]),
};
// Calls whose function arguments are page functions (serialised and run in the browser, never here).
const pageFunctionMethods = new Set(["evaluate", "evaluateAll", "waitForFunction", "$eval", "$$eval"]);

/** A call interact code may not make, answered to the code as an error. */
export class BridgeRefusal extends Error {
  override readonly name = "BridgeRefusal";
}

/** A function Playwright serialises to the page: it only carries the code's text, and running it here does nothing. */
function pageFunction(source: string): () => void {
  const stub = () => undefined;
  Object.defineProperty(stub, "toString", { value: () => source });
  return stub;
}

/** Rebuilds arguments sent by the child: page functions (where allowed), regular expressions, plain data; never a `path`. */
function decode(value: unknown, functionsAllowed: boolean, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => decode(item, functionsAllowed, depth + 1));
  const record = value as Record<string, unknown>;
  if (typeof record["__fn"] === "string") {
    if (!functionsAllowed) throw new BridgeRefusal("Functions can be passed only to evaluate, evaluateAll, waitForFunction, $eval and $$eval (they run in the page).");
    return pageFunction(record["__fn"]);
  }
  if (typeof record["__re"] === "string") return new RegExp(record["__re"], typeof record["flags"] === "string" ? record["flags"] : "");
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    // A `path` option would write screenshots or PDFs to the engine's disk.
    if (key === "path") throw new BridgeRefusal("The `path` option is not available: interact code cannot write files (screenshot() returns base64 instead).");
    out[key] = decode(item, functionsAllowed, depth + 1);
  }
  return out;
}

function checkUrl(value: unknown): void {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new BridgeRefusal(`goto needs an absolute http(s) URL (got ${String(value)}).`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new BridgeRefusal(`goto can open only http and https URLs (got ${url.protocol}).`);
}

/** Makes a call's return value plain data for the child. */
function plain(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return value.toString("base64");
  if (value === undefined || value === null || typeof value !== "object") return value ?? null;
  const response = value as { status?: unknown; url?: unknown; ok?: unknown };
  if (typeof response.status === "function" && typeof response.url === "function") {
    return { url: (response.url as () => string)(), status: (response.status as () => number)() };
  }
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return null;
  }
}

/** Runs one call from interact code on the live page, after checking it against the allow-list. */
export async function runBridgeCall(page: Page, path: readonly BridgeStep[], method: string, rawArgs: unknown): Promise<unknown> {
  let target: unknown = page;
  let kind = "page";
  for (const [name, stepArgs] of path) {
    if (stepArgs === null) {
      if (kind !== "page" || !childObjects.has(name)) throw new BridgeRefusal(`page.${name} is not available to interact code.`);
      target = (target as Record<string, unknown>)[name];
      kind = name;
      continue;
    }
    if (!builders.has(name) || (kind !== "page" && kind !== "locator")) throw new BridgeRefusal(`${name}() is not available to interact code.`);
    const builder = (target as Record<string, (...args: unknown[]) => unknown>)[name];
    if (typeof builder !== "function") throw new BridgeRefusal(`${name}() is not available here.`);
    target = builder.apply(target, decode(stepArgs, false) as unknown[]);
    kind = "locator";
  }
  const allowed = kind === "page" ? pageMethods : kind === "locator" ? locatorMethods : inputMethods[kind];
  if (allowed === undefined || !allowed.has(method)) {
    throw new BridgeRefusal(`${kind === "page" ? "page" : kind}.${method}() is not available to interact code.`);
  }
  const args = decode(Array.isArray(rawArgs) ? rawArgs : [], pageFunctionMethods.has(method)) as unknown[];
  if (method === "goto") checkUrl(args[0]);
  const fn = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[method];
  if (typeof fn !== "function") throw new BridgeRefusal(`${method}() is not available here.`);
  return plain(await fn.apply(target, args));
}

import type { Locator, Page } from "playwright-core";
import { z } from "zod/v4";
import { boundedElementScreenshot, boundedScreenshot, screenshotLimits, type BoundedScreenshotOptions } from "../screenshot-limits.js";

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
// Calls whose arguments are data for the page (any keys): their options, if any, are checked by position below.
const dataMethods = new Set(["evaluate", "evaluateAll", "$eval", "$$eval", "selectOption", "dispatchEvent", "setViewportSize", "screenshot", "waitForFunction"]);

/**
 * Every option key an allowed call may carry (Playwright's options of these methods, minus those that
 * write files or reach outside the page: `path`, `recordHar`, `mask` and such are not here).
 */
const optionKeys = new Set([
  "timeout", "force", "noWaitAfter", "trial", "strict", "modifiers", "position", "button", "clickCount", "delay", "state", "waitUntil", "referer",
  "hasText", "hasNotText", "exact", "name", "checked", "disabled", "expanded", "includeHidden", "level", "pressed", "selected", "visible", "ref",
  "sourcePosition", "targetPosition", "steps", "useInnerText", "polling", "mode", "depth",
]);

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

/**
 * Rebuilds arguments from the checked plain copy of the child's message (see `readChildMessage`):
 * page functions (where allowed), regular expressions, plain data built with `Object.fromEntries`;
 * never a `path`, at any depth.
 */
function decode(value: unknown, functionsAllowed: boolean, regexAllowed: boolean, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => decode(item, functionsAllowed, regexAllowed, depth + 1));
  const record = value as Record<string, unknown>;
  if (typeof record["__fn"] === "string") {
    if (!functionsAllowed) throw new BridgeRefusal("Functions can be passed only to evaluate, evaluateAll, waitForFunction, $eval and $$eval (they run in the page).");
    return pageFunction(record["__fn"]);
  }
  if (typeof record["__re"] === "string") {
    if (!regexAllowed) throw new BridgeRefusal("A regular expression cannot be used here (it would run in the engine): use a string or a glob pattern.");
    if (record["__re"].length > 2_000) throw new BridgeRefusal("The regular expression is too long (at most 2000 characters).");
    try {
      return new RegExp(record["__re"], typeof record["flags"] === "string" ? record["flags"] : "");
    } catch (error) {
      throw new BridgeRefusal(`Invalid regular expression: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => {
      // A `path` option would write screenshots or PDFs to the engine's disk.
      if (key === "path") throw new BridgeRefusal("The `path` option is not available: interact code cannot write files (screenshot() returns base64 instead).");
      return [key, decode(item, functionsAllowed, regexAllowed, depth + 1)];
    }),
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof RegExp);

/** Checks the options object of a call against the keys Playwright's allowed methods take. */
function checkOptions(label: string, method: string, args: readonly unknown[]): void {
  const options = method === "waitForFunction" ? args[2] : dataMethods.has(method) ? undefined : args.at(-1);
  if (!isPlainObject(options)) return;
  for (const key of Object.keys(options)) {
    if (!optionKeys.has(key)) throw new BridgeRefusal(`${label}.${method}() does not take the option \`${key.slice(0, 40)}\` from interact code.`);
  }
}

const clip = z.strictObject({ x: z.number().finite(), y: z.number().finite(), width: z.number().positive().finite(), height: z.number().positive().finite() });
const screenshotOptions = z.strictObject({
  type: z.enum(["png", "jpeg"]).optional(),
  quality: z.int().min(0).max(100).optional(),
  fullPage: z.boolean().optional(),
  clip: clip.optional(),
  omitBackground: z.boolean().optional(),
  animations: z.enum(["disabled", "allow"]).optional(),
  caret: z.enum(["hide", "initial"]).optional(),
  scale: z.enum(["css", "device"]).optional(),
  timeout: z.number().min(0).finite().optional(),
});
const viewportSize = z.strictObject({ width: z.int().min(1).max(screenshotLimits.maxWidth), height: z.int().min(1).max(4320) });

function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new BridgeRefusal(`${what}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "options"} ${issue.message}`).join("; ").slice(0, 300)}`);
  return parsed.data;
}

function checkUrl(value: unknown): void {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new BridgeRefusal(`goto needs an absolute http(s) URL (got ${String(value).slice(0, 200)}).`);
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

/**
 * Runs one call from interact code on the live page, after checking it against the allow-list.
 * `path` and `rawArgs` come from the checked plain copy of the child's message; `warn` hears notes
 * for the run's stderr (a screenshot cut to the limits).
 */
export async function runBridgeCall(page: Page, path: readonly BridgeStep[], method: string, rawArgs: unknown, warn: (text: string) => void = () => {}): Promise<unknown> {
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
    const builderArgs = decode(stepArgs, false, true) as unknown[];
    checkOptions(kind, name, builderArgs);
    target = builder.apply(target, builderArgs);
    kind = "locator";
  }
  const allowed = kind === "page" ? pageMethods : kind === "locator" ? locatorMethods : inputMethods[kind];
  if (allowed === undefined || !allowed.has(method)) {
    throw new BridgeRefusal(`${kind === "page" ? "page" : kind}.${method}() is not available to interact code.`);
  }
  // Regular expressions run where they are used: in the page for locators, in the engine for URL waits.
  const args = decode(Array.isArray(rawArgs) ? rawArgs : [], pageFunctionMethods.has(method), method !== "waitForURL") as unknown[];
  checkOptions(kind, method, args);
  if (method === "goto") checkUrl(args[0]);
  if (method === "setViewportSize") args[0] = parseWith(viewportSize, args[0], "setViewportSize takes { width ≤ 7680, height ≤ 4320 }");
  if (method === "screenshot") {
    const options = parseWith(screenshotOptions, args[0], "screenshot() options") as BoundedScreenshotOptions;
    const shot = kind === "page" ? await boundedScreenshot(page, options, warn) : await boundedElementScreenshot(page, target as Locator, options, warn);
    return plain(shot);
  }
  const fn = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[method];
  if (typeof fn !== "function") throw new BridgeRefusal(`${method}() is not available here.`);
  return plain(await fn.apply(target, args));
}

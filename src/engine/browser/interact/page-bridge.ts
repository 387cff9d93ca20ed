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
/**
 * Calls whose arguments are data for the page (any keys, `path` too): where their options object is,
 * if they take one. Every other call's options are its last argument, when that is an object.
 */
const dataMethodOptions = new Map<string, number | undefined>([
  ["evaluate", 2], ["evaluateAll", undefined], ["$eval", 3], ["$$eval", 3], ["selectOption", 1], ["dispatchEvent", 2],
  ["setViewportSize", undefined], ["screenshot", 0], ["waitForFunction", 2],
]);

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
 * page functions (where allowed) and regular expressions, each an object keyed by the run's random
 * `tag`; everything else is plain data built with `Object.fromEntries`, whatever its keys.
 */
function decode(value: unknown, tag: string, functionsAllowed: boolean, regexAllowed: boolean, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => decode(item, tag, functionsAllowed, regexAllowed, depth + 1));
  const record = value as Record<string, unknown>;
  if (Object.hasOwn(record, tag)) {
    const source = record["source"];
    if (typeof source !== "string") throw new BridgeRefusal("A function or regular expression argument arrived without its source.");
    if (record[tag] === "fn") {
      if (!functionsAllowed) throw new BridgeRefusal("Functions can be passed only to evaluate, evaluateAll, waitForFunction, $eval and $$eval (they run in the page).");
      return pageFunction(source);
    }
    if (record[tag] !== "re") throw new BridgeRefusal("An argument of an unknown kind arrived.");
    if (!regexAllowed) throw new BridgeRefusal("A regular expression cannot be used here (it would run in the engine): use a string or a glob pattern.");
    if (source.length > 2_000) throw new BridgeRefusal("The regular expression is too long (at most 2000 characters).");
    try {
      return new RegExp(source, typeof record["flags"] === "string" ? record["flags"] : "");
    } catch (error) {
      throw new BridgeRefusal(`Invalid regular expression: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item, tag, functionsAllowed, regexAllowed, depth + 1)]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof RegExp);

/** The options object of a call (see `dataMethodOptions`), if it has one. */
function optionsOf(method: string, args: readonly unknown[]): Record<string, unknown> | undefined {
  const options = dataMethodOptions.has(method) ? (dataMethodOptions.get(method) === undefined ? undefined : args[dataMethodOptions.get(method) as number]) : args.at(-1);
  return isPlainObject(options) ? options : undefined;
}

/**
 * Checks the options object of a call against the keys Playwright's allowed methods take (screenshot
 * options have their own schema). Only options are checked: data for the page may hold any key.
 */
function checkOptions(label: string, method: string, args: readonly unknown[]): void {
  const options = optionsOf(method, args);
  if (options === undefined) return;
  for (const key of Object.keys(options)) {
    // A `path` option would write screenshots or PDFs to the engine's disk.
    if (key === "path") throw new BridgeRefusal("The `path` option is not available: interact code cannot write files (screenshot() returns base64 instead).");
    if (method !== "screenshot" && !optionKeys.has(key)) throw new BridgeRefusal(`${label}.${method}() does not take the option \`${key.slice(0, 40)}\` from interact code.`);
  }
}

/**
 * Cuts every wait of a call to the run's deadline: an explicit `timeout` option (0, "no limit",
 * included), `waitForTimeout`'s delay, and the page's default timeout for calls that give none.
 */
function clampWaits(page: Page, method: string, args: unknown[], deadline: number): void {
  const remaining = Math.max(1, Math.floor(deadline - Date.now()));
  page.setDefaultTimeout(Math.min(remaining, 30_000));
  if (method === "waitForTimeout") {
    args[0] = Math.min(typeof args[0] === "number" && Number.isFinite(args[0]) ? Math.max(0, args[0]) : 0, remaining);
    return;
  }
  const options = optionsOf(method, args);
  if (options !== undefined && "timeout" in options) {
    const timeout = options["timeout"];
    options["timeout"] = typeof timeout === "number" && timeout > 0 ? Math.min(timeout, remaining) : remaining;
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

/** The run a bridge call belongs to. */
export interface BridgeRun {
  /** The run's random tag of encoded functions and regular expressions (see `decode`). */
  tag: string;
  /** When the run ends (`Date.now()` time): no wait of its calls lasts past it. */
  deadline: number;
  /** Hears notes for the run's stderr (a screenshot cut to the limits). */
  warn: (text: string) => void;
}

/**
 * Runs one call from interact code on the live page, after checking it against the allow-list.
 * `path` and `rawArgs` come from the checked plain copy of the child's message.
 */
export async function runBridgeCall(page: Page, path: readonly BridgeStep[], method: string, rawArgs: unknown, run: BridgeRun): Promise<unknown> {
  const { tag, deadline, warn } = run;
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
    const builderArgs = decode(stepArgs, tag, false, true) as unknown[];
    checkOptions(kind, name, builderArgs);
    target = builder.apply(target, builderArgs);
    kind = "locator";
  }
  const allowed = kind === "page" ? pageMethods : kind === "locator" ? locatorMethods : inputMethods[kind];
  if (allowed === undefined || !allowed.has(method)) {
    throw new BridgeRefusal(`${kind === "page" ? "page" : kind}.${method}() is not available to interact code.`);
  }
  // Regular expressions run where they are used: in the page for locators, in the engine for URL waits.
  const args = decode(Array.isArray(rawArgs) ? rawArgs : [], tag, pageFunctionMethods.has(method), method !== "waitForURL") as unknown[];
  checkOptions(kind, method, args);
  clampWaits(page, method, args, deadline);
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

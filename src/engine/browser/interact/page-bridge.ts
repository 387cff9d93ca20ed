import type { Locator, Page } from "playwright-core";
import { z } from "zod/v4";
import { boundedElementScreenshot, boundedScreenshot, screenshotLimits, type BoundedScreenshotOptions } from "../screenshot-limits.js";
import { BridgeRefusal, refusal } from "./bridge-refusal.js";
import type { HandleRegistry } from "./handle-registry.js";
import type { RemoteValues } from "./remote-values.js";

export { BridgeRefusal } from "./bridge-refusal.js";

/**
 * One step from the page to the object a call targets: a builder call (`locator("#a")`), a child
 * (`keyboard`), or, first, `["$handle", [id]]`: an object the run holds by a remote handle.
 */
export type BridgeStep = [string, unknown[] | null];

// What interact code may reach. Everything that touches the engine's disk (paths, file choosers,
// downloads), the browser or its contexts, or runs code in the engine process is left out.
const builders = new Set(["locator", "getByRole", "getByText", "getByLabel", "getByPlaceholder", "getByAltText", "getByTitle", "getByTestId", "first", "last", "nth", "filter", "and", "or", "frameLocator", "contentFrame"]);
const childObjects = new Set(["keyboard", "mouse", "touchscreen"]);
// Methods of Page, Frame and Locator that act on an element (a selector comes first on Page and Frame).
const elementActions = [
  "click", "dblclick", "fill", "type", "press", "check", "uncheck", "setChecked", "selectOption", "hover", "focus", "tap",
  "textContent", "innerText", "innerHTML", "inputValue", "getAttribute", "isVisible", "isHidden", "isEnabled", "isDisabled", "isChecked", "isEditable",
  "dispatchEvent",
];
const actionMethods = [
  ...elementActions, "pressSequentially", "blur", "clear", "selectText", "scrollIntoViewIfNeeded", "boundingBox", "ariaSnapshot", "count", "allTextContents", "allInnerTexts",
  "waitFor", "screenshot", "evaluate", "evaluateAll", "evaluateHandle", "elementHandle", "elementHandles", "dragTo", "highlight",
];
// What Page and Frame share (Frame mirrors the page's document methods).
const documentMethods = [
  ...elementActions, "goto", "content", "title", "setContent", "waitForSelector", "waitForTimeout", "waitForLoadState", "waitForURL", "waitForFunction", "waitForNavigation",
  "$", "$$", "$eval", "$$eval", "evaluate", "evaluateHandle", "dragAndDrop", "addScriptTag", "addStyleTag",
];
const pageMethods = new Set([
  ...documentMethods, "reload", "goBack", "goForward", "setViewportSize", "viewportSize", "bringToFront", "screenshot", "pdf", "emulateMedia", "setDefaultTimeout", "setDefaultNavigationTimeout",
]);
const methodsOf: Record<string, Set<string>> = {
  page: pageMethods,
  frame: new Set([...documentMethods, "frameElement", "isDetached"]),
  locator: new Set(actionMethods),
  element: new Set([
    ...elementActions, "selectText", "scrollIntoViewIfNeeded", "boundingBox", "screenshot", "evaluate", "evaluateHandle",
    "$", "$$", "$eval", "$$eval", "waitForSelector", "waitForElementState", "contentFrame", "ownerFrame", "jsonValue", "getProperty", "getProperties", "dispose",
  ]),
  js: new Set(["evaluate", "evaluateHandle", "jsonValue", "getProperty", "getProperties", "dispose"]),
  response: new Set(["text", "json", "body", "allHeaders", "headerValue", "headerValues", "headersArray", "finished", "serverAddr"]),
  request: new Set(["response", "allHeaders", "headerValue", "headersArray", "sizes"]),
  dialog: new Set(["accept", "dismiss"]),
  console: new Set([]),
  keyboard: new Set(["press", "type", "down", "up", "insertText"]),
  mouse: new Set(["click", "dblclick", "move", "down", "up", "wheel"]),
  touchscreen: new Set(["tap"]),
};
// Objects whose builders (`locator()`, `getByRole()`, …) interact code may call.
const buildsLocators = new Set(["page", "frame", "locator"]);
// Calls whose function arguments are page functions (serialised and run in the browser, never here);
// handles may be passed to them as arguments.
const pageFunctionMethods = new Set(["evaluate", "evaluateAll", "evaluateHandle", "waitForFunction", "$eval", "$$eval"]);
/**
 * Calls whose arguments are data for the page (any keys, `path` too): where their options object is,
 * if they take one. Every other call's options are its last argument, when that is an object.
 */
const dataMethodOptions = new Map<string, number | undefined>([
  ["evaluate", 2], ["evaluateAll", undefined], ["evaluateHandle", undefined], ["$eval", 3], ["$$eval", 3], ["selectOption", 1], ["dispatchEvent", 2],
  ["setViewportSize", undefined], ["screenshot", 0], ["pdf", 0], ["waitForFunction", 2], ["accept", undefined], ["headerValue", undefined], ["getProperty", undefined],
]);

/**
 * Every option key an allowed call may carry (Playwright's options of these methods, minus those that
 * write files or reach outside the page: `path`, `recordHar`, `mask` and such are not here).
 */
const optionKeys = new Set([
  "timeout", "force", "noWaitAfter", "trial", "strict", "modifiers", "position", "button", "clickCount", "delay", "state", "waitUntil", "referer",
  "hasText", "hasNotText", "exact", "name", "checked", "disabled", "expanded", "includeHidden", "level", "pressed", "selected", "visible", "ref",
  "sourcePosition", "targetPosition", "steps", "useInnerText", "polling", "mode", "depth", "has", "hasNot",
  // waitForNavigation (a string or glob; a regular expression or function would run in the engine)
  "url",
  // emulateMedia
  "media", "colorScheme", "reducedMotion", "forcedColors", "contrast",
  // addScriptTag / addStyleTag (never `path`: it reads the engine's disk)
  "content", "type",
]);

/** A function Playwright serialises to the page: it only carries the code's text, and running it here does nothing. */
function pageFunction(source: string): () => void {
  const stub = () => undefined;
  Object.defineProperty(stub, "toString", { value: () => source });
  return stub;
}

/** What `decode` may rebuild in one call's arguments. */
interface DecodeRules {
  tag: string;
  /** Page functions and handles (arguments of evaluate-like calls, which run in the page). */
  pageData: boolean;
  /** Regular expressions (not where Playwright would run them in the engine). */
  regex: boolean;
  handles: HandleRegistry;
  /** Rebuilds a locator the code passed as an argument (`{ has: page.locator("…") }`, `and()`, `dragTo()`) from its path. */
  locator: (path: unknown) => unknown;
}

/**
 * Rebuilds arguments from the checked plain copy of the child's message (see `readChildMessage`):
 * page functions and handles (where allowed) and regular expressions, each an object keyed by the
 * run's random `tag`; everything else is plain data built with `Object.fromEntries`, whatever its keys.
 */
function decode(value: unknown, rules: DecodeRules, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => decode(item, rules, depth + 1));
  const record = value as Record<string, unknown>;
  if (Object.hasOwn(record, rules.tag)) {
    if (record[rules.tag] === "handle") {
      if (!rules.pageData) throw new BridgeRefusal("Handles can be passed only to evaluate, evaluateHandle, $eval, $$eval and waitForFunction (as the page function's argument).");
      const entry = typeof record["id"] === "string" ? rules.handles.get(record["id"]) : undefined;
      if (entry === undefined || (entry.kind !== "element" && entry.kind !== "js")) throw new BridgeRefusal("A handle argument is unknown: it was disposed, or it belongs to another run (handles last one run).");
      return entry.object;
    }
    if (record[rules.tag] === "locator") {
      if (rules.pageData) throw new BridgeRefusal("A locator cannot be passed to a page function: pass an element handle (locator.elementHandle()) instead.");
      return rules.locator(record["path"]);
    }
    const source = record["source"];
    if (typeof source !== "string") throw new BridgeRefusal("A function or regular expression argument arrived without its source.");
    if (record[rules.tag] === "fn") {
      if (!rules.pageData) throw new BridgeRefusal("Functions can be passed only to evaluate, evaluateAll, evaluateHandle, waitForFunction, $eval and $$eval (they run in the page).");
      return pageFunction(source);
    }
    if (record[rules.tag] !== "re") throw new BridgeRefusal("An argument of an unknown kind arrived.");
    if (!rules.regex) throw new BridgeRefusal("A regular expression cannot be used here (it would run in the engine): use a string or a glob pattern.");
    if (source.length > 2_000) throw new BridgeRefusal("The regular expression is too long (at most 2000 characters).");
    try {
      return new RegExp(source, typeof record["flags"] === "string" ? record["flags"] : "");
    } catch (error) {
      throw new BridgeRefusal(`Invalid regular expression: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item, rules, depth + 1)]));
}

// Options are data the decoder built (plain objects); a locator, handle or RegExp argument is not an options object.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

// Calls whose page and frame forms take a selector first, so their options come one place later than the locator's.
const selectorShifted = new Set(["selectOption", "dispatchEvent"]);

/** The options object of a call of `kind` (see `dataMethodOptions`), if it has one. */
function optionsOf(kind: string, method: string, args: readonly unknown[]): Record<string, unknown> | undefined {
  // A locator's evaluateHandle waits for its element (options third); a page's or handle's takes none.
  const at = kind === "locator" && method === "evaluateHandle" ? 2 : dataMethodOptions.get(method);
  const shift = (kind === "page" || kind === "frame") && selectorShifted.has(method) ? 1 : 0;
  const options = at !== undefined || dataMethodOptions.has(method) ? (at === undefined ? undefined : args[at + shift]) : args.at(-1);
  return isPlainObject(options) ? options : undefined;
}

/**
 * Checks the options object of a call against the keys Playwright's allowed methods take (screenshot
 * and PDF options have their own schemas). Only options are checked: data for the page may hold any key.
 */
function checkOptions(label: string, method: string, args: readonly unknown[]): void {
  const options = optionsOf(label, method, args);
  if (options === undefined) return;
  for (const key of Object.keys(options)) {
    // A `path` option would write screenshots or PDFs to (or read scripts from) the engine's disk.
    if (key === "path") throw new BridgeRefusal(`The \`path\` option is not available (in ${method}()): interact code cannot reach the engine's files (screenshot() and pdf() return base64 instead).`);
    if (method !== "screenshot" && method !== "pdf" && !optionKeys.has(key)) throw new BridgeRefusal(`${label}.${method}() does not take the option \`${key.slice(0, 40)}\` from interact code.`);
  }
}

/**
 * Cuts every wait of a call to the run's deadline: an explicit `timeout` option (0, "no limit",
 * included), `waitForTimeout`'s delay, and the page's default timeout for calls that give none.
 */
function clampWaits(page: Page, kind: string, method: string, args: unknown[], run: BridgeRun): void {
  const remaining = Math.max(1, Math.floor(run.deadline - Date.now()));
  page.setDefaultTimeout(Math.min(remaining, run.defaultTimeout ?? 30_000));
  if (method === "waitForTimeout") {
    args[0] = Math.min(typeof args[0] === "number" && Number.isFinite(args[0]) ? Math.max(0, args[0]) : 0, remaining);
    return;
  }
  const options = optionsOf(kind, method, args);
  if (options !== undefined && "timeout" in options) {
    const timeout = options["timeout"];
    options["timeout"] = typeof timeout === "number" && timeout > 0 ? Math.min(timeout, remaining) : remaining;
  }
}

/** Objects whose calls Playwright runs with no timeout (the run's deadline cannot cut them). */
const untimedKinds = new Set(["keyboard", "mouse", "touchscreen"]);
/** Bounds of the work one input call may ask for. */
export const inputBounds = { maxSteps: 1_000, maxClickCount: 10, maxTypedChars: 10_000, maxKeyChars: 100 } as const;

/**
 * Bounds the work of input options before the call starts: `steps` and `clickCount` of every call, and
 * for keyboard, mouse and touchscreen calls (which take no timeout, so nothing stops them once sent)
 * the keys typed and the delays, so that no such call outlasts the run.
 */
function boundInputWork(kind: string, method: string, args: readonly unknown[], run: BridgeRun): void {
  const options = optionsOf(kind, method, args);
  const steps = options?.["steps"];
  if (steps !== undefined && !(Number.isInteger(steps) && (steps as number) >= 1 && (steps as number) <= inputBounds.maxSteps)) {
    throw new BridgeRefusal(`${method}() takes \`steps\` from 1 to ${inputBounds.maxSteps}.`);
  }
  const clickCount = options?.["clickCount"];
  if (clickCount !== undefined && !(Number.isInteger(clickCount) && (clickCount as number) >= 1 && (clickCount as number) <= inputBounds.maxClickCount)) {
    throw new BridgeRefusal(`${method}() takes \`clickCount\` from 1 to ${inputBounds.maxClickCount}.`);
  }
  if (!untimedKinds.has(kind)) return;
  const text = typeof args[0] === "string" ? args[0] : "";
  if (kind === "keyboard" && method === "type" && text.length > inputBounds.maxTypedChars) {
    throw new BridgeRefusal(`keyboard.type() types at most ${inputBounds.maxTypedChars} characters (one key event each); use locator.fill() or keyboard.insertText() for long text.`);
  }
  if (kind === "keyboard" && method !== "type" && method !== "insertText" && text.length > inputBounds.maxKeyChars) {
    throw new BridgeRefusal(`keyboard.${method}() takes a key of at most ${inputBounds.maxKeyChars} characters.`);
  }
  const delay = options?.["delay"];
  if (delay === undefined) return;
  if (typeof delay !== "number" || !Number.isFinite(delay) || delay < 0) throw new BridgeRefusal(`${method}() takes a \`delay\` of 0 ms or more.`);
  // The delay comes once per character typed, once per click (dblclick: two), once per key press.
  const times = method === "type" ? [...text].length : method === "dblclick" ? 2 : method === "click" ? ((clickCount as number | undefined) ?? 1) : 1;
  if (delay * times > run.deadline - Date.now()) throw new BridgeRefusal(`The \`delay\` of ${method}() would last past the run's time limit; these calls take no timeout, so shorten it.`);
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
const pdfLength = z.union([z.string().max(20), z.number().min(0).max(10_000)]);
const pdfOptions = z.strictObject({
  format: z.string().max(20).optional(),
  width: pdfLength.optional(),
  height: pdfLength.optional(),
  landscape: z.boolean().optional(),
  printBackground: z.boolean().optional(),
  scale: z.number().min(0.1).max(2).optional(),
  pageRanges: z.string().max(200).optional(),
  preferCSSPageSize: z.boolean().optional(),
  displayHeaderFooter: z.boolean().optional(),
  headerTemplate: z.string().max(10_000).optional(),
  footerTemplate: z.string().max(10_000).optional(),
  margin: z.strictObject({ top: pdfLength.optional(), right: pdfLength.optional(), bottom: pdfLength.optional(), left: pdfLength.optional() }).optional(),
  outline: z.boolean().optional(),
  tagged: z.boolean().optional(),
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
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new BridgeRefusal(`goto can open only http and https URLs (got ${url.protocol}); file: and other schemes would reach the engine's disk or browser.`);
}

/** The run a bridge call belongs to. */
export interface BridgeRun {
  /** The run's random tag of encoded functions, regular expressions and handles (see `decode`). */
  tag: string;
  /** When the run ends (`Date.now()` time): no wait of its calls lasts past it. */
  deadline: number;
  /** Hears notes for the run's stderr (a screenshot cut to the limits). */
  warn: (text: string) => void;
  /** The objects the run holds by remote handles. */
  handles: HandleRegistry;
  /** Turns answers into data for the child (handles into markers). */
  values: RemoteValues;
  /** The code's `page.setDefaultTimeout()`, if it set one (still cut to the deadline). */
  defaultTimeout?: number;
}

const isStep = (step: unknown): step is BridgeStep =>
  Array.isArray(step) && step.length === 2 && typeof step[0] === "string" && step[0].length <= 64 && (step[1] === null || (Array.isArray(step[1]) && step[1].length <= 8));

/** The decode rules of a call of the run: locator arguments are resolved against the same page and run. */
function rulesFor(page: Page, run: BridgeRun, pageData: boolean, regex: boolean, depth: number): DecodeRules {
  return {
    tag: run.tag,
    pageData,
    regex,
    handles: run.handles,
    locator: (path) => {
      if (depth > 4 || !Array.isArray(path) || path.length === 0 || path.length > 16 || !path.every(isStep)) throw new BridgeRefusal("A locator argument arrived malformed.");
      const { target, kind } = resolveTarget(page, path, run, depth + 1);
      if (kind !== "locator") throw new BridgeRefusal("Only a locator can be passed here.");
      return target;
    },
  };
}

const labelOf = (kind: string): string => (kind === "element" ? "elementHandle" : kind === "js" ? "jsHandle" : kind);

/** Finds the object a call targets, walking its path from the page or from a handle. */
function resolveTarget(page: Page, path: readonly BridgeStep[], run: BridgeRun, depth = 0): { target: unknown; kind: string } {
  let target: unknown = page;
  let kind = "page";
  for (const [index, [name, stepArgs]] of path.entries()) {
    if (name === "$handle") {
      const id = stepArgs?.[0];
      const entry = index === 0 && typeof id === "string" ? run.handles.get(id) : undefined;
      if (entry === undefined) throw new BridgeRefusal("This handle is unknown: it was disposed, or it belongs to another run (handles last one run).");
      target = entry.object;
      kind = entry.kind;
      continue;
    }
    if (stepArgs === null) {
      if (kind !== "page" || !childObjects.has(name)) throw new BridgeRefusal(`${labelOf(kind)}.${name.slice(0, 64)} is not available to interact code.`);
      target = (target as Record<string, unknown>)[name];
      kind = name;
      continue;
    }
    if (!builders.has(name) || !buildsLocators.has(kind)) throw refusal(labelOf(kind), name);
    const builder = (target as Record<string, (...args: unknown[]) => unknown>)[name];
    if (typeof builder !== "function") throw new BridgeRefusal(`${labelOf(kind)}.${name}() is not available here.`);
    const builderArgs = decode(stepArgs, rulesFor(page, run, false, true, depth)) as unknown[];
    checkOptions(kind, name, builderArgs);
    target = builder.apply(target, builderArgs);
    kind = "locator";
  }
  return { target, kind };
}

/**
 * Runs one call from interact code on the live page, after checking it against the allow-list.
 * `path` and `rawArgs` come from the checked plain copy of the child's message. Handles, frames,
 * responses and such in the answer are registered in the run and travel as markers.
 */
export async function runBridgeCall(page: Page, path: readonly BridgeStep[], method: string, rawArgs: unknown, run: BridgeRun): Promise<unknown> {
  const { target, kind } = resolveTarget(page, path, run);
  const allowed = methodsOf[kind];
  if (allowed === undefined || !allowed.has(method)) throw refusal(labelOf(kind), method);
  // Regular expressions run where they are used: in the page for locators, in the engine for URL waits.
  const regex = method !== "waitForURL" && method !== "waitForNavigation";
  const args = decode(Array.isArray(rawArgs) ? rawArgs : [], rulesFor(page, run, pageFunctionMethods.has(method), regex, 0)) as unknown[];
  checkOptions(kind, method, args);
  boundInputWork(kind, method, args, run);
  if (kind === "page" && (method === "setDefaultTimeout" || method === "setDefaultNavigationTimeout")) {
    // Kept for the run: every call's waits are still cut to its deadline.
    run.defaultTimeout = typeof args[0] === "number" && args[0] > 0 ? args[0] : undefined;
    return null;
  }
  clampWaits(page, kind, method, args, run);
  if (method === "goto") checkUrl(args[0]);
  // A script or style from a URL is fetched by the page; only http(s), as for goto.
  if ((method === "addScriptTag" || method === "addStyleTag") && isPlainObject(args[0]) && args[0]["url"] !== undefined) checkUrl(args[0]["url"]);
  if (method === "setViewportSize") args[0] = parseWith(viewportSize, args[0], "setViewportSize takes { width ≤ 7680, height ≤ 4320 }");
  if (method === "screenshot") {
    const options = parseWith(screenshotOptions, args[0], "screenshot() options") as BoundedScreenshotOptions;
    const shot = kind === "page" ? await boundedScreenshot(page, options, run.warn) : await boundedElementScreenshot(page, target as Locator, options, run.warn);
    return run.values.toChild(shot);
  }
  if (method === "pdf") args[0] = parseWith(pdfOptions, args[0], "pdf() options");
  const fn = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[method];
  if (typeof fn !== "function") throw new BridgeRefusal(`${labelOf(kind)}.${method}() is not available here.`);
  const value = await fn.apply(target, args);
  if (method === "dispose" && path[0]?.[0] === "$handle") run.handles.delete(String(path[0][1]?.[0]));
  return run.values.toChild(value);
}

import type { Frame, Page } from "playwright-core";
import { BridgeRefusal } from "./bridge-refusal.js";
import { maxHandlesPerRun, type HandleKind, type HandleRegistry } from "./handle-registry.js";

/** Frames described in one state snapshot; a page with more lists the first ones. */
const maxFramesListed = 64;
/** Characters of a request body copied into its snapshot (`postData()`); the rest is cut. */
const maxPostDataChars = 1024 * 1024;
/** Arguments of a console message handed to the code as handles (`msg.args()`). */
const maxConsoleArgs = 8;

type Fn = (...args: unknown[]) => unknown;
const has = (value: object, ...names: string[]): boolean => names.every((name) => typeof (value as Record<string, unknown>)[name] === "function");
const callOr = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/** Disposes the element and JS handles in `value` (an item of an answer, a map entry), without waiting. */
function releaseHandles(value: unknown, depth = 0): void {
  if (value === null || typeof value !== "object" || depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) releaseHandles(item, depth + 1);
    return;
  }
  const kind = kindOf(value);
  if (kind === "element" || kind === "js") void (value as { dispose(): Promise<void> }).dispose().catch(() => undefined);
}

/** What kind of Playwright object `value` is (by its methods: playwright-core's class names are bundled). */
function kindOf(value: object): HandleKind | "page" | undefined {
  if (has(value, "mainFrame", "frames")) return "page";
  if (has(value, "asElement", "jsonValue", "dispose")) return (value as { asElement(): unknown }).asElement() === value ? "element" : "js";
  if (has(value, "childFrames", "parentFrame")) return "frame";
  if (has(value, "status", "request", "headers")) return "response";
  if (has(value, "resourceType", "method", "postData")) return "request";
  if (has(value, "accept", "dismiss", "defaultValue")) return "dialog";
  if (has(value, "type", "text", "args", "location")) return "console";
  return undefined;
}

/** Turns values of the engine's page into what travels to the sandbox child, registering handles in the run. */
export class RemoteValues {
  constructor(
    private readonly page: Page,
    private readonly handles: HandleRegistry,
    private readonly tag: string,
  ) {}

  /** A marker of a registered object, with the data its synchronous methods answer from. */
  #marker(kind: HandleKind, object: object, info?: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const id = this.handles.add(kind, object);
    if (id === undefined && (kind === "element" || kind === "js")) {
      void (object as { dispose(): Promise<void> }).dispose().catch(() => undefined);
      throw new BridgeRefusal(`This run holds ${maxHandlesPerRun} handles already: dispose() the ones you no longer need.`);
    }
    // A dialog the code cannot hold is never answered: dismissed, so the session's page is not blocked.
    if (id === undefined && kind === "dialog") void (object as { dismiss(): Promise<void> }).dismiss().catch(() => undefined);
    // A snapshot without an id still answers its synchronous methods; its asynchronous ones are refused.
    return { [this.tag]: "handle", id: id ?? "", kind, info: info ?? null, ...extra };
  }

  frame(frame: Frame): Record<string, unknown> {
    const parent = callOr(() => frame.parentFrame(), null);
    return this.#marker("frame", frame, {
      url: callOr(() => frame.url(), ""),
      name: callOr(() => frame.name(), ""),
      parent: parent === null ? null : (this.handles.add("frame", parent) ?? null),
      detached: callOr(() => frame.isDetached(), true),
    });
  }

  /** The page state the child's synchronous `page.url()`, `frames()`, `viewportSize()` answer from, sent with every reply. */
  state(): Record<string, unknown> {
    const frames = callOr(() => this.page.frames(), [] as Frame[]).slice(0, maxFramesListed);
    return { url: callOr(() => this.page.url(), ""), viewport: callOr(() => this.page.viewportSize(), null), frames: frames.map((frame) => this.frame(frame)) };
  }

  /** `value` as plain data for the child: handles as markers, buffers as base64, maps and errors marked. */
  toChild(value: unknown, depth = 0): unknown {
    if (value === undefined || value === null) return null;
    if (Buffer.isBuffer(value)) return value.toString("base64");
    if (typeof value !== "object") return typeof value === "function" || typeof value === "symbol" ? null : value;
    if (depth > 8) return null;
    if (Array.isArray(value)) return this.#all(value, (item) => this.toChild(item, depth + 1));
    if (value instanceof Map) return { [this.tag]: "map", entries: this.#all([...value.entries()], ([key, item]) => [String(key), this.toChild(item, depth + 1)]) };
    if (value instanceof Error) return { [this.tag]: "error", name: value.name, message: value.message, stack: value.stack ?? "" };
    const kind = kindOf(value);
    if (kind === "page") return value === this.page ? { [this.tag]: "page" } : null;
    if (kind === "element" || kind === "js") return this.#marker(kind, value, { preview: String(value).slice(0, 200) });
    if (kind === "frame") return this.frame(value as Frame);
    if (kind === "request" || kind === "response" || kind === "dialog" || kind === "console") return this.#snapshot(kind, value);
    try {
      return JSON.parse(JSON.stringify(value)) as unknown;
    } catch {
      return null;
    }
  }

  /**
   * `items` mapped by `convert`; when one fails (the run's handles are full), the handles of the items
   * not reached yet are released too: Playwright made them all, and nothing else would ever free them.
   */
  #all<T, R>(items: readonly T[], convert: (item: T) => R): R[] {
    const done: R[] = [];
    for (const [index, item] of items.entries()) {
      try {
        done.push(convert(item));
      } catch (error) {
        for (const rest of items.slice(index + 1)) releaseHandles(rest);
        throw error;
      }
    }
    return done;
  }

  #snapshot(kind: "request" | "response" | "dialog" | "console", value: object): Record<string, unknown> {
    const read = value as Record<string, Fn>;
    const get = (name: string): unknown => callOr(() => read[name]?.call(value), null);
    if (kind === "request") {
      const postData = get("postData");
      const frame = callOr(() => read["frame"]?.call(value) as Frame, null);
      return this.#marker(
        kind,
        value,
        {
          url: get("url"),
          method: get("method"),
          headers: get("headers"),
          postData: typeof postData === "string" ? postData.slice(0, maxPostDataChars) : null,
          resourceType: get("resourceType"),
          isNavigationRequest: get("isNavigationRequest"),
          failure: get("failure"),
        },
        { frame: frame === null ? null : this.frame(frame) },
      );
    }
    if (kind === "response") {
      const request = callOr(() => read["request"]?.call(value) as object, null);
      return this.#marker(
        kind,
        value,
        { url: get("url"), status: get("status"), statusText: get("statusText"), ok: get("ok"), headers: get("headers"), fromServiceWorker: get("fromServiceWorker") },
        { request: request === null ? null : this.#snapshot("request", request) },
      );
    }
    if (kind === "dialog") return this.#marker(kind, value, { message: get("message"), type: get("type"), defaultValue: get("defaultValue") });
    // Its arguments as JS handles (the first few: a page that logs a lot must not fill the run's handles).
    const args = callOr(() => (read["args"]?.call(value) as unknown[]).slice(0, maxConsoleArgs), [] as unknown[]);
    return this.#marker(kind, value, { text: get("text"), type: get("type"), location: get("location") }, { args: args.map((arg) => this.toChild(arg)) });
  }
}

import type { SandboxLimits } from "./sandbox-limits.js";

/** What the bootstrap is given: the engine's limits, and the run's random tag of encoded functions and regular expressions. */
export type SandboxSettings = SandboxLimits & { tag: string };

/**
 * The part of the sandbox that runs *inside* the code's `vm` context: the `page` proxy, `console`,
 * timers, promises and errors the code sees are all created here, in the context's own realm, so no
 * object of the child's main realm (where `process` lives) is reachable from the code.
 *
 * It is sent as source text and compiled in the context, so it may use nothing outside its body. It
 * is strict mode on purpose: V8 hides the receiver and function of strict frames, and of every frame
 * below them, from `CallSite.getThis()`/`getFunction()`, so stack-trace tricks find nothing.
 *
 * Its one link to the outside is `post(text)`: a function of the main realm that takes a JSON string
 * and returns nothing. It is only ever called inside a try/catch that drops what it throws: with the
 * stack nearly full even a function that never throws fails on entry, with a main-realm RangeError. Messages come in through the returned `deliver(text)`.
 */
export function sandboxBootstrap(post: (text: string) => void, settings: SandboxSettings): { deliver: (text: string) => void; run: (code: () => unknown) => void } {
  "use strict";
  // Captured before the code runs: it may replace any global or prototype method afterwards.
  const { stringify, parse } = JSON;
  const apply = Reflect.apply;
  const then = Promise.prototype.then;
  const resolved = Promise.resolve.bind(Promise);
  const MapClass = Map;
  const mapGet = Map.prototype.get;
  const mapSet = Map.prototype.set;
  const mapDelete = Map.prototype.delete;
  const isArray = Array.isArray;
  const entries = Object.entries;
  const fromEntries = Object.fromEntries;
  const toText = String;
  const ErrorClass = Error;
  const ProxyClass = Proxy;
  const RegExpClass = RegExp;
  const PromiseClass = Promise;
  const values = Object.values;
  const { tag, ...limits } = settings;
  const setHas = Set.prototype.has;
  const objectHasOwn = Object.hasOwn;

  /** True when `value` holds at most `maxMessageValues` values, nested at most `maxMessageDepth` deep (counted as the engine counts). */
  const withinLimits = (value: unknown, depth: number, budget: { values: number }): boolean => {
    budget.values += 1;
    if (budget.values > limits.maxMessageValues || depth > limits.maxMessageDepth) return false;
    if (value === null || typeof value !== "object") return true;
    const items = isArray(value) ? (value as unknown[]) : values(value);
    for (let index = 0; index < items.length; index += 1) if (!withinLimits(items[index], depth + 1, budget)) return false;
    return true;
  };

  /**
   * Posts a message, or says why it was not sent: the engine ends the run of a child that sends more
   * than `limits` allow, so a message past them is refused here, as the code's error.
   */
  const postMessage = (message: unknown): string | undefined => {
    let text: string | undefined;
    try {
      text = stringify(message);
    } catch {
      return "it is not plain data";
    }
    if (typeof text !== "string") return "it is not plain data";
    if (text.length > limits.maxMessageChars) return `it is larger than ${limits.maxMessageChars} characters as JSON`;
    // Every value takes at least one character of JSON: only long messages can hold too many.
    if (text.length > limits.maxMessageValues && !withinLimits(parse(text), 0, { values: 0 })) return `it holds more than ${limits.maxMessageValues} values`;
    // `post` is the one function of the main realm the context holds. Called with the stack nearly
    // full, V8 throws its stack overflow as a *main-realm* RangeError (whose prototypes lead to the
    // main realm's objects); it must never reach the code, so it is dropped here unread.
    try {
      post(text);
    } catch {
      return "the stack is full";
    }
    return undefined;
  };

  const builders = new Set(["locator", "getByRole", "getByText", "getByLabel", "getByPlaceholder", "getByAltText", "getByTitle", "getByTestId", "first", "last", "nth", "filter", "and", "or", "frameLocator", "contentFrame"]);
  const children = new Set(["keyboard", "mouse", "touchscreen"]);
  const has = (set: Set<string>, key: string): boolean => apply(setHas, set, [key]) as boolean;
  const pending = new MapClass<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const timers = new MapClass<number, { fn: unknown; args: unknown[]; repeat: number | undefined }>();
  let nextId = 1;
  let nextTimer = 1;

  // Arguments travel as JSON: functions as their source (page functions), regular expressions as source +
  // flags, each in an object keyed by the run's random tag, so plain data cannot pass for either.
  const encode = (value: unknown, depth: number): unknown => {
    if (depth > 16) return null;
    // A handle the code holds travels as its id; the engine looks it up in this run's handles.
    const handle = value !== null && (typeof value === "object" || typeof value === "function") ? (apply(weakGet, handleIds, [value]) as { id: string } | undefined) : undefined;
    if (handle !== undefined) return fromEntries([[tag, "handle"], ["id", handle.id]]);
    // A locator (an option `has`, an argument of and()/or()/dragTo()) travels as its path.
    const locatorPath = value !== null && typeof value === "function" ? (apply(weakGet, locatorPaths, [value]) as unknown[] | undefined) : undefined;
    if (locatorPath !== undefined) return fromEntries([[tag, "locator"], ["path", locatorPath]]);
    if (typeof value === "function") return fromEntries([[tag, "fn"], ["source", toText(value)]]);
    if (value instanceof RegExpClass) return fromEntries([[tag, "re"], ["source", value.source], ["flags", value.flags]]);
    if (isArray(value)) {
      const out: unknown[] = [];
      for (const item of value as unknown[]) out[out.length] = encode(item, depth + 1);
      return out;
    }
    if (value !== null && typeof value === "object") {
      const out: [string, unknown][] = [];
      for (const [key, item] of entries(value)) out[out.length] = [key, encode(item, depth + 1)];
      return fromEntries(out);
    }
    return value;
  };

  type Step = [string, unknown[] | null];
  const call = (path: Step[], method: string, args: unknown[]): Promise<unknown> =>
    new PromiseClass((resolve, reject) => {
      const id = nextId;
      nextId += 1;
      apply(mapSet, pending, [id, { resolve, reject }]);
      const refused = postMessage({ type: "call", id, path, method, args: encode(args, 0) });
      if (refused !== undefined) {
        apply(mapDelete, pending, [id]);
        reject(new ErrorClass(`page.${method}() was not sent: ${refused} (a call may carry at most ${limits.maxMessageChars} characters of JSON and ${limits.maxMessageValues} values).`));
      }
    });

  // Remote objects: the engine answers handles, frames, responses, … as markers keyed by the run's tag;
  // each becomes a proxy here whose calls travel with the path `[["$handle", [id]]]`. Their synchronous
  // methods (`url()`, `status()`, `frames()`, …) answer from data sent with the marker or with every reply.
  type Marker = { id: string; kind: string; info: Record<string, unknown> | null; request?: unknown; frame?: unknown; args?: unknown };
  type FrameMarker = Marker & { info: { url: string; name: string; parent: string | null; detached: boolean } };
  let state: { url: string; viewport: unknown; frames: FrameMarker[] } = { url: "", viewport: null, frames: [] };
  const handleIds = new WeakMap<object, Marker>();
  const locatorPaths = new WeakMap<object, Step[]>();
  const weakGet = WeakMap.prototype.get;
  const weakSet = WeakMap.prototype.set;
  const known = new MapClass<string, { proxy: unknown; marker: Marker }>();
  let defaultTimeout = 30_000;

  class TimeoutError extends ErrorClass {
    override name = "TimeoutError";
  }

  /** Playwright's URL match: a glob (`**` any text, `*` no slash, `{a,b}` either), an exact URL, a RegExp or a predicate. */
  const urlMatches = (url: string, match: unknown): boolean => {
    if (match === undefined || match === null || match === "") return true;
    if (match instanceof RegExpClass) return match.test(url);
    if (typeof match === "function") return Boolean(apply(match as (url: unknown) => unknown, undefined, [new URL(url)]));
    const text = toText(match);
    if (!/[*{]/.test(text)) return url === text;
    let source = "^";
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index] as string;
      if (char === "*" && text[index + 1] === "*") {
        source += ".*";
        index += 1;
      } else if (char === "*") source += "[^/]*";
      else if (char === "{") source += "(";
      else if (char === "}") source += ")";
      else if (char === ",") source += "|";
      else source += /[\\^$.+?()[\]|/]/.test(char) ? `\\${char}` : char;
    }
    return new RegExpClass(`${source}$`).test(url);
  };

  const subscriptions = new MapClass<number, (value: unknown) => void>();
  let nextSubscription = 1;
  /** Asks the engine for a page event; `ready` rejects when the event is refused (with the reason). */
  const subscribe = (event: string, handler: (value: unknown) => void): { id: number; ready: Promise<unknown> } => {
    const id = nextSubscription;
    nextSubscription += 1;
    apply(mapSet, subscriptions, [id, handler]);
    const ready = call([], "$subscribe", [id, event]);
    apply(then, ready, [undefined, () => apply(mapDelete, subscriptions, [id])]);
    return { id, ready };
  };
  const unsubscribe = (id: number): void => {
    if (!(apply(mapDelete, subscriptions, [id]) as boolean)) return;
    apply(then, call([], "$unsubscribe", [id]), [undefined, () => undefined]);
  };

  /** `page.waitForEvent(event, predicate | { predicate, timeout })`, run here: the predicate is the code's, so it runs in the sandbox. */
  const waitForEvent = (event: unknown, optionsOrPredicate?: unknown): Promise<unknown> =>
    new PromiseClass((resolve, reject) => {
      const options = (typeof optionsOrPredicate === "function" ? { predicate: optionsOrPredicate } : (optionsOrPredicate ?? {})) as { predicate?: unknown; timeout?: unknown };
      const predicate = options.predicate;
      const timeout = typeof options.timeout === "number" ? options.timeout : defaultTimeout;
      const name = toText(event);
      let finished = false;
      let timer = 0;
      const finish = (ok: boolean, value: unknown) => {
        if (finished) return;
        finished = true;
        unsubscribe(subscription.id);
        if (timer !== 0) cancel(timer);
        if (ok) resolve(value);
        else reject(value);
      };
      const subscription = subscribe(name, (value) => {
        if (finished) return;
        let verdict: unknown = true;
        try {
          if (typeof predicate === "function") verdict = apply(predicate as (value: unknown) => unknown, undefined, [value]);
        } catch (error) {
          finish(false, error);
          return;
        }
        apply(then, resolved(verdict), [(ok: unknown) => ok && finish(true, value), (error: unknown) => finish(false, error)]);
      });
      apply(then, subscription.ready, [undefined, (error: unknown) => finish(false, error)]);
      if (timeout > 0) timer = setTimer(() => finish(false, new TimeoutError(`Timeout ${timeout}ms exceeded while waiting for event "${name}"`)), timeout);
    });
  const waitForTraffic = (event: string) => (match: unknown, options?: { timeout?: unknown }) =>
    waitForEvent(event, { predicate: typeof match === "function" ? match : (value: { url(): string }) => urlMatches(value.url(), match), timeout: options?.timeout });

  /** `page.on()` and its kin: one engine subscription per event, shared by its listeners. */
  const listeners = new MapClass<string, { id: number; fns: { fn: unknown; once: boolean }[] }>();
  const removeListener = (event: unknown, fn?: unknown): unknown => {
    const name = toText(event);
    const entry = apply(mapGet, listeners, [name]) as { id: number; fns: { fn: unknown; once: boolean }[] } | undefined;
    if (entry === undefined) return pageProxy;
    entry.fns = fn === undefined ? [] : entry.fns.filter((item) => item.fn !== fn);
    if (entry.fns.length === 0) {
      unsubscribe(entry.id);
      apply(mapDelete, listeners, [name]);
    }
    return pageProxy;
  };
  const addListener = (once: boolean) => (event: unknown, fn: unknown): unknown => {
    const name = toText(event);
    let entry = apply(mapGet, listeners, [name]) as { id: number; fns: { fn: unknown; once: boolean }[] } | undefined;
    if (entry === undefined) {
      const created: { id: number; fns: { fn: unknown; once: boolean }[] } = { id: 0, fns: [] };
      const subscription = subscribe(name, (value) => {
        for (const item of [...created.fns]) {
          if (item.once) removeListener(name, item.fn);
          try {
            const returned = apply(item.fn as (value: unknown) => unknown, undefined, [value]) as { then?: unknown } | undefined;
            if (returned !== null && typeof returned === "object" && typeof returned.then === "function") apply(then, resolved(returned), [undefined, (error: unknown) => print("stderr")(error)]);
          } catch (error) {
            print("stderr")(error);
          }
        }
      });
      created.id = subscription.id;
      apply(then, subscription.ready, [undefined, (error: unknown) => print("stderr")(error)]);
      apply(mapSet, listeners, [name, created]);
      entry = created;
    }
    entry.fns[entry.fns.length] = { fn, once };
    return pageProxy;
  };

  const frameById = (id: unknown): unknown => {
    for (const frame of state.frames) if (frame.id === id) return remote(frame);
    return null;
  };
  const infoOf = (marker: Marker): Record<string, unknown> => {
    if (marker.kind === "frame") for (const frame of state.frames) if (frame.id === marker.id) return frame.info;
    return marker.info ?? {};
  };
  const refusedNow = (name: string, why: string) => () => {
    throw new ErrorClass(`page.${name}() is not available to interact code: ${why}.`);
  };

  /** The methods of a remote object that answer at once, as in Playwright; undefined for the others. */
  const syncMethod = (kind: string, path: Step[], property: string, marker: Marker | undefined, self: () => unknown): unknown => {
    if (kind === "page") {
      const pageSync: Record<string, unknown> = {
        url: () => state.url,
        frames: () => state.frames.map((frame) => remote(frame)),
        mainFrame: () => (state.frames[0] === undefined ? null : remote(state.frames[0])),
        frame: (selector: unknown) => {
          const wanted = (typeof selector === "string" ? { name: selector } : (selector ?? {})) as { name?: unknown; url?: unknown };
          for (const frame of state.frames) {
            if ((wanted.name === undefined || frame.info.name === wanted.name) && (wanted.url === undefined || urlMatches(frame.info.url, wanted.url))) return remote(frame);
          }
          return null;
        },
        viewportSize: () => state.viewport,
        isClosed: () => false,
        on: addListener(false),
        addListener: addListener(false),
        prependListener: addListener(false),
        once: addListener(true),
        off: removeListener,
        removeListener,
        removeAllListeners: (event?: unknown) => {
          if (event !== undefined) return removeListener(event);
          for (const [name] of [...(listeners as Map<string, unknown>)]) removeListener(name);
          return pageProxy;
        },
        waitForEvent,
        waitForResponse: waitForTraffic("response"),
        waitForRequest: waitForTraffic("request"),
        setDefaultTimeout: (ms: unknown) => {
          defaultTimeout = typeof ms === "number" && ms >= 0 ? ms : defaultTimeout;
          apply(then, call([], "setDefaultTimeout", [ms]), [undefined, () => undefined]);
        },
        setDefaultNavigationTimeout: (ms: unknown) => void apply(then, call([], "setDefaultNavigationTimeout", [ms]), [undefined, () => undefined]),
        context: refusedNow("context", "the browser context holds the engine's other state (cookies, storage, other pages); use the page's own methods"),
        browser: refusedNow("browser", "the browser is the engine's and serves other sessions"),
      };
      if (property === "request") throw new ErrorClass("page.request is not available to interact code: it sends requests from the engine process, outside the page's address checks; use page.evaluate(() => fetch(…)).");
      return objectHasOwn(pageSync, property) ? pageSync[property] : undefined;
    }
    if (kind === "locator") {
      if (property === "page") return () => pageProxy;
      if (property === "all") {
        return async () => {
          const count = (await call(path, "count", [])) as number;
          const all: unknown[] = [];
          for (let index = 0; index < count; index += 1) all[all.length] = proxy([...path, ["nth", [index]]], "locator");
          return all;
        };
      }
      return undefined;
    }
    if (marker === undefined) return undefined;
    const info = infoOf(marker);
    const field = (name: string) => () => info[name] ?? null;
    const table: Record<string, Record<string, unknown>> = {
      element: { asElement: () => self(), toString: () => toText(info["preview"] ?? "JSHandle@node") },
      js: { asElement: () => null, toString: () => toText(info["preview"] ?? "JSHandle@object") },
      frame: {
        url: field("url"),
        name: field("name"),
        isDetached: () => !state.frames.some((frame) => frame.id === marker.id) || info["detached"] === true,
        parentFrame: () => frameById(info["parent"]),
        childFrames: () => state.frames.filter((frame) => frame.info.parent === marker.id).map((frame) => remote(frame)),
        page: () => pageProxy,
      },
      response: {
        url: field("url"), status: field("status"), statusText: field("statusText"), ok: field("ok"), headers: () => ({ ...((info["headers"] as object | null) ?? {}) }),
        fromServiceWorker: field("fromServiceWorker"), request: () => decodeValue(marker.request, 0), frame: () => (decodeValue(marker.request, 0) as { frame(): unknown } | null)?.frame() ?? null,
      },
      request: {
        url: field("url"), method: field("method"), headers: () => ({ ...((info["headers"] as object | null) ?? {}) }), postData: field("postData"), resourceType: field("resourceType"),
        isNavigationRequest: field("isNavigationRequest"), failure: field("failure"), frame: () => decodeValue(marker.frame, 0), redirectedFrom: () => null, redirectedTo: () => null,
        postDataJSON: () => (typeof info["postData"] === "string" ? parse(info["postData"]) : null),
      },
      dialog: { message: field("message"), type: field("type"), defaultValue: field("defaultValue"), page: () => pageProxy },
      console: { text: field("text"), type: field("type"), location: field("location"), args: () => decodeValue(marker.args ?? [], 0), page: () => pageProxy },
    };
    const methods = table[kind];
    return methods !== undefined && objectHasOwn(methods, property) ? methods[property] : undefined;
  };

  const proxy = (path: Step[], kind: string, marker?: Marker): unknown => {
    const self: unknown = new ProxyClass(function remoteObject() {}, {
      get(_target, property) {
        if (typeof property !== "string" || property === "then") return undefined;
        const sync = syncMethod(kind, path, property, marker, () => self);
        if (sync !== undefined) return sync;
        if (kind === "page" && has(children, property)) return proxy([...path, [property, null]], property);
        if ((kind === "page" || kind === "frame" || kind === "locator") && has(builders, property)) return (...args: unknown[]) => proxy([...path, [property, encode(args, 0) as unknown[]]], "locator");
        return (...args: unknown[]) => call(path, property, args);
      },
    });
    if (marker !== undefined) apply(weakSet, handleIds, [self, marker]);
    if (kind === "locator") apply(weakSet, locatorPaths, [self, path]);
    return self;
  };

  /** The proxy of a marker (the same proxy for the same id, so `page.mainFrame() === page.frames()[0]`). */
  const remote = (marker: Marker): unknown => {
    const cached = marker.id === "" ? undefined : (apply(mapGet, known, [marker.id]) as { proxy: unknown; marker: Marker } | undefined);
    if (cached !== undefined) {
      if (marker.info !== null) cached.marker.info = marker.info;
      return cached.proxy;
    }
    const made = proxy([["$handle", [marker.id]]], marker.kind, marker);
    if (marker.id !== "") apply(mapSet, known, [marker.id, { proxy: made, marker }]);
    return made;
  };

  /** An answer of the engine as the code sees it: markers become proxies, maps and errors are rebuilt. */
  const decodeValue = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== "object" || depth > 64) return value;
    if (isArray(value)) {
      const out: unknown[] = [];
      for (const item of value as unknown[]) out[out.length] = decodeValue(item, depth + 1);
      return out;
    }
    const record = value as Record<string, unknown>;
    const marked = objectHasOwn(record, tag) ? record[tag] : undefined;
    if (marked === "handle") return remote(record as unknown as Marker);
    if (marked === "page") return pageProxy;
    if (marked === "map") {
      const map = new MapClass<string, unknown>();
      for (const pair of (record["entries"] as [string, unknown][] | undefined) ?? []) apply(mapSet, map, [pair[0], decodeValue(pair[1], depth + 1)]);
      return map;
    }
    if (marked === "error") {
      const error = new ErrorClass(toText(record["message"] ?? ""));
      error.name = toText(record["name"] ?? "Error");
      return error;
    }
    const out: [string, unknown][] = [];
    for (const [key, item] of entries(record)) out[out.length] = [key, decodeValue(item, depth + 1)];
    return fromEntries(out);
  };

  const pageProxy = proxy([], "page");

  // Like Node's util.inspect on one line, so printed objects read as they would outside the sandbox.
  const identifier = /^[A-Za-z_$][\w$]*$/;
  const inspect = (value: unknown, depth: number, seen: unknown[]): string => {
    if (typeof value === "string") return depth === 0 ? value : `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n")}'`;
    if (typeof value === "bigint") return `${toText(value)}n`;
    if (value === pageProxy) return "Page {}";
    const remoteMarker = value !== null && (typeof value === "object" || typeof value === "function") ? (apply(weakGet, handleIds, [value]) as Marker | undefined) : undefined;
    if (remoteMarker !== undefined) return remoteMarker.kind === "element" || remoteMarker.kind === "js" ? toText(value) : `${remoteMarker.kind[0]?.toUpperCase() ?? ""}${remoteMarker.kind.slice(1)} {}`;
    if (typeof value === "function") return `[Function: ${(value as { name?: string }).name || "(anonymous)"}]`;
    if (value === null || typeof value !== "object") return toText(value);
    if (value instanceof ErrorClass) {
      // Only the code's own frames: the sandbox's are noise to the reader.
      const lines = toText(value.stack ?? value.message).split("\n");
      return lines.filter((line, index) => index === 0 || !/^\s+at /.test(line) || line.includes("interact-code.js")).join("\n");
    }
    if (seen.includes(value)) return "[Circular]";
    if (depth > 4) return isArray(value) ? "[Array]" : "[Object]";
    const inner = [...seen, value];
    if (isArray(value)) {
      const items = (value as unknown[]).slice(0, 100).map((item) => inspect(item, depth + 1, inner));
      if ((value as unknown[]).length > 100) items.push(`... ${(value as unknown[]).length - 100} more items`);
      return items.length === 0 ? "[]" : `[ ${items.join(", ")} ]`;
    }
    const fields = entries(value).slice(0, 100).map(([key, item]) => `${identifier.test(key) ? key : `'${key}'`}: ${inspect(item, depth + 1, inner)}`);
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    const prefix = typeof name === "string" && name !== "Object" && name !== "" ? `${name} ` : "";
    return fields.length === 0 ? `${prefix}{}` : `${prefix}{ ${fields.join(", ")} }`;
  };
  const format = (value: unknown): string => {
    try {
      return inspect(value, 0, []);
    } catch {
      return "[value that cannot be printed]";
    }
  };
  // Output travels over the same channel as `done`, so nothing printed before the code returns is lost.
  // Past the cap one more character is sent, so the engine knows to add its truncation note.
  const written = { stdout: 0, stderr: 0 };
  const print = (stream: "stdout" | "stderr") => (...values: unknown[]) => {
    const room = limits.maxOutputChars + 1 - written[stream];
    if (room <= 0) return;
    let text = "";
    for (const value of values) text += (text === "" ? "" : " ") + format(value);
    text = `${text}\n`.slice(0, room);
    written[stream] += text.length;
    postMessage({ type: "out", stream, text });
  };

  const stringifyResult = (value: unknown): string | null => {
    if (value === undefined) return null;
    if (typeof value === "string") return value;
    try {
      return stringify(value) ?? toText(value);
    } catch {
      return format(value);
    }
  };

  const schedule = (repeat: boolean) => (fn: unknown, ms?: unknown, ...args: unknown[]): number => {
    const id = nextTimer;
    nextTimer += 1;
    const delay = typeof ms === "number" && ms > 0 ? ms : 0;
    apply(mapSet, timers, [id, { fn, args, repeat: repeat ? delay : undefined }]);
    postMessage({ type: "timer", id, ms: delay });
    return id;
  };
  const cancel = (id: unknown): void => {
    if (typeof id !== "number" || !(apply(mapDelete, timers, [id]) as boolean)) return;
    postMessage({ type: "clear", id });
  };
  const setTimer = schedule(false);

  const sandboxConsole = { log: print("stdout"), info: print("stdout"), debug: print("stdout"), warn: print("stderr"), error: print("stderr") };
  // `URL`, `URLSearchParams`, `atob` and `btoa` as scripts expect them, written here: Node's would be
  // objects of the child's main realm. They cover what interact code does with URLs (parse, resolve, read).
  const encodeParam = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  const decodeParam = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, " "));
    } catch {
      return text;
    }
  };
  class URLSearchParams {
    #pairs: [string, string][] = [];
    constructor(init?: unknown) {
      if (typeof init === "string") {
        for (const part of (init.startsWith("?") ? init.slice(1) : init).split("&")) {
          if (part === "") continue;
          const at = part.indexOf("=");
          this.#pairs.push(at < 0 ? [decodeParam(part), ""] : [decodeParam(part.slice(0, at)), decodeParam(part.slice(at + 1))]);
        }
      } else if (init !== null && typeof init === "object") {
        for (const [key, value] of isArray(init) ? (init as [unknown, unknown][]) : entries(init)) this.#pairs.push([toText(key), toText(value)]);
      }
    }
    get size(): number {
      return this.#pairs.length;
    }
    get(name: string): string | null {
      return this.#pairs.find(([key]) => key === toText(name))?.[1] ?? null;
    }
    getAll(name: string): string[] {
      return this.#pairs.filter(([key]) => key === toText(name)).map(([, value]) => value);
    }
    has(name: string): boolean {
      return this.#pairs.some(([key]) => key === toText(name));
    }
    append(name: string, value: unknown): void {
      this.#pairs.push([toText(name), toText(value)]);
    }
    set(name: string, value: unknown): void {
      const at = this.#pairs.findIndex(([key]) => key === toText(name));
      this.delete(name);
      this.#pairs.splice(at < 0 ? this.#pairs.length : at, 0, [toText(name), toText(value)]);
    }
    delete(name: string): void {
      this.#pairs = this.#pairs.filter(([key]) => key !== toText(name));
    }
    forEach(fn: (value: string, key: string, params: URLSearchParams) => void): void {
      for (const [key, value] of this.#pairs) fn(value, key, this);
    }
    keys(): IterableIterator<string> {
      return this.#pairs.map(([key]) => key)[Symbol.iterator]();
    }
    values(): IterableIterator<string> {
      return this.#pairs.map(([, value]) => value)[Symbol.iterator]();
    }
    entries(): IterableIterator<[string, string]> {
      return this.#pairs.map(([key, value]) => [key, value] as [string, string])[Symbol.iterator]();
    }
    [Symbol.iterator](): IterableIterator<[string, string]> {
      return this.entries();
    }
    toString(): string {
      return this.#pairs.map(([key, value]) => `${encodeParam(key)}=${encodeParam(value)}`).join("&");
    }
  }
  const absolute = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(?:\/\/(?:([^:@/?#]*)(?::([^@/?#]*))?@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d*))?)?([^?#]*)(\?[^#]*)?(#.*)?$/;
  const defaultPorts: Record<string, string> = { "http:": "80", "https:": "443", "ws:": "80", "wss:": "443", "ftp:": "21" };
  const withoutDots = (path: string): string => {
    const out: string[] = [];
    const parts = path.split("/");
    parts.forEach((part, index) => {
      if (part === "..") {
        if (out.length > 1) out.pop();
        if (index === parts.length - 1) out.push("");
      } else if (part === ".") {
        if (index === parts.length - 1) out.push("");
      } else out.push(part);
    });
    return out.join("/");
  };
  class URL {
    protocol = "";
    username = "";
    password = "";
    hostname = "";
    port = "";
    pathname = "";
    hash = "";
    searchParams: URLSearchParams;
    constructor(input: unknown, base?: unknown) {
      let text = toText(input).trim();
      if (!absolute.test(text) || !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) {
        if (base === undefined) throw new TypeError(`Invalid URL: ${text.slice(0, 200)}`);
        const from = new URL(base);
        if (text.startsWith("//")) text = `${from.protocol}${text}`;
        else if (text.startsWith("/")) text = `${from.origin}${text}`;
        else if (text.startsWith("?")) text = `${from.origin}${from.pathname}${text}`;
        else if (text.startsWith("#")) text = `${from.origin}${from.pathname}${from.search}${text}`;
        else if (text === "") text = `${from.origin}${from.pathname}${from.search}`;
        else text = `${from.origin}${from.pathname.slice(0, from.pathname.lastIndexOf("/") + 1)}${text}`;
      }
      const match = absolute.exec(text);
      if (match === null) throw new TypeError(`Invalid URL: ${text.slice(0, 200)}`);
      this.protocol = (match[1] ?? "").toLowerCase();
      this.username = match[2] ?? "";
      this.password = match[3] ?? "";
      this.hostname = (match[4] ?? "").toLowerCase();
      this.port = match[5] === defaultPorts[this.protocol] ? "" : (match[5] ?? "");
      const special = objectHasOwn(defaultPorts, this.protocol);
      if (special && this.hostname === "") throw new TypeError(`Invalid URL: ${text.slice(0, 200)}`);
      this.pathname = withoutDots(match[6] === "" && special ? "/" : (match[6] ?? ""));
      this.searchParams = new URLSearchParams(match[7] ?? "");
      this.#search = match[7] === "?" ? "" : (match[7] ?? "");
      this.hash = match[8] === "#" ? "" : (match[8] ?? "");
    }
    #search = "";
    get search(): string {
      const query = this.searchParams.toString();
      return query === "" ? "" : this.#search !== "" && new URLSearchParams(this.#search).toString() === query ? this.#search : `?${query}`;
    }
    get host(): string {
      return this.port === "" ? this.hostname : `${this.hostname}:${this.port}`;
    }
    get origin(): string {
      return objectHasOwn(defaultPorts, this.protocol) ? `${this.protocol}//${this.host}` : "null";
    }
    get href(): string {
      const auth = this.username === "" ? "" : `${this.username}${this.password === "" ? "" : `:${this.password}`}@`;
      const authority = this.hostname === "" && !objectHasOwn(defaultPorts, this.protocol) ? "" : `//${auth}${this.host}`;
      return `${this.protocol}${authority}${this.pathname}${this.search}${this.hash}`;
    }
    toString(): string {
      return this.href;
    }
    toJSON(): string {
      return this.href;
    }
  }
  const base64Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const btoa = (input: unknown): string => {
    const text = toText(input);
    let out = "";
    for (let index = 0; index < text.length; index += 3) {
      const codes = [text.charCodeAt(index), text.charCodeAt(index + 1), text.charCodeAt(index + 2)];
      if (codes.some((code) => code > 255)) throw new ErrorClass("btoa: the string holds characters outside Latin-1");
      const [a = 0, b, c] = codes;
      out += base64Digits[a >> 2];
      out += base64Digits[((a & 3) << 4) | ((b || 0) >> 4)];
      out += Number.isNaN(b) ? "=" : base64Digits[(((b as number) & 15) << 2) | ((c || 0) >> 6)];
      out += Number.isNaN(c) ? "=" : base64Digits[(c as number) & 63];
    }
    return out;
  };
  const atob = (input: unknown): string => {
    const text = toText(input).replace(/[\s=]/g, "");
    let out = "";
    let bits = 0;
    let value = 0;
    for (const char of text) {
      const digit = base64Digits.indexOf(char === "-" ? "+" : char === "_" ? "/" : char);
      if (digit < 0) throw new ErrorClass("atob: the string is not valid base64");
      value = (value << 6) | digit;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out += String.fromCharCode((value >> bits) & 255);
      }
    }
    return out;
  };

  const globals: Record<string, unknown> = {
    URL,
    URLSearchParams,
    atob,
    btoa,
    page: pageProxy,
    console: sandboxConsole,
    setTimeout: schedule(false),
    setInterval: schedule(true),
    clearTimeout: cancel,
    clearInterval: cancel,
    queueMicrotask: (fn: () => void) => void apply(then, resolved(undefined), [fn]),
  };
  for (const [name, value] of entries(globals)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  // No WebAssembly (the context also refuses to compile it): its memories would be the largest allocations.
  delete (globalThis as { WebAssembly?: unknown }).WebAssembly;

  const deliver = (text: string): void => {
    const message = parse(text) as { type?: string; id?: number; ok?: boolean; value?: unknown; error?: string; url?: string; state?: typeof state | null; subscription?: number };
    if (message.state !== undefined && message.state !== null) state = message.state;
    else if (typeof message.url === "string") state = { ...state, url: message.url };
    if (message.type === "event" && typeof message.subscription === "number") {
      const handler = apply(mapGet, subscriptions, [message.subscription]) as ((value: unknown) => void) | undefined;
      if (handler !== undefined) handler(decodeValue(message.value, 0));
      return;
    }
    if (message.type === "reply" && typeof message.id === "number") {
      const waiter = apply(mapGet, pending, [message.id]) as { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
      apply(mapDelete, pending, [message.id]);
      if (message.ok === true) waiter?.resolve(decodeValue(message.value, 0));
      else waiter?.reject(new ErrorClass(typeof message.error === "string" ? message.error : "page call failed"));
      return;
    }
    if (message.type === "timer" && typeof message.id === "number") {
      const timer = apply(mapGet, timers, [message.id]) as { fn: unknown; args: unknown[]; repeat: number | undefined } | undefined;
      if (timer === undefined) return;
      if (timer.repeat === undefined) apply(mapDelete, timers, [message.id]);
      else postMessage({ type: "timer", id: message.id, ms: timer.repeat });
      if (typeof timer.fn === "function") {
        try {
          apply(timer.fn as (...args: unknown[]) => unknown, undefined, timer.args);
        } catch (error) {
          print("stderr")(error);
        }
      }
    }
  };

  const run = (code: () => unknown): void => {
    const succeed = (value: unknown) => {
      const refused = postMessage({ type: "done", result: stringifyResult(value) });
      if (refused === undefined) return;
      print("stderr")(`The result was not sent: ${refused}.`);
      postMessage({ type: "done", failed: true });
    };
    const fail = (error: unknown) => {
      print("stderr")(error);
      postMessage({ type: "done", failed: true });
    };
    try {
      apply(then, resolved(code()), [succeed, fail]);
    } catch (error) {
      fail(error);
    }
  };

  return { deliver, run };
}

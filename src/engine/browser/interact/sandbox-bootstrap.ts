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
  let currentUrl = "";

  // Arguments travel as JSON: functions as their source (page functions), regular expressions as source +
  // flags, each in an object keyed by the run's random tag, so plain data cannot pass for either.
  const encode = (value: unknown, depth: number): unknown => {
    if (depth > 16) return null;
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

  const proxy = (path: Step[]): unknown =>
    new ProxyClass(function page() {}, {
      get(_target, property) {
        if (typeof property !== "string" || property === "then") return undefined;
        if (path.length === 0 && property === "url") return () => currentUrl;
        if (has(children, property)) return proxy([...path, [property, null]]);
        if (has(builders, property)) return (...args: unknown[]) => proxy([...path, [property, encode(args, 0) as unknown[]]]);
        return (...args: unknown[]) => call(path, property, args);
      },
    });

  // Like Node's util.inspect on one line, so printed objects read as they would outside the sandbox.
  const identifier = /^[A-Za-z_$][\w$]*$/;
  const inspect = (value: unknown, depth: number, seen: unknown[]): string => {
    if (typeof value === "string") return depth === 0 ? value : `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n")}'`;
    if (typeof value === "bigint") return `${toText(value)}n`;
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

  const sandboxConsole = { log: print("stdout"), info: print("stdout"), debug: print("stdout"), warn: print("stderr"), error: print("stderr") };
  const globals: Record<string, unknown> = {
    page: proxy([]),
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
    const message = parse(text) as { type?: string; id?: number; ok?: boolean; value?: unknown; error?: string; url?: string };
    if (message.type === "reply" && typeof message.id === "number") {
      const waiter = apply(mapGet, pending, [message.id]) as { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
      apply(mapDelete, pending, [message.id]);
      if (typeof message.url === "string") currentUrl = message.url;
      if (message.ok === true) waiter?.resolve(message.value);
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

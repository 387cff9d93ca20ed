/**
 * The program of an interact code run's child process, started as `node --permission -e` (no file
 * access, no child processes, no workers, no native addons) inside its own network namespace where
 * the machine allows one. It must stay self-contained: it is sent as source text, so it may not
 * use imports or anything outside its own body.
 *
 * Its only way to the page is `page` (and `page.keyboard`, `page.mouse`, locators), a proxy whose
 * calls travel over IPC to the engine, which checks each against an allow-list.
 */
export function sandboxChildMain(): void {
  const vm = process.getBuiltinModule("node:vm");
  const send = (message: unknown) => process.send?.(message);

  // Defence in depth behind the network namespace: no sockets, datagrams or DNS from this process.
  const deny = (what: string) => () => {
    throw Object.assign(new Error(`${what} is not available to interact code: it reaches the network only through the page`), { code: "ERR_ACCESS_DENIED" });
  };
  const net = process.getBuiltinModule("node:net");
  const dgram = process.getBuiltinModule("node:dgram");
  const dns = process.getBuiltinModule("node:dns");
  for (const [owner, name, label] of [
    [net.Socket.prototype, "connect", "net"],
    [net.Server.prototype, "listen", "net"],
    [dgram.Socket.prototype, "send", "dgram"],
    [dgram.Socket.prototype, "bind", "dgram"],
    [dns, "lookup", "dns"],
    [dns, "resolve", "dns"],
    [dns.promises, "lookup", "dns"],
    [dns.promises, "resolve", "dns"],
  ] as const) {
    Object.defineProperty(owner, name, { value: deny(label), writable: false, configurable: false });
  }
  for (const name of ["fetch", "WebSocket", "EventSource", "XMLHttpRequest"]) {
    Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false });
  }

  const builders = new Set(["locator", "getByRole", "getByText", "getByLabel", "getByPlaceholder", "getByAltText", "getByTitle", "getByTestId", "first", "last", "nth", "filter", "and", "or", "frameLocator", "contentFrame"]);
  const children = new Set(["keyboard", "mouse", "touchscreen"]);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let currentUrl = "";

  const encode = (value: unknown, depth = 0): unknown => {
    if (depth > 20) return null;
    if (typeof value === "function") return { __fn: String(value) };
    if (value instanceof RegExp) return { __re: value.source, flags: value.flags };
    if (Array.isArray(value)) return value.map((item) => encode(item, depth + 1));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item, depth + 1)]));
    }
    return value;
  };

  type Step = [string, unknown[] | null];
  const call = (path: Step[], method: string, args: unknown[]) =>
    new Promise((resolve, reject) => {
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject });
      send({ type: "call", id, path, method, args: encode(args) });
    });

  const proxy = (path: Step[]): unknown =>
    new Proxy(function page() {}, {
      get(_target, property) {
        if (typeof property !== "string" || property === "then") return undefined;
        if (path.length === 0 && property === "url") return () => currentUrl;
        if (children.has(property)) return proxy([...path, [property, null]]);
        if (builders.has(property)) return (...args: unknown[]) => proxy([...path, [property, encode(args) as unknown[]]]);
        return (...args: unknown[]) => call(path, property, args);
      },
    });

  const print = (stream: NodeJS.WriteStream) => (...values: unknown[]) => {
    const text = values.map((value) => (typeof value === "string" ? value : (process.getBuiltinModule("node:util").inspect(value, { depth: 4 })))).join(" ");
    stream.write(`${text}\n`);
  };
  const sandboxConsole = { log: print(process.stdout), info: print(process.stdout), debug: print(process.stdout), warn: print(process.stderr), error: print(process.stderr) };

  const stringify = (value: unknown): string | null => {
    if (value === undefined) return null;
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };

  process.on("message", (message: { type: string; id?: number; ok?: boolean; value?: unknown; error?: string; url?: string; source?: string }) => {
    if (message.type === "reply" && message.id !== undefined) {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (typeof message.url === "string") currentUrl = message.url;
      if (message.ok === true) waiter?.resolve(message.value);
      else waiter?.reject(new Error(message.error ?? "page call failed"));
      return;
    }
    if (message.type !== "run" || typeof message.source !== "string") return;
    currentUrl = message.url ?? "";
    const context = vm.createContext({
      page: proxy([]),
      console: sandboxConsole,
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
    });
    Promise.resolve()
      .then(() => vm.runInContext(message.source as string, context, { filename: "interact-code.js" }) as unknown)
      .then(
        (value) => process.send?.({ type: "done", result: stringify(value) }, () => process.exit(0)),
        (error: unknown) => {
          process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
          process.send?.({ type: "done", failed: true }, () => process.exit(1));
        },
      );
  });
  send({ type: "ready" });
}

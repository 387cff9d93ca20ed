/**
 * The main program of an interact code run's child process, started as `node --permission -e` (no
 * file access, no child processes, no workers, no addons) in its own namespaces where the machine
 * allows. It is sent as source text (strict mode, see `childSource`), so it may use nothing outside
 * its own body; `bootstrapSource` is the text of `sandboxBootstrap`, compiled inside the code's context.
 *
 * The engine treats this process as compromised anyway (every message is checked there); this file
 * only makes getting here hard: the code's context holds no object of this realm, the one function
 * handed in (`post`) takes strings and never throws, and `process` loses what could reach other
 * processes before any code runs.
 */
export function sandboxChildMain(bootstrapSource: string): void {
  "use strict";
  const vm = process.getBuiltinModule("node:vm");
  const send = process.send?.bind(process);
  if (send === undefined) return;
  const timersOf = { set: setTimeout, clear: clearTimeout };
  const exit = process.exit.bind(process);

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
  // Whatever reaches `process` finds no way to signal or load anything.
  const proc = process as unknown as Record<string, unknown>;
  for (const name of ["kill", "_kill", "binding", "_linkedBinding", "dlopen", "_debugProcess", "_debugEnd", "getBuiltinModule", "mainModule", "setuid", "setgid", "seteuid", "setegid", "setgroups", "initgroups", "chdir"]) {
    try {
      Object.defineProperty(proc, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // A property that cannot be redefined stays; the permission model and namespaces still hold.
    }
  }

  const timers = new Map<number, NodeJS.Timeout>();
  // Set by the `run` message (the engine's limits, see sandbox-limits.ts); nothing is posted before it.
  let maxMessageChars = 0;
  let deliver: ((text: string) => void) | undefined;
  const deliverSafely = (message: unknown): void => {
    try {
      deliver?.(JSON.stringify(message));
    } catch {
      // The code broke its own realm; the engine's timeout ends the run.
    }
  };
  const finish = (message: unknown, code: number): void => {
    send(message, () => exit(code));
  };

  // The code's only way out: a JSON string in, nothing back, never an exception.
  const post = (text: unknown): void => {
    try {
      if (typeof text !== "string" || text.length > maxMessageChars) return;
      const message = JSON.parse(text) as { type?: unknown; id?: unknown; ms?: unknown; failed?: unknown };
      if (message.type === "timer" && typeof message.id === "number" && typeof message.ms === "number") {
        if (timers.size >= 10_000) return;
        const id = message.id;
        timers.set(
          id,
          timersOf.set(() => {
            timers.delete(id);
            deliverSafely({ type: "timer", id });
          }, Math.min(message.ms, 2_147_483_647)),
        );
      } else if (message.type === "clear" && typeof message.id === "number") {
        timersOf.clear(timers.get(message.id));
        timers.delete(message.id);
      } else if (message.type === "done") finish(message, message.failed === true ? 1 : 0);
      else send(message);
    } catch {
      // Nothing goes back to the code.
    }
  };

  // An engine that went away cannot kill the run at its timeout: leave with it.
  process.on("disconnect", () => exit(1));

  // The code's forgotten rejections are its own business: a note, not the end of the run.
  process.on("unhandledRejection", () => {
    send({ type: "out", stream: "stderr", text: "Warning: a promise was rejected and nothing handled it.\n" });
  });

  process.on("message", (message: { type?: string; source?: string; url?: string; state?: unknown; limits?: Record<string, unknown>; tag?: string }) => {
    if (message.type === "reply" || message.type === "event") {
      deliverSafely(message);
      return;
    }
    if (message.type !== "run" || typeof message.source !== "string" || deliver !== undefined) return;
    try {
      const context = vm.createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false } });
      const bootstrap = vm.runInContext(`"use strict"; var __name = (target) => target; (${bootstrapSource})`, context) as (
        post: (text: unknown) => void,
        settings: object,
      ) => { deliver: (text: string) => void; run: (code: () => unknown) => void };
      // Numbers and a hex tag only, rebuilt as a literal in the context: nothing of this realm goes in.
      const settings: Record<string, number | string> = { tag: /^[0-9a-f]{16,64}$/.test(String(message.tag)) ? String(message.tag) : "" };
      for (const name of ["maxOutputChars", "maxMessageChars", "maxMessageValues", "maxMessageDepth"]) settings[name] = Number(message.limits?.[name]) || 0;
      if (settings["tag"] === "") throw new Error("The sandbox was started without its settings.");
      maxMessageChars = settings["maxMessageChars"] as number;
      const inside = bootstrap(post, vm.runInContext(`(${JSON.stringify(settings)})`, context) as object);
      deliver = inside.deliver;
      deliverSafely({ type: "reply", id: 0, ok: true, url: message.url ?? "", state: message.state ?? null });
      const code = vm.runInContext(message.source, context, { filename: "interact-code.js" }) as () => unknown;
      inside.run(code);
    } catch (error) {
      send({ type: "out", stream: "stderr", text: `${error instanceof Error ? error.message : "The code could not start."}\n` });
      finish({ type: "done", failed: true }, 1);
    }
  });
  send({ type: "ready" });
}

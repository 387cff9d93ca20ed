/** One call of a client method, as middleware sees it. */
export interface ClientCall {
  /**
   * The method's path on the client: `scrape`, `interact`, `crawl.start`, `crawl.pages`,
   * `support.ask`, … Methods added in later releases show up here too.
   */
  readonly method: string;
  /** The arguments as the caller passed them (options, when given, are the last one). */
  readonly args: readonly unknown[];
  /**
   * The object the method was called on, as the caller sees it (this middleware in front). Objects
   * a call hands out that call back into the client (job handles) can be made on it.
   */
  readonly receiver: object;
}

/** Runs the call, with these arguments, on the client below the middleware. */
export type NextCall = (args: readonly unknown[]) => unknown;

/**
 * Sees every method call of a client and of its namespaces (`crawl`, `extract`, `agent`,
 * `support`, …) and returns what the method returns (a promise, or an async generator for
 * streams such as `crawl.pages`). Call `next(call.args)` to run it unchanged.
 */
export type ClientMiddleware = (call: ClientCall, next: NextCall) => unknown;

/**
 * Makes the middleware for one client. It is called again, with the new client, for every client
 * `withOptions()` derives, so derived clients keep the middleware.
 */
export type ClientMiddlewareFactory<C extends object> = (client: C) => ClientMiddleware;

interface Layer<C extends object> {
  /** The client below this layer (itself possibly wrapped). */
  inner: C;
  factory: ClientMiddlewareFactory<C>;
}

// Wrapped client → how it was made (for unwrapping and for telling which middleware a client has).
const layers = new WeakMap<object, Layer<object>>();

/**
 * `client` with `factory`'s middleware in front of every method, however deep (namespaces are
 * wrapped too) and whichever method it is: the one place calls pass through, so a middleware never
 * misses an operation. `isDerived` recognises results that are clients themselves (`withOptions`),
 * which get the same middleware.
 */
export function applyMiddleware<C extends object>(client: C, factory: ClientMiddlewareFactory<C>, isDerived: (value: unknown) => value is C): C {
  const middleware = factory(client);
  const wrapped = wrap(client, "", middleware, (value) => (isDerived(value) ? applyMiddleware(value, factory, isDerived) : value));
  layers.set(wrapped, { inner: client, factory } as unknown as Layer<object>);
  return wrapped;
}

/** The client below `client`'s outermost middleware, or `undefined` when it has none. */
export function innerClient<C extends object>(client: C): C | undefined {
  return layers.get(client)?.inner as C | undefined;
}

/** The middleware factories of `client`, outermost first. */
export function middlewareOf(client: object): ClientMiddlewareFactory<never>[] {
  const out: ClientMiddlewareFactory<never>[] = [];
  for (let layer = layers.get(client); layer; layer = layers.get(layer.inner)) out.push(layer.factory);
  return out;
}

function wrap<T extends object>(target: T, prefix: string, middleware: ClientMiddleware, rewrap: (value: unknown) => unknown): T {
  const cache = new Map<PropertyKey, unknown>();
  const receiver: T = new Proxy(target, {
    get(_, key) {
      if (cache.has(key)) return cache.get(key);
      // Getters run on the real object: it may keep its state in #private fields a proxy cannot reach.
      const value: unknown = Reflect.get(target, key, target);
      if (typeof key === "symbol" || key === "constructor") return typeof value === "function" ? value.bind(target) : value;
      let out: unknown;
      if (typeof value === "function") {
        const method = `${prefix}${key}`;
        out = (...args: unknown[]) => rewrap(middleware({ method, args, receiver }, (next) => Reflect.apply(value, target, next)));
      } else if (prefix === "" && isNamespace(value)) {
        // Namespaces are the client's own objects (`crawl`, …); what they hold (the transport) is not API.
        out = wrap(value, `${prefix}${key}.`, middleware, rewrap);
      } else {
        return value;
      }
      cache.set(key, out);
      return out;
    },
    // Writes would land on the wrapped object; a wrapped client is as read-only as the original's methods.
    set: () => false,
    defineProperty: () => false,
  });
  return receiver;
}

/** A namespace object (`client.crawl`, …): a class instance, not plain data. */
function isNamespace(value: unknown): value is object {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto !== null && proto !== Object.prototype;
}

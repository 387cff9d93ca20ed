/** Bounds of data copied out of a sandbox message. */
export interface PlainCopyLimits {
  maxDepth: number;
  /** Objects, arrays and values together. */
  maxNodes: number;
  /** Characters of all strings and keys together. */
  maxChars: number;
}

/** Data that cannot be copied safely: the run that sent it is ended. */
export class UnsafeData extends Error {
  override readonly name = "UnsafeData";
}

// Keys that change an object's prototype or reach constructors when assigned or merged somewhere.
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A fresh copy of JSON-shaped data, made of own enumerable properties only, built with
 * `Object.fromEntries` (never by assignment, so a `"__proto__"` key could not set a prototype even
 * if it were allowed), and bounded in depth, size and text. Anything else (a prototype key, a
 * function, a symbol, a cycle, a class instance) is refused. Checks then run on the copy, so what was
 * checked is exactly what is used.
 */
export function plainCopy(value: unknown, limits: PlainCopyLimits): unknown {
  const budget = { nodes: 0, chars: 0 };
  const copy = (item: unknown, depth: number): unknown => {
    budget.nodes += 1;
    if (budget.nodes > limits.maxNodes) throw new UnsafeData(`more than ${limits.maxNodes} values`);
    if (depth > limits.maxDepth) throw new UnsafeData(`nested deeper than ${limits.maxDepth} levels`);
    if (item === null || typeof item === "boolean") return item;
    if (typeof item === "number") {
      if (!Number.isFinite(item)) throw new UnsafeData("a number that is not finite");
      return item;
    }
    if (typeof item === "string") {
      budget.chars += item.length;
      if (budget.chars > limits.maxChars) throw new UnsafeData(`more than ${limits.maxChars} characters of text`);
      return item;
    }
    if (Array.isArray(item)) {
      if (Object.getPrototypeOf(item) !== Array.prototype) throw new UnsafeData("an array with a foreign prototype");
      return Array.from({ length: item.length }, (_, index) => copy(Object.hasOwn(item, index) ? item[index] : null, depth + 1));
    }
    if (typeof item === "object") {
      const prototype = Object.getPrototypeOf(item) as unknown;
      if (prototype !== Object.prototype && prototype !== null) throw new UnsafeData("an object that is not plain data");
      const pairs: [string, unknown][] = [];
      for (const key of Reflect.ownKeys(item)) {
        if (typeof key !== "string") throw new UnsafeData("a symbol key");
        if (forbiddenKeys.has(key)) throw new UnsafeData(`a "${key}" key`);
        const descriptor = Object.getOwnPropertyDescriptor(item, key);
        if (descriptor === undefined || !("value" in descriptor)) throw new UnsafeData(`an accessor property "${key.slice(0, 40)}"`);
        budget.chars += key.length;
        pairs.push([key, copy(descriptor.value, depth + 1)]);
      }
      if (budget.chars > limits.maxChars) throw new UnsafeData(`more than ${limits.maxChars} characters of text`);
      return Object.fromEntries(pairs);
    }
    throw new UnsafeData(`a value of type ${typeof item}`);
  };
  return copy(value, 0);
}

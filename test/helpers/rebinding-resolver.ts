import type { HostResolver } from "../../src/engine/fetch/guarded-lookup.js";

/**
 * A resolver for DNS-rebinding tests: `name` answers `first` at its first lookup and `later` at every
 * one after; any other name is not found. `lookups()` counts the lookups of `name`.
 */
export function rebindingResolver(name: string, first: string, later: string): { lookup: HostResolver; lookups(): number } {
  let count = 0;
  const lookup: HostResolver = async (hostname) => {
    if (hostname !== name) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    count += 1;
    return [{ address: count === 1 ? first : later, family: 4 }];
  };
  return { lookup, lookups: () => count };
}

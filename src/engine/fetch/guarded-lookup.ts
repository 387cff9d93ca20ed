import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockedAddressError } from "./fetch-failure.js";

/** One resolved address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a host name to its addresses. The engine uses the system resolver by default; tests and
 * special set-ups can pass their own (e.g. to map `site.test` to 127.0.0.1).
 */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (`dns.lookup`, all addresses, in the order the system returns them). */
export const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, order: "verbatim" }, (error, addresses: LookupAddress[]) => {
      if (error) reject(error);
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect` that refuses private addresses at connect time, so the address the
 * socket really dials is the one checked (no gap between a check and a second resolution).
 * A host with any private address is refused as a whole: mixing public and private answers is a
 * classic DNS-rebinding trick.
 */
export function createGuardedLookup(resolver: HostResolver, isBlocked: (address: string, hostname: string, resolution: readonly string[]) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname).then(
      (resolved) => {
        const resolution = resolved.map((entry) => entry.address);
        const blocked = resolved.find((entry) => isBlocked(entry.address, hostname, resolution));
        if (blocked !== undefined) {
          callback(new BlockedAddressError(hostname), "");
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted === undefined ? resolved : resolved.filter((entry) => entry.family === wanted);
        const first = usable[0];
        if (first === undefined) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = "ENOTFOUND";
          callback(error, "");
          return;
        }
        if (options.all === true) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

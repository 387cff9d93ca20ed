import { BlockList, isIP } from "node:net";
import { InvalidArgumentError } from "../../core/errors.js";
import { isPrivateAddress, unbracket } from "./address-policy.js";

/**
 * `allowPrivateNetwork`: `true` allows every private target, `false` none, and a list allows only
 * the host names, addresses and CIDR ranges it names (e.g. `["staging.internal", "10.1.0.0/16", "::1"]`).
 */
export type PrivateNetworkAllowance = boolean | readonly string[];

/**
 * Decides whether an address (reached for `hostname`, when known) must be refused. `resolution` is
 * every address the name resolved to in this lookup (a listed name is pinned to its first one).
 */
export type AddressBlocker = (address: string, hostname?: string, resolution?: readonly string[]) => boolean;

/** Host names whose first resolution is remembered at most (wildcard entries match unboundedly many names). */
const maxPinnedHosts = 10_000;

function addressKey(address: string): string {
  return (unbracket(address).split("%")[0] ?? address).toLowerCase();
}

/** Checks an allow-list entry; returns a message when it is neither a host name, an address nor a CIDR range. */
export function invalidAllowEntry(entry: string): string | undefined {
  const [network, prefix, extra] = unbracket(entry.trim()).split("/");
  if (network === undefined || network === "" || extra !== undefined) return `"${entry}" is not a host name, address or CIDR range`;
  const family = isIP(unbracket(network));
  if (prefix !== undefined) {
    const bits = Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > max) return `"${entry}" is not a valid CIDR range`;
    return undefined;
  }
  if (family !== 0) return undefined;
  return /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i.test(network)
    ? undefined
    : `"${entry}" is not a host name, address or CIDR range`;
}

/** Validates `allowPrivateNetwork` (throws an `InvalidArgumentError` that names the bad entry). */
export function checkPrivateNetworkAllowance(value: unknown): PrivateNetworkAllowance {
  if (value === undefined) return false;
  if (typeof value === "boolean") return value;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== "string")) {
    const message = "must be true, false or a list of host names, addresses and CIDR ranges";
    throw new InvalidArgumentError(`Invalid createLocalEngine options: allowPrivateNetwork: ${message}`, [{ path: ["allowPrivateNetwork"], message }]);
  }
  (value as string[]).forEach((entry, i) => {
    const problem = invalidAllowEntry(entry);
    if (problem !== undefined) {
      throw new InvalidArgumentError(`Invalid createLocalEngine options: allowPrivateNetwork.${i}: ${problem}`, [{ path: ["allowPrivateNetwork", i], message: problem }]);
    }
  });
  return Object.freeze([...(value as string[])]);
}

/**
 * The engine's refusal rule: private addresses are blocked unless `allow` is true, the address
 * lies in a listed address/range, or the host name asked for is listed (`*.example.internal`
 * matches its subdomains) and the address is one the name resolved to the first time the engine
 * looked it up. That pin defeats DNS rebinding: a listed name that later answers 127.0.0.1 (or
 * any other address) does not carry its trust over. Public addresses are never blocked.
 * Entries are not port-scoped: an allowed host or range is allowed on every port.
 */
export function createAddressBlocker(allow: PrivateNetworkAllowance, isPrivate: (address: string) => boolean = isPrivateAddress): AddressBlocker {
  if (allow === true) return () => false;
  if (allow === false || allow.length === 0) return (address) => isPrivate(address);
  const ranges = new BlockList();
  const hosts = new Set<string>();
  const suffixes: string[] = [];
  for (const raw of allow) {
    const entry = unbracket(raw.trim());
    const [network = "", prefix] = entry.split("/");
    const family = isIP(unbracket(network));
    if (family === 0) {
      const host = entry.toLowerCase().replace(/\.$/, "");
      if (host.startsWith("*.")) suffixes.push(host.slice(1));
      else hosts.add(host);
    } else if (prefix !== undefined) ranges.addSubnet(unbracket(network), Number(prefix), family === 6 ? "ipv6" : "ipv4");
    else ranges.addAddress(unbracket(network), family === 6 ? "ipv6" : "ipv4");
  }
  const hostAllowed = (hostname: string | undefined): string | undefined => {
    if (hostname === undefined) return undefined;
    const host = unbracket(hostname).toLowerCase().replace(/\.$/, "");
    return hosts.has(host) || suffixes.some((suffix) => host.endsWith(suffix)) ? host : undefined;
  };
  const pins = new Map<string, Set<string>>();
  const pinnedTo = (host: string, address: string, resolution: readonly string[] | undefined): boolean => {
    let pin = pins.get(host);
    if (pin === undefined) {
      if (pins.size >= maxPinnedHosts) return false;
      pin = new Set((resolution ?? [address]).map(addressKey));
      pins.set(host, pin);
    }
    return pin.has(addressKey(address));
  };
  return (address, hostname, resolution) => {
    const listed = hostAllowed(hostname);
    // Pinned on first sight, public answers included: a name first seen public never turns private.
    const pinned = listed !== undefined && pinnedTo(listed, address, resolution);
    if (!isPrivate(address)) return false;
    if (pinned) return false;
    const ip = unbracket(address).split("%")[0] ?? address;
    const family = isIP(ip);
    return !(family !== 0 && ranges.check(ip, family === 6 ? "ipv6" : "ipv4"));
  };
}

import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { ipv4Other, ipv4SpecialPurpose, ipv6Other, ipv6SpecialPurpose, type SpecialPurposeRange } from "./special-purpose-registry.js";

type Cidr<T> = [T, number];

function parseRanges<T extends ipaddr.IPv4 | ipaddr.IPv6>(ranges: readonly SpecialPurposeRange[], parse: (cidr: string) => Cidr<T>) {
  return ranges.map((range) => ({ range, cidr: parse(range.cidr) }));
}

// Parsed once: every range of both IANA special-purpose registries plus the few extras (see the registry file).
const refusedV4 = parseRanges([...ipv4SpecialPurpose, ...ipv4Other], (cidr) => ipaddr.IPv4.parseCIDR(cidr));
const refusedV6 = parseRanges([...ipv6SpecialPurpose, ...ipv6Other], (cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** Strips the brackets URL hostnames put around IPv6 literals. */
export function unbracket(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

function v4At(parts: number[], index: number): ipaddr.IPv4 {
  const high = parts[index] ?? 0;
  const low = parts[index + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The special-purpose range an IPv4 address lies in, if any. */
function refusedV4Range(address: ipaddr.IPv4): SpecialPurposeRange | undefined {
  return refusedV4.find(({ cidr }) => address.match(cidr))?.range;
}

/**
 * The special-purpose range an IPv6 address lies in, if any. Translation and tunnel prefixes
 * (NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by the IPv4 address they carry.
 */
function refusedV6Range(address: ipaddr.IPv6): SpecialPurposeRange | undefined {
  for (const { range, cidr } of refusedV6) {
    if (!address.match(cidr)) continue;
    if (range.embedsIpv4 === undefined) return range;
    const carried = range.embedsIpv4 === "6to4" ? v4At(address.parts, 1) : v4At(address.parts, 6);
    const inner = refusedV4Range(carried);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * The IANA special-purpose (or other never-public) range an IP address lies in, `undefined` for a
 * public address. Anything that is not a valid IP literal yields a pseudo-range: when in doubt, refuse.
 */
export function specialPurposeRangeOf(address: string): SpecialPurposeRange | undefined {
  const ip = unbracket(address);
  const withoutZone = ip.split("%")[0] ?? ip;
  const family = isIP(withoutZone);
  if (family === 0) return { cidr: "", name: "not an IP address", source: "" };
  const parsed = ipaddr.parse(withoutZone);
  return parsed.kind() === "ipv4" ? refusedV4Range(parsed as ipaddr.IPv4) : refusedV6Range(parsed as ipaddr.IPv6);
}

/**
 * Whether an IP address (v4 or v6, any textual form Node accepts) lies in a private, loopback,
 * link-local or otherwise special-purpose range (the whole IANA registries, v4 and v6, including
 * IPv4-mapped and IPv4-translated IPv6). Anything that is not a valid IP counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  return specialPurposeRangeOf(address) !== undefined;
}

/** The IP literal a URL hostname spells, if it is one (URL parsing already turned `2130706433` into `127.0.0.1`). */
export function ipLiteralOf(hostname: string): string | undefined {
  const host = unbracket(hostname);
  return isIP(host) === 0 ? undefined : host;
}

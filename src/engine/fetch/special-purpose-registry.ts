/**
 * The IANA special-purpose address registries, as data:
 * - "IANA IPv4 Special-Purpose Address Registry"
 *   https://www.iana.org/assignments/iana-ipv4-special-registry/ (RFC 6890, updated by RFC 8190)
 * - "IANA IPv6 Special-Purpose Address Registry"
 *   https://www.iana.org/assignments/iana-ipv6-special-registry/ (RFC 6890, updated by RFC 8190)
 * Every entry of both registries is listed (as of 2025), whatever its "Globally Reachable" column
 * says: a fetch on a caller's behalf has no business with anycast relays, AS112 sinks or test nets
 * either. A few ranges outside the special-purpose registries follow (multicast, deprecated
 * site-local, IPv4-compatible and IPv4-translated IPv6), each with its source.
 *
 * `embedsIpv4`: a translation/tunnel prefix whose last 32 bits (or bits 16–48 for 6to4) carry an
 * IPv4 address. Such an address is refused when the IPv4 address it carries is refused, and allowed
 * otherwise, so IPv6-only hosts behind NAT64/DNS64 still reach public IPv4 sites.
 */
export interface SpecialPurposeRange {
  /** Network address and prefix length, e.g. `"10.0.0.0/8"`. */
  cidr: string;
  name: string;
  /** RFC (or registry) that defines it. */
  source: string;
  embedsIpv4?: "last-32-bits" | "6to4";
}

/** IANA IPv4 Special-Purpose Address Registry, every entry. */
export const ipv4SpecialPurpose: readonly SpecialPurposeRange[] = [
  { cidr: "0.0.0.0/8", name: '"This network"', source: "RFC 791" },
  { cidr: "0.0.0.0/32", name: '"This host on this network"', source: "RFC 1122" },
  { cidr: "10.0.0.0/8", name: "Private-Use", source: "RFC 1918" },
  { cidr: "100.64.0.0/10", name: "Shared Address Space", source: "RFC 6598" },
  { cidr: "127.0.0.0/8", name: "Loopback", source: "RFC 1122" },
  { cidr: "169.254.0.0/16", name: "Link Local", source: "RFC 3927" },
  { cidr: "172.16.0.0/12", name: "Private-Use", source: "RFC 1918" },
  { cidr: "192.0.0.0/24", name: "IETF Protocol Assignments", source: "RFC 6890" },
  { cidr: "192.0.0.0/29", name: "IPv4 Service Continuity Prefix", source: "RFC 7335" },
  { cidr: "192.0.0.8/32", name: "IPv4 dummy address", source: "RFC 7600" },
  { cidr: "192.0.0.9/32", name: "Port Control Protocol Anycast", source: "RFC 7723" },
  { cidr: "192.0.0.10/32", name: "Traversal Using Relays around NAT Anycast", source: "RFC 8155" },
  { cidr: "192.0.0.170/32", name: "NAT64/DNS64 Discovery", source: "RFC 8880" },
  { cidr: "192.0.0.171/32", name: "NAT64/DNS64 Discovery", source: "RFC 8880" },
  { cidr: "192.0.2.0/24", name: "Documentation (TEST-NET-1)", source: "RFC 5737" },
  { cidr: "192.31.196.0/24", name: "AS112-v4", source: "RFC 7535" },
  { cidr: "192.52.193.0/24", name: "AMT", source: "RFC 7450" },
  { cidr: "192.88.99.0/24", name: "Deprecated (6to4 Relay Anycast)", source: "RFC 7526" },
  { cidr: "192.168.0.0/16", name: "Private-Use", source: "RFC 1918" },
  { cidr: "192.175.48.0/24", name: "Direct Delegation AS112 Service", source: "RFC 7534" },
  { cidr: "198.18.0.0/15", name: "Benchmarking", source: "RFC 2544" },
  { cidr: "198.51.100.0/24", name: "Documentation (TEST-NET-2)", source: "RFC 5737" },
  { cidr: "203.0.113.0/24", name: "Documentation (TEST-NET-3)", source: "RFC 5737" },
  { cidr: "240.0.0.0/4", name: "Reserved", source: "RFC 1112" },
  { cidr: "255.255.255.255/32", name: "Limited Broadcast", source: "RFC 919" },
];

/** IPv4 ranges outside the special-purpose registry that are still never a web site. */
export const ipv4Other: readonly SpecialPurposeRange[] = [
  { cidr: "224.0.0.0/4", name: "Multicast", source: "IANA IPv4 Multicast Address Space Registry (RFC 5771)" },
];

/** IANA IPv6 Special-Purpose Address Registry, every entry. */
export const ipv6SpecialPurpose: readonly SpecialPurposeRange[] = [
  { cidr: "::1/128", name: "Loopback Address", source: "RFC 4291" },
  { cidr: "::/128", name: "Unspecified Address", source: "RFC 4291" },
  { cidr: "::ffff:0:0/96", name: "IPv4-mapped Address", source: "RFC 4291" },
  { cidr: "64:ff9b::/96", name: "IPv4-IPv6 Translat.", source: "RFC 6052", embedsIpv4: "last-32-bits" },
  { cidr: "64:ff9b:1::/48", name: "IPv4-IPv6 Translat. (local use)", source: "RFC 8215" },
  { cidr: "100::/64", name: "Discard-Only Address Block", source: "RFC 6666" },
  { cidr: "100:0:0:1::/64", name: "Dummy IPv6 Prefix", source: "RFC 9780" },
  { cidr: "2001::/23", name: "IETF Protocol Assignments", source: "RFC 2928" },
  { cidr: "2001::/32", name: "TEREDO", source: "RFC 4380, RFC 8190" },
  { cidr: "2001:1::1/128", name: "Port Control Protocol Anycast", source: "RFC 7723" },
  { cidr: "2001:1::2/128", name: "Traversal Using Relays around NAT Anycast", source: "RFC 8155" },
  { cidr: "2001:1::3/128", name: "DNS-SD Service Registration Protocol Anycast", source: "RFC 9665" },
  { cidr: "2001:2::/48", name: "Benchmarking", source: "RFC 5180, RFC Errata 1752" },
  { cidr: "2001:3::/32", name: "AMT", source: "RFC 7450" },
  { cidr: "2001:4:112::/48", name: "AS112-v6", source: "RFC 7535" },
  { cidr: "2001:10::/28", name: "Deprecated (previously ORCHID)", source: "RFC 4843" },
  { cidr: "2001:20::/28", name: "ORCHIDv2", source: "RFC 7343" },
  { cidr: "2001:30::/28", name: "Drone Remote ID Protocol Entity Tags (DETs) Prefix", source: "RFC 9374" },
  { cidr: "2001:db8::/32", name: "Documentation", source: "RFC 3849" },
  { cidr: "2002::/16", name: "6to4", source: "RFC 3056", embedsIpv4: "6to4" },
  { cidr: "2620:4f:8000::/48", name: "Direct Delegation AS112 Service", source: "RFC 7534" },
  { cidr: "3fff::/20", name: "Documentation", source: "RFC 9637" },
  { cidr: "5f00::/16", name: "Segment Routing (SRv6) SIDs", source: "RFC 9602" },
  { cidr: "fc00::/7", name: "Unique-Local", source: "RFC 4193, RFC 8190" },
  { cidr: "fe80::/10", name: "Link-Local Unicast", source: "RFC 4291" },
];

/** IPv6 ranges outside the special-purpose registry that are still never a web site. */
export const ipv6Other: readonly SpecialPurposeRange[] = [
  { cidr: "::/96", name: "IPv4-Compatible (deprecated)", source: "RFC 4291 §2.5.5.1" },
  { cidr: "::ffff:0:0:0/96", name: "IPv4-translated", source: "RFC 2765 §2.1" },
  { cidr: "fec0::/10", name: "Site-Local (deprecated)", source: "RFC 3879" },
  { cidr: "ff00::/8", name: "Multicast", source: "RFC 4291" },
];

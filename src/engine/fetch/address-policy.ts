import { BlockList, isIP } from "node:net";

// Ranges a fetch on behalf of a caller must never reach unless the operator allows it:
// "this host", private, carrier-grade NAT, loopback, link-local, documentation, benchmarking,
// multicast and reserved space (RFC 6890 and friends).
const privateV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  privateV4.addSubnet(network, prefix, "ipv4");
}

const privateV6 = new BlockList();
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  // Local-use NAT64 (RFC 8215) and Teredo: both can tunnel to addresses the IPv4 rules would refuse.
  ["64:ff9b:1::", 48],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  privateV6.addSubnet(network, prefix, "ipv6");
}

/** Strips the brackets URL hostnames put around IPv6 literals. */
export function unbracket(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

/** Parses an IPv6 literal (with optional embedded dotted IPv4 tail) into 16 bytes. */
function ipv6Bytes(address: string): Uint8Array | undefined {
  let text = address.split("%")[0] ?? address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((part) => part > 255)) return undefined;
    // Rewrite the dotted tail as the two hex groups it stands for.
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined): number[] =>
    part === undefined || part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const groups =
    halves.length === 2 ? [...head, ...new Array<number>(Math.max(0, 8 - head.length - rest.length)).fill(0), ...rest] : head;
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return undefined;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

function v4FromBytes(bytes: Uint8Array, offset: number): string {
  return `${bytes[offset]}.${bytes[offset + 1]}.${bytes[offset + 2]}.${bytes[offset + 3]}`;
}

/**
 * IPv4 addresses an IPv6 address carries inside it (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`,
 * NAT64 `64:ff9b::/96`, 6to4 `2002::/16`), so `::ffff:127.0.0.1` cannot sneak past the IPv4 rules.
 */
function embeddedIpv4(bytes: Uint8Array): string | undefined {
  const zeroUpTo = (end: number) => bytes.subarray(0, end).every((b) => b === 0);
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4FromBytes(bytes, 12);
  if (zeroUpTo(12)) return v4FromBytes(bytes, 12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && bytes.subarray(4, 12).every((b) => b === 0)) {
    return v4FromBytes(bytes, 12);
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4FromBytes(bytes, 2);
  return undefined;
}

/**
 * Whether an IP address (v4 or v6, any textual form Node accepts) lies in a private, loopback,
 * link-local or otherwise non-public range. Anything that is not a valid IP counts as private:
 * when in doubt, refuse.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = unbracket(address);
  const family = isIP(ip);
  if (family === 4) return privateV4.check(ip, "ipv4");
  if (family !== 6) return true;
  const bytes = ipv6Bytes(ip);
  if (bytes === undefined) return true;
  const v4 = embeddedIpv4(bytes);
  if (v4 !== undefined && privateV4.check(v4, "ipv4")) return true;
  return privateV6.check(ip.split("%")[0] ?? ip, "ipv6");
}

/** The IP literal a URL hostname spells, if it is one (URL parsing already turned `2130706433` into `127.0.0.1`). */
export function ipLiteralOf(hostname: string): string | undefined {
  const host = unbracket(hostname);
  return isIP(host) === 0 ? undefined : host;
}

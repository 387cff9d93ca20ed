import { BlockList, isIP } from "node:net";
import { lazyValue } from "./lazy-value.js";

// Built on the first check: an import of the package should not pay for it.
const loopback = lazyValue(() => {
  const list = new BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addAddress("::1", "ipv6");
  list.addSubnet("::ffff:127.0.0.0", 104, "ipv6");
  return list;
});

/**
 * True for a host only this machine reaches: `localhost`, 127.0.0.0/8 in any spelling a URL accepts
 * (`127.1`), `::1` and IPv4-mapped loopback (`::ffff:127.0.0.1`), bracketed or not. The one answer to
 * "is this loopback?" for the client (no key needed), `serve` and the engine (a key needed beyond it).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  const asUrl = `http://${isIP(bare) === 6 ? `[${bare}]` : bare}/`;
  // The URL parser spells addresses one way (`127.1` → `127.0.0.1`, `::ffff:127.0.0.1` → `::ffff:7f00:1`).
  const name = URL.canParse(asUrl) ? new URL(asUrl).hostname.replace(/^\[|\]$/g, "") : bare;
  if (name.toLowerCase() === "localhost") return true;
  const family = isIP(name);
  return family !== 0 && loopback().check(name, family === 4 ? "ipv4" : "ipv6");
}

import { describe, expect, it } from "vitest";
import { ipLiteralOf, isPrivateAddress, specialPurposeRangeOf } from "../../src/engine/fetch/address-policy.js";
import { ipv4SpecialPurpose, ipv6SpecialPurpose } from "../../src/engine/fetch/special-purpose-registry.js";

const hostOf = (url: string) => ipLiteralOf(new URL(url).hostname);

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "64:ff9b:1::a00:1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "[::1]",
    "not-an-ip",
    // The whole IPv4-mapped / IPv4-translated space, whatever the IPv4 address it carries.
    "::ffff:8.8.8.8",
    "::ffff:0:808:808",
    "::ffff:0:7f00:1",
    "192.0.0.9",
    "192.31.196.1",
    "192.175.48.1",
    "3fff::1",
    "5f00::1",
    "100:0:0:1::1",
    "2001:2::1",
    "2620:4f:8000::1",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "2002:808:808::", "64:ff9b::808:808", "2a00:1450:4001::1"])(
    "allows %s",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it("sees through the URL spellings of loopback (decimal, hex, short, IPv6-mapped)", () => {
    for (const url of [
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "http://0/",
      "http://[::ffff:127.0.0.1]/",
      "http://[0:0:0:0:0:ffff:7f00:1]/",
      "http://[::1]/",
    ]) {
      const literal = hostOf(url);
      expect(literal, url).toBeDefined();
      expect(isPrivateAddress(literal as string), url).toBe(true);
    }
  });

  it("treats host names as names, not literals", () => {
    expect(hostOf("http://localhost/")).toBeUndefined();
    expect(hostOf("http://example.com/")).toBeUndefined();
  });
});

describe("the IANA special-purpose registries", () => {
  // First and last address of each registry range; translation prefixes carry 0.0.0.0 / 255.255.255.255 there.
  function edges(cidr: string): string[] {
    const [network, bits] = cidr.split("/") as [string, string];
    const prefix = Number(bits);
    if (network.includes(":")) {
      const full = network.endsWith("::") ? `${network}0` : network;
      const groups = full.split("::");
      const head = (groups[0] ?? "").split(":").filter(Boolean);
      const tail = (groups[1] ?? "").split(":").filter(Boolean);
      const parts = [...head, ...new Array<string>(8 - head.length - tail.length).fill("0"), ...tail].map((g) => Number.parseInt(g, 16));
      const last = parts.map((group, index) => {
        const fixed = Math.max(0, Math.min(16, prefix - index * 16));
        return group | (0xffff >> fixed);
      });
      return [parts.map((g) => g.toString(16)).join(":"), last.map((g) => g.toString(16)).join(":")];
    }
    const value = network.split(".").reduce((acc, octet) => acc * 256 + Number(octet), 0);
    const lastValue = value + 2 ** (32 - prefix) - 1;
    const dotted = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join(".");
    return [dotted(value), dotted(lastValue)];
  }

  it.each([...ipv4SpecialPurpose, ...ipv6SpecialPurpose].map((range) => [range.cidr, range.name] as const))(
    "refuses the first and last address of %s (%s)",
    (cidr) => {
      for (const address of edges(cidr)) expect(isPrivateAddress(address), `${cidr}: ${address}`).toBe(true);
    },
  );

  it("names the range that refused an address", () => {
    expect(specialPurposeRangeOf("::ffff:1.2.3.4")?.name).toBe("IPv4-mapped Address");
    expect(specialPurposeRangeOf("64:ff9b::a9fe:a9fe")?.name).toBe("Link Local");
    expect(specialPurposeRangeOf("8.8.8.8")).toBeUndefined();
  });
});

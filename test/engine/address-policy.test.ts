import { describe, expect, it } from "vitest";
import { ipLiteralOf, isPrivateAddress } from "../../src/engine/fetch/address-policy.js";

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
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8", "2002:808:808::"])(
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

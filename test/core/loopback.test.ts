import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "../../src/core/loopback.js";
import { isLoopbackBaseUrl } from "../../src/core/options.js";

// One answer to "is this loopback?" for the client, `serve` and the engine (they disagreed on `127.1`
// and `::ffff:127.0.0.1` when each had its own check).
describe("isLoopbackHost", () => {
  it.each(["localhost", "LOCALHOST", "127.0.0.1", "127.1", "127.255.0.9", "::1", "[::1]", "::ffff:127.0.0.1", "[::ffff:7f00:1]"])("%s is loopback", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(["0.0.0.0", "::", "10.0.0.1", "128.0.0.1", "::ffff:10.0.0.1", "localhost.example.com", "example.com", "192.168.1.2", ""])("%s is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it("reads base URLs the same way", () => {
    expect(isLoopbackBaseUrl("http://127.1:3002/v2")).toBe(true);
    expect(isLoopbackBaseUrl("http://[::ffff:127.0.0.1]:3002/v2")).toBe(true);
    expect(isLoopbackBaseUrl("https://api.example.com/v2")).toBe(false);
  });
});

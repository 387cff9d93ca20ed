import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import type { HostResolver } from "../../src/engine/fetch/guarded-lookup.js";
import { postJson } from "./engine-http.js";

// Internal names and what they resolve to: the answers must never say the latter.
const internal: Record<string, string> = {
  "intranet.test": "10.11.12.13",
  "db.corp.test": "172.20.30.40",
  "loop.test": "127.0.0.9",
  "v6.test": "fd12:3456:789a::1",
};
const lookup: HostResolver = async (hostname) => {
  const address = internal[hostname];
  if (address === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return [{ address, family: address.includes(":") ? 6 : 4 }];
};

describe("refusals of private targets do not say what a name resolved to", () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await createLocalEngine({ lookup, browser: false });
  });
  afterAll(async () => {
    await engine.close();
  });

  it.each(Object.entries(internal))("scrape, map and crawl of %s answer 403 without the address", async (host, address) => {
    const answers = [
      await postJson(`${engine.url}/scrape`, { url: `http://${host}/admin` }),
      await postJson(`${engine.url}/map`, { url: `http://${host}/` }),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(403);
      expect(body.code).toBe("SCRAPE_BLOCKED_ADDRESS");
      const text = JSON.stringify(body);
      expect(text).not.toContain(address);
      expect(text).toMatch(/private, loopback, link-local or otherwise reserved address/);
      expect(text).toMatch(/allowPrivateNetwork/);
    }
  });

  it("a crawl's per-page error does not name the address either", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: "http://intranet.test/", limit: 2 });
    expect(started.status).toBe(200);
    let errors: unknown;
    for (let i = 0; i < 200; i++) {
      const status = (await fetch(`${engine.url}/crawl/${started.body.id}`).then((r) => r.json())) as { status: string };
      if (status.status !== "scraping") {
        errors = await fetch(`${engine.url}/crawl/${started.body.id}/errors`).then((r) => r.json());
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const text = JSON.stringify(errors);
    expect(text).toMatch(/reserved address/);
    expect(text).not.toContain("10.11.12.13");
  });

  it("an IP literal in the URL is refused with the same text", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: "http://10.1.2.3/" });
    expect(status).toBe(403);
    expect(body.error).toMatch(/reserved address/);
  });
});

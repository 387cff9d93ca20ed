import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson, waitForCrawl } from "./engine-http.js";

const prose = "<p>This paragraph has enough words in it to count as real content for any reader of the page.</p>";

describe("support ask about a crawl of an IPv6 URL", () => {
  let server: Server;
  let origin: string;
  let engine: LocalEngine;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><html><head><title>v6</title></head><body><main><h1>v6 ${req.url}</h1>${prose}<a href="/a">A</a></main></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "::1", resolve));
    origin = `http://[::1]:${(server.address() as AddressInfo).port}`;
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
  });
  afterAll(async () => {
    await engine.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers (no 500) when the question names the URL in text, in parameters or by job id", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: `${origin}/`, limit: 3, includePaths: ["^/nothing"] });
    expect(started.status).toBe(200);
    await waitForCrawl(`${engine.url}/crawl/${started.body.id}`);
    const questions = [
      { question: `My crawl of ${origin}/ returned only one page. Why?` },
      { question: `My \`crawl\` call (POST /crawl) returned too few pages.\nRequest parameters: ${JSON.stringify({ url: `${origin}/`, includePaths: ["^/nothing"] })}` },
      { question: `Crawl ${started.body.id} found too few pages.` },
      { question: "My crawl of http://[::1 came back with nothing." },
    ];
    const answers: string[] = [];
    for (const body of questions) {
      const answer = await postJson(`${engine.url}/support/ask`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      answers.push(String(answer.body.answer));
    }
    // The bracketed host is read whole, so the crawl is found and diagnosed.
    expect(answers[0]).toContain(`${origin}/`);
    expect(answers[1]).toMatch(/includePaths/);
    expect(answers[2]).toMatch(/includePaths/);
    expect(answers[3]).toMatch(/could not read/);
  });
});

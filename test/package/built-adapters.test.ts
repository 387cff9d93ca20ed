import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPackage } from "./built-package.js";

const run = promisify(execFile);

// The adapters and the engine's model path as a user's plain `node` script runs them: from the
// bundled dist/ (no tsx, no source condition), every peer installed. The JSON format goes through
// the schema worker thread, which the bundle finds by path (workerEntry, src/core/worker-entry.ts).
const SCRIPT = `
import { createServer } from "node:http";
import { MockLanguageModelV4 } from "ai/test";
import { WebDataClient } from "webdata-kit";
import { createWebDataTools } from "webdata-kit/ai";
import { createWebDataTools as langchainTools, WebDataLoader } from "webdata-kit/langchain";
import { createLocalEngine } from "webdata-kit/engine";

const pages = { "/": "<h1>Home</h1><a href='/a'>a</a>", "/a": "<h1>Page A</h1>" };
const site = createServer((req, res) => res.writeHead(pages[req.url] ? 200 : 404, { "content-type": "text/html" }).end(pages[req.url] ?? ""));
await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
const base = "http://127.0.0.1:" + site.address().port;
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } };
const model = new MockLanguageModelV4({
  doGenerate: async () => ({ content: [{ type: "text", text: '{"title":"Home"}' }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] }),
});
const engine = await createLocalEngine({ browser: false, allowPrivateNetwork: true, model });
const options = { baseUrl: engine.url, apiKey: "" };
const out = {};
try {
  const client = new WebDataClient(options);
  const schema = { type: "object", properties: { title: { type: "string" } }, required: ["title"] };
  out.json = (await client.scrape({ url: base + "/", formats: [{ type: "json", schema }] })).json;
  const ai = await createWebDataTools(options).web_scrape.execute({ url: base + "/a" }, { toolCallId: "1", messages: [] });
  out.ai = ai.output.document.markdown;
  const tool = langchainTools(options).find((candidate) => candidate.name === "web_scrape");
  out.langchain = await tool.invoke({ url: base + "/a" });
  const docs = await new WebDataLoader({ ...options, mode: "crawl", url: base + "/", limit: 5 }).load();
  out.loader = docs.map((doc) => doc.metadata.source).sort();
} finally {
  await engine.close();
  site.close();
}
console.log(JSON.stringify(out));
`;

describe("the built package's adapters and engine model path, from a plain node script", () => {
  let pkg: string;
  beforeAll(async () => {
    pkg = await builtPackage();
    writeFileSync(path.join(pkg, "adapters-run.mjs"), SCRIPT);
  }, 600_000);

  it("JSON format (schema worker), AI SDK tool, LangChain tool and the crawl loader against a local engine", async () => {
    const { stdout } = await run(process.execPath, [path.join(pkg, "adapters-run.mjs")], { cwd: pkg, timeout: 90_000 });
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out["json"]).toEqual({ title: "Home" });
    expect(out["ai"]).toBe("# Page A");
    expect(out["langchain"]).toContain("# Page A");
    expect(out["loader"]).toEqual([expect.stringMatching(/\/$/), expect.stringMatching(/\/a$/)]);
  }, 120_000);
});

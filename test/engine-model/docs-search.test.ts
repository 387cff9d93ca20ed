import { describe, expect, it } from "vitest";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { DocsIndex, splitSections } from "../../src/engine/support/docs-index.js";
import { docsSearch } from "../../src/engine/support/docs-search.js";
import { postJson } from "../engine/engine-http.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";

// POST /support/docs-search (docs/api.md §8): the service searches its docs; the engine searches the docs shipped with this package.
describe("support docs-search on the engine", () => {
  it("without a model: ranks the package's own docs and quotes the best section, with evidence and zero usage", async () => {
    await using engine = await createLocalEngine();
    const { status, body } = await postJson(`${engine.url}/support/docs-search`, { question: "How does self-healing retry a failed scrape with the fixParameters?" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ requestId: expect.stringMatching(/^req_/), usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, durationMs: expect.any(Number) });
    expect(body.evidence[0]).toEqual({ pathOrUrl: "README.md#self-healing", reason: expect.stringMatching(/Self-healing.*covers/) });
    expect(body.answer).toMatch(/^From README\.md#self-healing/);
    expect(body.answer).toMatch(/fixParameters/);
  });

  it("through the client: finds where the engine's Chromium comes from", async () => {
    await using engine = await createLocalEngine({ browser: false });
    const client = new WebDataClient({ baseUrl: engine.url, apiKey: "" });
    const result = await client.support.docsSearch({ question: "How do I install Chromium for the local engine's browser?" });
    expect(result.evidence?.map((e) => e.pathOrUrl)).toContain("docs/engine.md#browser-chromium-in-the-engine");
    expect(result.answer).toMatch(/chromium-headless-shell/);
  });

  it("with a model: the model answers from the best sections, and its tokens are the usage", async () => {
    const { model, prompts } = scriptedTextModel(["Set allowPrivateNetwork to a list of hosts or CIDR ranges (README.md#safety-and-bounds)."]);
    await using engine = await createLocalEngine({ model });
    const { body } = await postJson(`${engine.url}/support/docs-search`, { question: "Can allowPrivateNetwork allow just one staging server?" });
    expect(body.answer).toBe("Set allowPrivateNetwork to a list of hosts or CIDR ranges (README.md#safety-and-bounds).");
    expect(body.usage).toEqual({ inputTokens: 100, outputTokens: 50, totalTokens: 150 });
    expect(prompts[0]).toContain("Question: Can allowPrivateNetwork allow just one staging server?");
    expect(prompts[0]).toMatch(/allowPrivateNetwork/);
  });

  it("says plainly when nothing matches, and refuses an invalid body like the service", async () => {
    await using engine = await createLocalEngine();
    const none = await postJson(`${engine.url}/support/docs-search`, { question: "zyxwv qqqq" });
    expect(none.status).toBe(200);
    expect(none.body.evidence).toEqual([]);
    expect(none.body.answer).toMatch(/None of webdata-kit's documentation matches/);
    const invalid = await postJson(`${engine.url}/support/docs-search`, { question: "" });
    expect(invalid).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  });

  it("splits markdown at headings outside code fences and ranks heading words first", async () => {
    const sections = splitSections("guide.md", "# Guide\nintro\n## Retries\nBackoff with jitter.\n```\n# not a heading\n```\n## Webhooks\nSigned payloads; retries are not sent.\n");
    expect(sections.map((s) => s.path)).toEqual(["guide.md#guide", "guide.md#retries", "guide.md#webhooks"]);
    expect(sections[1]?.text).toContain("# not a heading");
    const result = await docsSearch({ question: "how are retries done?" }, { index: new DocsIndex(sections) });
    expect(result.evidence[0]?.pathOrUrl).toBe("guide.md#retries");
    expect(result.evidence[0]?.reason).toContain("retries");
  });
});

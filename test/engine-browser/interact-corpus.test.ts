import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser } from "./browser-fixture.js";
import { corpusReport, runCorpus } from "./fixtures/corpus-runner.js";
import { startCorpusSite } from "./fixtures/corpus-site.js";

describeWithBrowser("interact code written for Playwright runs unchanged (issue 26, deliverable 3)", () => {
  let site: Awaited<ReturnType<typeof startCorpusSite>>;
  let engine: LocalEngine;
  let id: string;

  beforeAll(async () => {
    site = await startCorpusSite();
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/` });
    id = body.data.metadata.scrapeId as string;
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("runs the corpus: ≥ 95 % unchanged with the expected result, the rest refused for a stated safety reason", { timeout: 600_000 }, async () => {
    const filter = process.env["CORPUS_ONLY"];
    const outcomes = await runCorpus(async (code) => (await postJson(`${engine.url}/scrape/${id}/interact`, { code, timeout: 20 })).body, site.url, filter === undefined ? undefined : (snippet) => snippet.name.includes(filter));
    // The report line (the share that runs unchanged), as bench/interact-corpus.ts prints it.
    process.stdout.write(`${corpusReport(outcomes)}\n`);
    const failed = outcomes.filter((outcome) => outcome.verdict === "failed").map(({ snippet, result, stderr }) => ({ name: snippet.name, result, stderr: stderr.slice(0, 400) }));
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(filter === undefined ? 60 : 1);
    expect(outcomes.filter((outcome) => outcome.verdict === "ran").length / outcomes.length).toBeGreaterThanOrEqual(filter === undefined ? 0.95 : 0);
  });
});

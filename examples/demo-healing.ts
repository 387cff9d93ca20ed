/**
 * Step 7 of `npm start`: self-healing on a real failure, with no mock anywhere. An engine with
 * automatic rendering off (`browser: { autoRender: false }`) scrapes the site's JavaScript console
 * page and gets its empty application shell. `withSelfHealing` asks the engine's support, which
 * diagnoses the shell, proposes `waitFor`, validates it by re-running the scrape against itself, and
 * the retry returns the rendered content.
 */
import { WebDataClient, withSelfHealing, type HealingRecord } from "webdata-kit";
import { createLocalEngine } from "webdata-kit/engine";
import type { LanguageModel } from "ai";

/** What the healing step saw, for the report and the demo test. */
export interface HealingSummary {
  /** Characters of markdown the plain scrape (no rendering) returned. */
  plainChars: number;
  /** Support's answer: the diagnosis in 2–4 sentences. */
  diagnosis: string;
  confidence: string;
  validation: { tested: boolean; result: string; evidence: string } | null;
  /** The parameters support proposed and the retry applied. */
  fixParameters: Record<string, unknown>;
  outcome: string;
  /** First line of the healed document's markdown, and how the page was fetched. */
  firstLine: string;
  fetchedWith: unknown;
}

/** Scrapes `url` (a JavaScript-rendered page) on an engine that does not render on its own, then heals it. */
export async function healJavaScriptPage(url: string, model: LanguageModel | undefined): Promise<HealingSummary> {
  const engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { autoRender: false }, ...(model === undefined ? {} : { model }) });
  try {
    const client = new WebDataClient({ baseUrl: engine.url, apiKey: "" });
    const plain = await client.scrape({ url });
    const records: HealingRecord[] = [];
    const healing = withSelfHealing(client, { onHeal: (record) => records.push(record) });
    const healed = await healing.scrape({ url });
    const record = records[0];
    const validation = record?.validation ?? null;
    return {
      plainChars: (plain.markdown ?? "").trim().length,
      diagnosis: record?.answer ?? "(support was not asked)",
      confidence: record?.confidence ?? "",
      validation: validation === null ? null : { tested: validation.tested === true, result: String(validation.result ?? ""), evidence: String(validation.evidence ?? "") },
      fixParameters: record?.applied ?? {},
      outcome: record?.outcome ?? "not needed",
      firstLine: (healed.markdown ?? "").split("\n").find((line) => line.trim() !== "") ?? "",
      fetchedWith: healed.metadata?.["fetchedWith"],
    };
  } finally {
    await engine.close();
  }
}

/**
 * The main job (`npm start`): the whole toolkit in a few seconds, with no API key and no internet.
 *
 * It serves a bundled example site ("Harborline", 38 pages with nav, tables, code, robots.txt and a
 * sitemap) on 127.0.0.1, starts the embedded engine, and runs map → crawl → LangChain loader →
 * search → extract against it through the same `WebDataClient` you would point at the hosted service.
 * With a Chromium on the machine it also renders a JavaScript app, signs in to it in an interact
 * session, and heals a failed scrape of it with `withSelfHealing` (support ask on the engine). No
 * Chromium: those steps are skipped with a line saying how to get one; the rest runs.
 *
 *   npm start
 */
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { WebDataClient, createInteractSession } from "webdata-kit";
import { createLocalEngine } from "webdata-kit/engine";
import { WebDataLoader } from "webdata-kit/langchain";
import { healJavaScriptPage, type HealingSummary } from "./demo-healing.js";
import { demoModel } from "./demo-model.js";
import { startSiteServer } from "./site-server.js";

export interface DemoOptions {
  /** Receives each line of the report. @default console.log */
  log?: (line: string) => void;
  /** Receives crawl progress while it runs (e.g. to redraw one terminal line). @default none */
  progress?: (completed: number, total: number) => void;
  /** The engine's browser: found automatically, or off (to see the demo as a machine without Chromium does). @default "auto" */
  browser?: "auto" | false;
}

/** What the demo did; the numbers the report prints. */
export interface DemoSummary {
  siteOrigin: string;
  engineUrl: string;
  /** URLs `map` found. */
  mapped: number;
  /** Pages the crawl returned. */
  pages: number;
  /** URLs robots.txt kept the crawler away from. */
  robotsBlocked: string[];
  /** LangChain documents the loader produced from the crawl, and their total characters. */
  documents: number;
  documentChars: number;
  /** Pages the loader skipped (e.g. a 404 page), with the reason. */
  skipped: { url: string; reason: string }[];
  searchQuery: string;
  searchHits: number;
  topHits: { title: string; url: string }[];
  /** Plans an extract job read from the pricing page, and which model did it. */
  extracted: { plans: { name: string; price: string }[]; model: string; scripted: boolean; creditsUsed: number };
  /** Milliseconds per step, and in total. */
  timings: { map: number; crawl: number; loader: number; search: number; extract: number; browser: number; healing: number; total: number };
  /** The browser step: null when the engine has no Chromium (the report says how to get one). */
  browser: { renderedText: string; fetchedWith: unknown; interactResult: string | null } | null;
  /** The self-healing step (it needs the browser): null when skipped. */
  healing: HealingSummary | null;
}

const CONSOLE_SIGN_IN = `await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByLabel('User').fill('demo');
await page.getByLabel('Password').fill('harbor');
await page.getByRole('button', { name: 'Continue' }).click();
await page.textContent('#invoice')`;

const SEARCH_QUERY = "retry backoff jitter";

/** Runs the demo end to end and returns its summary; servers are always stopped. */
export async function runDemo(options: DemoOptions = {}): Promise<DemoSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const site = await startSiteServer();
  // The demo site listens on loopback. The engine refuses private and loopback addresses by default
  // (so a model-chosen URL cannot reach the machine's own network); this demo allows them on purpose.
  // Extract runs on a language model: a real one when the environment names one, else a labelled stand-in.
  const model = await demoModel();
  let browserProblem: string | null = null;
  const engine = await createLocalEngine({ allowPrivateNetwork: true, model: model.model, browser: options.browser ?? "auto" }).catch(async (error: unknown) => {
    // A WEBDATA_CHROMIUM that points nowhere: say so, and run everything that needs no browser.
    if (!/WEBDATA_CHROMIUM/.test(firstLine(error))) throw error;
    browserProblem = firstLine(error).split(". ")[0] ?? "";
    return createLocalEngine({ allowPrivateNetwork: true, model: model.model, browser: false });
  });
  try {
    // apiKey "" keeps a WEBDATA_API_KEY from your shell out of this local demo.
    const client = new WebDataClient({ baseUrl: engine.url, apiKey: "", pollIntervalMs: 100 });
    const path = (url: string) => new URL(url).pathname;
    log("webdata-kit demo: no API key, no internet");
    log(`  site    ${site.origin}  (Harborline, the bundled example site)`);
    log(`  engine  ${engine.url}  (embedded local engine, mdream ${engine.markdownEngine})`);
    log("");

    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const elapsed = now - mark;
      mark = now;
      return Math.round(elapsed);
    };

    const map = await client.map({ url: site.origin, limit: 500 });
    const mapMs = lap();
    log(row("1. map", `${map.links.length} URLs from sitemap.xml and the home page's links`, mapMs));
    log(`           ${map.links.slice(1, 6).map((link) => path(link.url)).join(", ")}, …`);

    const crawl = await client.crawl.run(
      { url: site.origin, limit: 100 },
      { onStatus: (status) => options.progress?.(status.completed ?? 0, status.total ?? 0) },
    );
    const problems = await client.crawl.errors(crawl.id);
    const robotsBlocked = problems.robotsBlocked ?? [];
    const crawlMs = lap();
    const blocked = robotsBlocked.length > 0 ? `, robots.txt kept out ${robotsBlocked.map(path).join(", ")}` : "";
    log(row("2. crawl", `${crawl.data.length} pages (${crawl.status})${blocked}`, crawlMs));

    // The loader turns the finished crawl's pages into LangChain documents, ready for a splitter.
    const loader = new WebDataLoader({ client, mode: "crawl", jobId: crawl.id });
    const documents = await loader.load();
    const documentChars = documents.reduce((sum, doc) => sum + doc.pageContent.length, 0);
    const skipped = (loader.lastSummary?.skipped ?? []).map((page) => ({ url: page.url, reason: describeSkip(page) }));
    const loaderMs = lap();
    const skippedText = skipped.length > 0 ? `; skipped ${skipped.map((page) => `${path(page.url)} (${page.reason})`).join(", ")}` : "";
    log(row("3. loader", `${documents.length} LangChain documents, ${documentChars.toLocaleString("en-US")} chars${skippedText}`, loaderMs));
    const sample = documents.find((doc) => String(doc.metadata.source).endsWith("/pricing")) ?? documents[0];
    if (sample) {
      const { source, title, language, statusCode, jobId } = sample.metadata as Record<string, unknown>;
      log(`           metadata: ${JSON.stringify({ source, title, language, statusCode, jobId: clip(String(jobId), 13) })}`);
    }

    const search = await client.search({ query: SEARCH_QUERY, limit: 3 });
    const hits = (search.web ?? []).map((hit) => ({ title: hit.title ?? hit.url ?? "", url: hit.url ?? "" }));
    const searchMs = lap();
    const provider = engine.capabilities.search.provider;
    log(row("4. search", `"${SEARCH_QUERY}" → ${hits.length} hits ${provider === "local" ? "from the engine's index (set WEBDATA_SEARXNG_URL, BRAVE_API_KEY or SERPER_API_KEY to search the web)" : `from ${provider}`}`, searchMs));
    for (const [index, hit] of hits.entries()) log(`           ${index + 1}. ${hit.title}  ${path(hit.url)}`);

    // A configured model that cannot answer (no key, server down) costs this step only, with the reason.
    const extractJob = await client.extract
      .run(
        {
          urls: [`${site.origin}/pricing`],
          prompt: "The plans and their monthly prices",
          schema: {
            type: "object",
            properties: { plans: { type: "array", items: { type: "object", properties: { name: { type: "string" }, price: { type: "string" } }, required: ["name", "price"] } } },
            required: ["plans"],
          },
        },
        { maxWaitMs: 120_000 },
      )
      .catch((error: unknown) => ({ data: undefined as unknown, creditsUsed: 0 as number | undefined, failure: firstLine(error) }));
    const plans = ((extractJob.data as { plans?: { name: string; price: string }[] } | undefined)?.plans ?? []).slice(0, 6);
    const extractMs = lap();
    const extractFailure: string | undefined = "failure" in extractJob ? String(extractJob.failure) : undefined;
    const extracted = extractFailure === undefined ? plans.map((plan) => `${plan.name} ${plan.price}`).join(", ") || "(nothing)" : `failed: ${clip(extractFailure, 90)}`;
    log(row("5. extract", `${extracted} — ${extractJob.creditsUsed ?? 0} credits`, extractMs));
    log(`           model: ${model.label}`);
    let browser: DemoSummary["browser"] = null;
    let healing: HealingSummary | null = null;
    const chromium = engine.capabilities.browser;
    if (chromium === null) {
      browserProblem ??= options.browser === false ? "the browser is turned off" : "no Chromium found";
    } else {
      try {
        // The console page is an application shell: the engine notices and renders it in Chromium.
        const rendered = await client.scrape({ url: `${site.origin}/console` });
        const renderedText = (rendered.markdown ?? "").split("\n").find((line) => line.includes("fleet")) ?? "";
        await using session = createInteractSession(client, { url: `${site.origin}/console` });
        const step = await session.interact({ code: CONSOLE_SIGN_IN });
        await session.stop();
        browser = { renderedText, fetchedWith: rendered.metadata?.["fetchedWith"], interactResult: step.result ?? null };
      } catch (error) {
        // A Chromium that is there but will not start (missing libraries, no sandbox rights) skips the browser steps only.
        browserProblem = `Chromium at ${chromium.executablePath} did not work: ${firstLine(error)}`;
      }
    }
    const browserMs = lap();
    if (browser !== null) {
      log(row("6. browser", `/console rendered by Chromium: "${clip(browser.renderedText, 60)}"`, browserMs));
      log(`           interact (code): signed in, read "${browser.interactResult ?? ""}"`);
      try {
        healing = await healJavaScriptPage(`${site.origin}/console`, model.model);
      } catch (error) {
        browserProblem = `the self-healing run failed: ${firstLine(error)}`;
      }
    } else {
      log(`6. browser  skipped: ${clip(browserProblem ?? "no browser", 120)}`);
      log("           Install Chromium (apt install chromium-headless-shell) or set WEBDATA_CHROMIUM=/path/to/chrome");
      log("           to see JavaScript rendering, an interact session and self-healing here.");
    }
    const healingMs = lap();
    if (healing !== null) {
      log(row("7. healing", `engine with autoRender off: plain scrape of /console → ${healing.plainChars} chars (an empty JavaScript shell)`, healingMs));
      const author = model.scripted ? "the rules' diagnosis, repeated by the scripted model" : `the rules' diagnosis, worded by ${model.label} when it answers`;
      log(`           support ask (${author}):`);
      for (const line of wrap(healing.diagnosis, 100, 3)) log(`             ${line}`);
      const validation = healing.validation;
      log(`           validation: ${validation === null ? "none" : `${validation.tested ? "tested" : "not tested"}, ${validation.result} — ${clip(validation.evidence, 90)}`}`);
      log(`           fixParameters ${JSON.stringify(healing.fixParameters)} (confidence ${healing.confidence}) → retry ${healing.outcome}: "${clip(healing.firstLine, 50)}"`);
    } else if (browser !== null) {
      log(`7. healing  skipped: ${browserProblem ?? "no result"}`);
    } else {
      log("7. healing  skipped: needs the browser (step 6).");
    }

    const total = Math.round(performance.now() - started);
    log("");
    log(`done in ${(total / 1000).toFixed(1)} s. Next: npm run webdata -- --help, or set WEBDATA_API_KEY for the hosted service.`);
    return {
      siteOrigin: site.origin,
      engineUrl: engine.url,
      mapped: map.links.length,
      pages: crawl.data.length,
      robotsBlocked,
      documents: documents.length,
      documentChars,
      skipped,
      searchQuery: SEARCH_QUERY,
      searchHits: hits.length,
      topHits: hits,
      extracted: { plans, model: model.label, scripted: model.scripted, creditsUsed: extractJob.creditsUsed ?? 0 },
      timings: { map: mapMs, crawl: crawlMs, loader: loaderMs, search: searchMs, extract: extractMs, browser: browserMs, healing: healingMs, total },
      browser,
      healing,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

function row(step: string, text: string, ms: number): string {
  return `${step.padEnd(10)} ${text}  [${ms} ms]`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Up to `lines` lines of at most `width` characters, the last one clipped. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (current !== "" && current.length + word.length + 1 > width) {
      out.push(current);
      current = "";
    }
    current = current === "" ? word : `${current} ${word}`;
  }
  if (current !== "") out.push(current);
  if (out.length <= lines) return out;
  return [...out.slice(0, lines - 1), clip(out.slice(lines - 1).join(" "), width)];
}

function firstLine(error: unknown): string {
  // Provider errors may carry terminal colours; the report is plain text.
  return stripVTControlCharacters(error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}

function describeSkip(page: { reason: string; statusCode?: number | undefined }): string {
  return page.reason === "http-status" && page.statusCode !== undefined ? `HTTP ${page.statusCode}` : page.reason;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // node:sqlite (the engine's search index) announces itself as experimental; not news for a demo.
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (!String(typeof warning === "string" ? warning : warning.message).includes("SQLite is an experimental")) {
      (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
    }
  }) as typeof process.emitWarning;
  const live = process.stdout.isTTY === true;
  const clear = () => live && process.stdout.write("\r\x1b[2K");
  try {
    await runDemo({
      log: (line) => {
        clear();
        console.log(line);
      },
      progress: (completed, total) => {
        if (live) process.stdout.write(`\r\x1b[2K   crawling… ${completed}/${total || "?"} pages`);
      },
    });
  } catch (error) {
    clear();
    console.error(`demo failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

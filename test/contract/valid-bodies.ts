import type { OperationName } from "../../src/server-kit/index.js";

/**
 * Valid request bodies for every operation of the registry that takes one: a minimal body (the
 * required fields only) and a maximal one (every documented field of the operation's schema, except
 * the few listed in `notInMaximal` with the reason). They point at `site`, a loopback test site.
 */
export interface BodyCase {
  operation: OperationName;
  kind: "minimal" | "maximal";
  body: Record<string, unknown>;
  /**
   * What the local engine lacks for this body when it runs without a model and a browser: it then
   * answers exactly 501 with a message naming it (docs/architecture.md, "The engine"). Unset: 2xx.
   */
  engineNeeds?: "model" | "browser";
}

/** Schema fields a maximal body leaves out, by operation, with the reason. */
export const notInMaximal: Partial<Record<OperationName, Record<string, string>>> = {
  search: { excludeDomains: "may not be combined with includeDomains, which the maximal body sends" },
  interact: { code: "may not be combined with prompt, which the maximal body sends (a second case sends code)" },
};

/** Every field of the scrape options, with values that are valid together. */
function scrapeOptions(): Record<string, unknown> {
  return {
    formats: [
      "markdown",
      "html",
      "rawHtml",
      "links",
      "images",
      "summary",
      { type: "screenshot", fullPage: true, quality: 80, viewport: { width: 1280, height: 800 } },
      { type: "json", prompt: "The page title", schema: { type: "object", properties: { title: { type: "string" } } } },
      { type: "changeTracking", modes: ["git-diff"], tag: "contract" },
      { type: "attributes", selectors: [{ selector: "a", attribute: "href" }] },
      { type: "question", question: "What is this page about?" },
      { type: "highlights", query: "contract" },
    ],
    onlyMainContent: true,
    onlyCleanContent: false,
    includeTags: ["main"],
    excludeTags: ["nav"],
    waitFor: 100,
    timeout: 30_000,
    maxAge: 0,
    minAge: 0,
    storeInCache: false,
    lockdown: false,
    actions: [
      { type: "wait", milliseconds: 10 },
      { type: "click", selector: "a" },
      { type: "scrape" },
    ],
    location: { country: "US", languages: ["en-US"] },
    mobile: false,
    proxy: "basic",
    parsers: ["pdf"],
    headers: { "x-contract": "1" },
    skipTlsVerification: false,
    removeBase64Images: true,
    blockAds: true,
    fastMode: false,
    redactPII: false,
    profile: { name: "contract", saveChanges: false },
    threatProtection: {},
    auditMetadata: { test: "contract" },
  };
}

/** Search's scrape options: the formats search allows (no changeTracking or attributes). */
function searchScrapeOptions(): Record<string, unknown> {
  const options = scrapeOptions();
  const formats = (options.formats as unknown[]).filter((format) => {
    const type = typeof format === "string" ? format : (format as { type: string }).type;
    return type !== "changeTracking" && type !== "attributes";
  });
  return { ...options, formats };
}

const common = { origin: "contract-test", integration: "webdata-kit-tests" };

export function validBodies(site: string): BodyCase[] {
  const page = `${site}/`;
  const webhook = { url: `${site}/hook`, headers: { "x-hook": "1" }, metadata: { run: "contract" }, events: ["completed"] };
  const schema = { type: "object", properties: { title: { type: "string" } }, required: ["title"] };
  return [
    { operation: "search", kind: "minimal", body: { query: "contract test" } },
    {
      operation: "search",
      kind: "maximal",
      engineNeeds: "browser",
      body: {
        query: "contract test",
        limit: 3,
        sources: ["web", "news"],
        categories: ["github"],
        includeDomains: ["example.com"],
        tbs: "qdr:w",
        filter: "",
        location: "Berlin,Germany",
        country: "de",
        lang: "de",
        safe: true,
        timeout: 30_000,
        ignoreInvalidURLs: true,
        highlights: true,
        scrapeOptions: searchScrapeOptions(),
        enterprise: ["default"],
        threatProtection: {},
        domainTools: false,
        toolDetail: "summary",
        ...common,
      },
    },
    { operation: "scrape", kind: "minimal", body: { url: page } },
    { operation: "scrape", kind: "maximal", engineNeeds: "browser", body: { url: page, ...scrapeOptions(), zeroDataRetention: false, ...common } },
    { operation: "map", kind: "minimal", body: { url: page } },
    {
      operation: "map",
      kind: "maximal",
      body: {
        url: page,
        search: "page",
        sitemap: "include",
        includeSubdomains: false,
        ignoreQueryParameters: true,
        limit: 10,
        timeout: 30_000,
        ignoreCache: true,
        location: { country: "US", languages: ["en-US"] },
        threatProtection: {},
        auditMetadata: { test: "contract" },
        ...common,
      },
    },
    { operation: "interact", kind: "minimal", engineNeeds: "browser", body: { prompt: "Read the heading" } },
    { operation: "interact", kind: "minimal", engineNeeds: "browser", body: { code: "1 + 1" } },
    { operation: "interact", kind: "maximal", engineNeeds: "browser", body: { prompt: "Read the heading", language: "node", timeout: 30, ...common } },
    { operation: "browser.create", kind: "minimal", engineNeeds: "browser", body: {} },
    {
      operation: "browser.create",
      kind: "maximal",
      engineNeeds: "browser",
      body: { ttl: 120, activityTtl: 60, streamWebView: false, profile: { name: "contract", saveChanges: false }, ...common },
    },
    { operation: "crawl.start", kind: "minimal", body: { url: page } },
    {
      operation: "crawl.start",
      kind: "maximal",
      engineNeeds: "browser",
      body: {
        url: page,
        limit: 2,
        includePaths: ["^/"],
        excludePaths: ["^/private/"],
        maxDiscoveryDepth: 1,
        sitemap: "skip",
        crawlEntireDomain: false,
        allowSubdomains: false,
        allowExternalLinks: false,
        ignoreQueryParameters: true,
        deduplicateSimilarURLs: true,
        regexOnFullURL: false,
        ignoreRobotsTxt: false,
        robotsUserAgent: "webdata-contract",
        delay: 0.01,
        maxConcurrency: 1,
        prompt: "Pages about contracts",
        scrapeOptions: scrapeOptions(),
        webhook,
        zeroDataRetention: false,
        threatProtection: {},
        ...common,
      },
    },
    { operation: "crawl.paramsPreview", kind: "minimal", engineNeeds: "model", body: { url: page, prompt: "Only the blog" } },
    { operation: "crawl.paramsPreview", kind: "maximal", engineNeeds: "model", body: { url: page, prompt: "Only the blog", ...common } },
    { operation: "batchScrape.start", kind: "minimal", body: { urls: [page] } },
    {
      operation: "batchScrape.start",
      kind: "maximal",
      engineNeeds: "browser",
      body: {
        urls: [page, `${site}/page-1`],
        ...scrapeOptions(),
        webhook,
        appendToId: "00000000-0000-4000-8000-000000000000",
        ignoreInvalidURLs: true,
        maxConcurrency: 1,
        zeroDataRetention: false,
        ...common,
      },
    },
    { operation: "extract.start", kind: "minimal", engineNeeds: "model", body: { prompt: "The site's name" } },
    {
      operation: "extract.start",
      kind: "maximal",
      engineNeeds: "model",
      body: {
        urls: [page],
        prompt: "The page title",
        schema,
        systemPrompt: "Be brief.",
        enableWebSearch: false,
        allowExternalLinks: false,
        includeSubdomains: false,
        ignoreSitemap: true,
        showSources: true,
        ignoreInvalidURLs: true,
        scrapeOptions: { formats: ["markdown"], onlyMainContent: true },
        agent: { model: "FIRE-1" },
        webhook,
        timeout: 60_000,
        limit: 5,
        urlTrace: false,
        threatProtection: {},
        ...common,
      },
    },
    { operation: "agent.start", kind: "minimal", engineNeeds: "model", body: { prompt: "Find the page title" } },
    {
      operation: "agent.start",
      kind: "maximal",
      engineNeeds: "model",
      body: {
        prompt: "Find the page title",
        urls: [page],
        schema,
        maxCredits: 50,
        strictConstrainToURLs: true,
        model: "spark-1-mini",
        effort: "low",
        webhook,
        threadId: "contract-thread",
        mode: "extract",
        exchange: {},
        threatProtection: {},
        auditMetadata: { test: "contract" },
        ...common,
      },
    },
    { operation: "support.ask", kind: "minimal", body: { question: "Why did my scrape return an empty page?" } },
    {
      operation: "support.ask",
      kind: "maximal",
      body: {
        question: "Why did my scrape return an empty page?",
        rationale: "The agent needs the page text.",
        context: { endpoint: "/v2/scrape", params: { url: page } },
        jobId: "00000000-0000-4000-8000-000000000000",
        ...common,
      },
    },
    { operation: "support.docsSearch", kind: "minimal", body: { question: "How do I scrape a PDF?" } },
    { operation: "support.docsSearch", kind: "maximal", body: { question: "How do I scrape a PDF?", ...common } },
  ];
}

/** The formats the local engine produces (plus screenshot, which needs its browser). */
const engineFormats = new Set(["markdown", "html", "rawHtml", "links", "images", "screenshot"]);

/**
 * The body as sent to the local engine: without what the engine says it does not have, which it
 * refuses with a 400/404 naming the field before any work (formats other than its own, PII
 * redaction, cache-only reads: `minAge`, adding to a running batch: `appendToId`). Everything else
 * of the maximal body stays.
 */
export function forEngine(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "minAge" || key === "appendToId" || (key === "redactPII" && value !== false) || (key === "lockdown" && value === true)) continue;
    if (key === "formats" && Array.isArray(value)) {
      out[key] = value.filter((format: unknown) => engineFormats.has(typeof format === "string" ? format : String((format as { type?: unknown }).type)));
    } else if (key === "scrapeOptions" && typeof value === "object" && value !== null) {
      out[key] = forEngine(value as Record<string, unknown>);
    } else {
      out[key] = value;
    }
  }
  return out;
}

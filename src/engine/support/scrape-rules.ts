import { installChromiumHint } from "../browser/find-chromium.js";
import type { SafeFetcher } from "../fetch/safe-fetch.js";
import type { Diagnosis, Validated, Validation } from "./diagnosis.js";
import { minUsefulText } from "./diagnosis.js";
import type { RequestLog, RequestLogEntry } from "./request-log.js";
import { callSelf, replayable, type SelfAccess } from "./self-call.js";

export interface ScrapeRuleDeps {
  log: RequestLog;
  /** Whether the engine has a browser (a JavaScript shell can be fixed only with one). */
  hasBrowser: boolean;
  fetcher: SafeFetcher;
  self: SelfAccess;
  signal?: AbortSignal | undefined;
}

const maxTimeoutMs = 300_000;

function markdownLength(body: Record<string, unknown>): number {
  const data = body.data as { markdown?: unknown } | undefined;
  return typeof data?.markdown === "string" ? data.markdown.trim().length : 0;
}

/** Re-runs the scrape with `fix` merged in and judges it by the markdown it returns. */
function scrapeValidator(deps: ScrapeRuleDeps, params: Record<string, unknown>, fix: Record<string, unknown>, before: number): () => Promise<Validation> {
  return async () => {
    const started = Date.now();
    const rerun = await callSelf(deps.self, "POST", "/scrape", { ...replayable(params), ...fix }, deps.signal);
    const took = Date.now() - started;
    const length = markdownLength(rerun.body);
    const change = Object.entries(fix).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ");
    if (rerun.status !== 200 || rerun.body.success !== true) {
      return { tested: true, result: "failure", evidence: `Re-scraped with ${change}: HTTP ${rerun.status}, ${String(rerun.body.error ?? "no document")}.` };
    }
    const ok = length >= minUsefulText && length > before;
    return {
      tested: true,
      result: ok ? "success" : "failure",
      evidence: `Re-scraped with ${change} in ${took} ms: the markdown has ${length} characters (before: ${before}).`,
    };
  };
}

/** Tries each `waitFor` in turn and keeps the first that brings the text: that one becomes the fix. */
function escalatingWait(deps: ScrapeRuleDeps, params: Record<string, unknown>, waits: number[], before: number, answer: (waitFor: number) => string): () => Promise<Validated> {
  return async () => {
    const tried: string[] = [];
    let last: Validation | undefined;
    for (const waitFor of waits) {
      // waitFor may be at most half of timeout (docs/api.md §2.2): a short timeout grows with it.
      const timeout = typeof params.timeout === "number" ? params.timeout : undefined;
      const fix = timeout !== undefined && timeout < waitFor * 2 ? { waitFor, timeout: waitFor * 2 + 10_000 } : { waitFor };
      last = await scrapeValidator(deps, params, fix, before)();
      if (last.result === "success") {
        const evidence = tried.length > 0 ? `${tried.join(" ")} ${last.evidence}` : last.evidence;
        return { ...last, evidence, fixParameters: fix, answer: answer(waitFor) };
      }
      tried.push(last.evidence);
      // A refusal (no browser, a blocked address) will not change with a longer wait.
      if (!/characters/.test(last.evidence)) break;
    }
    return { tested: true, result: "failure", evidence: tried.join(" ") || (last?.evidence ?? "") };
  };
}

/** Whether fetched HTML is an application shell: scripts, and next to no visible text. */
function looksLikeShell(html: string): boolean {
  const scripts = (html.match(/<script\b/gi) ?? []).length;
  const visible = html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return scripts > 0 && visible.length < 200;
}

/** Reads a failed or empty scrape from the engine's own log (re-running it first if the log has none). */
export async function diagnoseScrape(url: string, params: Record<string, unknown>, deps: ScrapeRuleDeps): Promise<Diagnosis> {
  const attempted: string[] = [];
  let entry = deps.log.latest(url);
  if (entry === undefined) {
    attempted.push("re-ran the scrape (the engine had no record of this URL)");
    await callSelf(deps.self, "POST", "/scrape", { ...replayable(params), url }, deps.signal).catch(() => undefined);
    entry = deps.log.latest(url);
  } else {
    attempted.push("read the engine's log of the request");
  }
  if (entry === undefined) {
    return { rule: "unknown", answer: `The engine could not fetch ${url} to look at it.`, fixParameters: null, blockedBy: "no record of the request", attempted, facts: { url } };
  }
  const facts = factsOf(entry);
  if (entry.error !== undefined) return failedFetch(entry, params, deps, attempted, facts);

  const status = entry.statusCode ?? 0;
  if (status === 401 || status === 403) {
    return {
      rule: "blocked",
      answer: `${url} answered HTTP ${status}: the site refuses this client. No request parameter changes that; the page needs permission (a login or an allow-listed client), or use another source.`,
      fixParameters: null,
      blockedBy: `the site answered HTTP ${status}`,
      attempted,
      facts,
    };
  }
  if (status === 404 || status === 410) {
    return { rule: "not-found", answer: `${url} answered HTTP ${status}: the page does not exist. Check the URL, or find the page with map or search.`, fixParameters: null, blockedBy: `HTTP ${status}`, attempted, facts };
  }
  if (status === 429 || status >= 500) {
    return { rule: "site-error", answer: `${url} answered HTTP ${status}: the site is overloaded or failing. Retry later; no parameter fixes it.`, fixParameters: null, blockedBy: `HTTP ${status}`, attempted, facts };
  }

  const length = entry.textLength ?? 0;
  if (length >= minUsefulText) {
    return { rule: "looks-fine", answer: `The engine fetched ${url} (HTTP ${status}) and produced ${length} characters of markdown; it found nothing to fix.`, fixParameters: null, attempted, facts };
  }
  attempted.push("fetched the page's HTML to see what it holds");
  const raw = await deps.fetcher.fetch(url, { signal: deps.signal }).then((r) => r.body.toString("utf8"), () => "");
  const shell = looksLikeShell(raw);
  facts.appShell = shell;
  if (shell && !deps.hasBrowser) {
    return {
      rule: "js-shell-no-browser",
      answer:
        `${url} is a JavaScript application: its HTML is an empty shell and the text appears only after scripts run, and this local engine has no browser to run them, ` +
        `so no request parameter fixes it here. ${installChromiumHint}`,
      fixParameters: null,
      blockedBy: "the page needs a browser and the engine has none",
      attempted,
      facts,
    };
  }
  if (shell || entry.fetchedWith === "browser") {
    const current = entry.options.waitForMs ?? 0;
    // Shortest wait first: a page that fills in at once should not cost every later scrape seconds.
    const waits = current > 0 ? [Math.min(current * 2, 30_000)] : [1000, 5000];
    const shellAnswer = (waitFor: number) =>
      `${url} is a JavaScript application: its HTML is an empty shell and the text appears only after scripts run, so the scrape ` +
      `(fetched with ${entry.fetchedWith ?? "fetch"}) got ${length} characters. Render it in the browser and wait for the content: waitFor ${waitFor} ms.`;
    attempted.push(`re-scraped with waitFor=${waits.join(", then ")} until the text appeared`);
    return {
      rule: "js-shell",
      answer: shellAnswer(waits[0] as number),
      fixParameters: { waitFor: waits[0] },
      attempted,
      validate: escalatingWait(deps, { ...params, url }, waits, length, shellAnswer),
      facts,
    };
  }
  if (params.onlyMainContent !== false) {
    const fix = { onlyMainContent: false };
    attempted.push("re-scraped with onlyMainContent=false");
    return {
      rule: "main-content",
      answer: `${url} came back with ${length} characters of main content; the page's text may sit outside what the main-content filter keeps. Scrape the whole page: onlyMainContent false.`,
      fixParameters: fix,
      attempted,
      validate: scrapeValidator(deps, { ...params, url }, fix, length),
      facts,
    };
  }
  return { rule: "empty", answer: `${url} (HTTP ${status}) has almost no text (${length} characters) even as a whole page; there may be nothing to read there.`, fixParameters: null, blockedBy: "the page has no text", attempted, facts };
}

function failedFetch(entry: RequestLogEntry, params: Record<string, unknown>, deps: ScrapeRuleDeps, attempted: string[], facts: Record<string, unknown>): Diagnosis {
  const { kind, message } = entry.error as { kind: string; message: string };
  if (kind === "timeout") {
    const current = entry.options.timeoutMs ?? (typeof params.timeout === "number" ? params.timeout : 30_000);
    const timeout = Math.min(Math.max(current * 3, 60_000), maxTimeoutMs);
    const fix = { timeout };
    attempted.push(`re-scraped with timeout=${timeout}`);
    return {
      rule: "timeout",
      answer: `The scrape of ${entry.url} timed out after ${entry.durationMs} ms (timeout ${current} ms): the site answers slowly. Allow it more time: timeout ${timeout} ms.`,
      fixParameters: fix,
      attempted,
      validate: scrapeValidator(deps, { ...params, url: entry.url }, fix, 0),
      facts,
    };
  }
  const reasons: Record<string, string> = {
    "blocked-address": "the URL resolves to a private or local address, which the engine refuses unless it is started with allowPrivateNetwork",
    dns: "the host name does not resolve; check the URL",
    tls: "the site's TLS certificate was refused",
    "too-large": "the page is larger than the engine accepts",
  };
  return {
    rule: kind,
    answer: `The scrape of ${entry.url} failed: ${reasons[kind] ?? message}. No request parameter changes that.`,
    fixParameters: null,
    blockedBy: reasons[kind] ?? message,
    attempted,
    facts,
  };
}

function factsOf(entry: RequestLogEntry): Record<string, unknown> {
  return {
    url: entry.url,
    finalUrl: entry.finalUrl,
    statusCode: entry.statusCode,
    contentType: entry.contentType,
    durationMs: entry.durationMs,
    textLength: entry.textLength,
    bytes: entry.bytes,
    fetchedWith: entry.fetchedWith,
    options: entry.options,
    error: entry.error,
    notes: entry.notes,
  };
}

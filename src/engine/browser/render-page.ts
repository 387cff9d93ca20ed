import type { Page, Response } from "playwright-core";
import type { ScrapeAction } from "../../operations/scrape-actions.js";
import { blockedMessage, FetchFailure, parseHttpUrl } from "../fetch/fetch-failure.js";
import type { FetchedResponse } from "../fetch/safe-fetch.js";
import type { BrowserHost, ContextSettings } from "./browser-host.js";
import { proxyFailureHeader } from "./egress-proxy.js";
import { scopeHeadersToOrigin } from "./origin-headers.js";
import { ActionFailure, runActions, takeScreenshot, type ActionResults, type SaveCapture, type ScreenshotRequest } from "./page-actions.js";

/** What the browser should do with a page before it is captured. */
export interface BrowserPageRequest extends ContextSettings {
  /** Milliseconds to wait after load (`waitFor`). */
  waitForMs?: number | undefined;
  actions?: readonly ScrapeAction[] | undefined;
  screenshot?: ScreenshotRequest | undefined;
}

/** A page rendered by the browser: the final DOM as a response the content pipeline reads, plus captures. */
export interface RenderedPage {
  response: FetchedResponse;
  screenshot?: string;
  actions?: ActionResults;
  /** Notes for the response's `warning` (a screenshot cut to the size limits). */
  notes?: string[];
}

/** Longest wait for the network to go quiet after `load` (scripts fetching their content). */
const settleMs = 3_000;
/** How long the network must stay quiet to count as settled. */
const quietMs = 150;

/**
 * Counts the page's requests in flight, so the render can wait until scripts have fetched their
 * content (Playwright's "networkidle" always costs 500 ms; most pages settle far sooner).
 */
function trackRequests(page: Page): { settled(limitMs: number): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    async settled(limitMs) {
      const until = Date.now() + limitMs;
      // Give scripts that run on load a moment to start their requests.
      await page.waitForTimeout(30);
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(25);
    },
  };
}

/** Loads `url` in `page` (already set up) and checks the answer. Throws `FetchFailure` like the fetch path. */
export async function navigate(host: BrowserHost, page: Page, url: string, timeoutMs: number): Promise<Response | null> {
  parseHttpUrl(url, "opened");
  const started = Date.now();
  const requests = trackRequests(page);
  let response: Response | null;
  try {
    await scopeHeadersToOrigin(page, url, host.callerHeaders(page.context()));
    response = await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
  } catch (error) {
    throw explainFailure(host, url, started, error);
  }
  const failure = response === null ? undefined : (await response.allHeaders())[proxyFailureHeader];
  if (failure !== undefined) throw explainFailure(host, url, started, new Error(`proxy answered ${failure}`), failure);
  await requests.settled(Math.min(settleMs, timeoutMs)).catch(() => {});
  return response;
}

/** Turns a navigation error into the fetch path's `FetchFailure`, using what the egress proxy saw. */
function explainFailure(host: BrowserHost, url: string, since: number, error: unknown, kind?: string): FetchFailure {
  const failures = host.proxyFailuresSince(since);
  const blocked = failures.find((entry) => entry.kind === "blocked");
  if (kind === "blocked" || blocked !== undefined) return new FetchFailure("blocked-address", blockedMessage(url), { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  if (kind === "dns" || failures.some((entry) => entry.kind === "dns")) {
    return new FetchFailure("dns", `DNS resolution failed for ${new URL(url).host}.`, { cause: error });
  }
  if (/Timeout \d+ms exceeded|timed out/i.test(message)) return new FetchFailure("timeout", `Timed out loading ${url} in the browser.`, { cause: error });
  if (/ERR_CERT|SSL/i.test(message)) return new FetchFailure("tls", `TLS error loading ${url} in the browser.`, { cause: error });
  return new FetchFailure("connection", `Could not load ${url} in the browser: ${message.split("\n")[0] ?? message}`, { cause: error });
}

/** The rendered DOM as a response, so the same content pipeline as the fetch path reads it. */
export async function snapshotResponse(page: Page, requestedUrl: string, response: Response | null): Promise<FetchedResponse> {
  const html = await page.content();
  const headers = response === null ? {} : await response.allHeaders();
  return {
    requestedUrl,
    url: page.url(),
    status: response?.status() ?? 200,
    // The DOM is serialised as HTML whatever the server sent, and always as UTF-8.
    headers: { ...headers, "content-type": "text/html; charset=utf-8" },
    contentType: "text/html",
    body: Buffer.from(html, "utf8"),
  };
}

/**
 * Renders one page in a fresh context: load, `waitFor`, actions, screenshot, then the final DOM.
 * The whole render is bounded by `timeoutMs`; the context is closed whatever happens.
 */
export async function renderPage(
  host: BrowserHost,
  url: string,
  request: BrowserPageRequest,
  save: SaveCapture,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  const context = await host.newContext(request);
  const closeOnAbort = () => void context.close().catch(() => {});
  signal?.addEventListener("abort", closeOnAbort, { once: true });
  const deadline = Date.now() + timeoutMs;
  const timer = setTimeout(closeOnAbort, timeoutMs + 1_000);
  try {
    const page = await context.newPage();
    const response = await navigate(host, page, url, timeoutMs);
    if (request.waitForMs !== undefined && request.waitForMs > 0) await page.waitForTimeout(Math.min(request.waitForMs, Math.max(0, deadline - Date.now())));
    const notes: string[] = [];
    const note = (text: string) => void notes.push(text);
    const actions = request.actions !== undefined && request.actions.length > 0 ? await runActions(page, request.actions, save, deadline, note) : undefined;
    const snapshot = await snapshotResponse(page, url, response);
    const screenshot = request.screenshot === undefined ? undefined : await takeScreenshot(page, request.screenshot, save, note);
    return { response: snapshot, notes, ...(screenshot === undefined ? {} : { screenshot }), ...(actions === undefined ? {} : { actions }) };
  } catch (error) {
    if (signal?.aborted === true) throw new FetchFailure("aborted", `Rendering ${url} was cancelled.`, { cause: error });
    if (error instanceof ActionFailure) throw error;
    if (Date.now() > deadline && !(error instanceof FetchFailure)) {
      throw new FetchFailure("timeout", `Timed out after ${timeoutMs} ms rendering ${url} in the browser.`, { cause: error });
    }
    throw error instanceof FetchFailure ? error : new FetchFailure("connection", `Rendering ${url} failed: ${String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", closeOnAbort);
    await context.close().catch(() => {});
  }
}

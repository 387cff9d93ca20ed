import type { Page, Response } from "playwright-core";
import type { ScrapeAction } from "../../operations/scrape-actions.js";
import { blockedMessage, FetchFailure, parseHttpUrl } from "../fetch/fetch-failure.js";
import type { FetchedResponse } from "../fetch/safe-fetch.js";
import type { BrowserHost, ContextSettings } from "./browser-host.js";
import { proxyFailureHeader } from "./egress-proxy.js";
import { scopeHeadersToOrigin } from "./origin-headers.js";
import { watchReveals } from "./reveal-marks.js";
import { emptyPageNote, prepareSettle, SETTLE_CAP_MS, trackRequests, waitForContent, waitForNetworkQuiet } from "./page-settle.js";
import { BRANDING_TIMEOUT_MS, readBranding, type Branding } from "./page-branding.js";
import { ActionFailure, runActions, takeScreenshot, type ActionResults, type SaveCapture, type ScreenshotRequest } from "./page-actions.js";

/** What the browser should do with a page before it is captured. */
export interface BrowserPageRequest extends ContextSettings {
  /** Milliseconds to wait after load (`waitFor`). */
  waitForMs?: number | undefined;
  actions?: readonly ScrapeAction[] | undefined;
  screenshot?: ScreenshotRequest | undefined;
  /** Read the page's branding (colours, fonts, logo …) from its computed styles once it has settled. */
  branding?: boolean | undefined;
}

/** A page rendered by the browser: the final DOM as a response the content pipeline reads, plus captures. */
export interface RenderedPage {
  response: FetchedResponse;
  screenshot?: string;
  actions?: ActionResults;
  /** The `branding` format, when asked for and the page let it be read. */
  branding?: Branding;
  /** Notes for the response's `warning` (a screenshot cut to the size limits). */
  notes?: string[];
}

/** A loaded page's answer, and a note when it still showed no text at the settle cap. */
export interface Navigation {
  response: Response | null;
  note?: string;
}

/**
 * Loads `url` in `page` (already set up) and checks the answer, then waits for the page to settle:
 * for its text (`waitForContent`), or, when the caller gives a fixed `waitForMs`, for the network
 * only (that fixed wait comes after, as on the service). Throws `FetchFailure` like the fetch path.
 */
export async function navigate(host: BrowserHost, page: Page, url: string, timeoutMs: number, options: { waitForMs?: number | undefined } = {}): Promise<Navigation> {
  parseHttpUrl(url, "opened");
  const started = Date.now();
  const requests = trackRequests(page);
  let response: Response | null;
  try {
    await prepareSettle(page);
    await scopeHeadersToOrigin(page, url, host.callerHeaders(page.context()));
    response = await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
  } catch (error) {
    throw explainFailure(host, url, started, error);
  }
  const failure = response === null ? undefined : (await response.allHeaders())[proxyFailureHeader];
  if (failure !== undefined) throw explainFailure(host, url, started, new Error(`proxy answered ${failure}`), failure);
  const capMs = Math.min(SETTLE_CAP_MS, Math.max(0, started + timeoutMs - Date.now()));
  if ((options.waitForMs ?? 0) > 0) {
    await waitForNetworkQuiet(page, requests, capMs).catch(() => {});
    return { response };
  }
  const settled = await waitForContent(page, requests, capMs).catch(() => undefined);
  return settled === undefined || settled.hasContent ? { response } : { response, note: emptyPageNote(capMs, settled.textChars) };
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
    const { response, note: emptyNote } = await navigate(host, page, url, timeoutMs, { waitForMs: request.waitForMs });
    if (request.waitForMs !== undefined && request.waitForMs > 0) await page.waitForTimeout(Math.min(request.waitForMs, Math.max(0, deadline - Date.now())));
    // Actions may be what shows the text: the note is for pages left as they loaded.
    const notes: string[] = emptyNote === undefined || (request.actions?.length ?? 0) > 0 ? [] : [emptyNote];
    const note = (text: string) => void notes.push(text);
    let actions: ActionResults | undefined;
    if (request.actions !== undefined && request.actions.length > 0) {
      const reveals = await watchReveals(page);
      actions = await runActions(page, request.actions, save, deadline, note);
      await reveals.mark();
    }
    const snapshot = await snapshotResponse(page, url, response);
    const screenshot = request.screenshot === undefined ? undefined : await takeScreenshot(page, request.screenshot, save, note);
    // Bounded by what is left of the render (at least a moment), so a page that stalls its own thread costs no more.
    const branding = request.branding === true ? await readBranding(page, Math.min(BRANDING_TIMEOUT_MS, Math.max(500, deadline - Date.now()))) : undefined;
    if (branding?.note !== undefined) note(branding.note);
    return {
      response: snapshot,
      notes,
      ...(screenshot === undefined ? {} : { screenshot }),
      ...(actions === undefined ? {} : { actions }),
      ...(branding?.branding === undefined ? {} : { branding: branding.branding }),
    };
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

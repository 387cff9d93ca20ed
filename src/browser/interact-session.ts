import type { InteractParams, InteractResult, ScrapeResult, WebDataClient } from "../client.js";
import { checkOptions } from "../core/options-schema.js";
import { interactSessionOptionsSchema } from "./session-options-schema.js";
import { assertValid } from "../client/invoke.js";
import { APIError, APIUserAbortError, GoneError, InvalidArgumentError, NotFoundError, WebDataError } from "../core/errors.js";
import { interactRequestSchema } from "../operations/interact.js";
import { resolveClient, type ClientInput } from "../client/client-source.js";
import { SerialQueue } from "./serial-queue.js";
import {
  SERVICE_IDLE_MS,
  SERVICE_TTL_MS,
  browserExpiresAt,
  describeReopen,
  reopenReasonOf,
  sameUrl,
  type LivePage,
} from "./session-lifetime.js";
import type {
  InteractSession,
  InteractSessionOptions,
  InteractSessionState,
  ReopenReason,
  SessionCallOptions,
  SessionInteractParams,
  SessionInteractResult,
  SessionOpenResult,
  SessionReopen,
  SessionStopResult,
  SessionSwitch,
} from "./session-types.js";

/**
 * Creates a stateful browser session: it scrapes a page, drives that page's live browser with
 * prompts or code, re-opens it when the service has ended it, and stops it (billing ends) on
 * `stop()` or at the end of an `await using` block. Calls on one session run one at a time.
 *
 * ```ts
 * await using session = createInteractSession({ apiKey }, { url: "https://example.com" });
 * const { output } = await session.interact({ prompt: "Open the pricing page" });
 * ```
 */
export function createInteractSession(client?: ClientInput, options: InteractSessionOptions = {}): InteractSession {
  checkOptions(interactSessionOptionsSchema, options, "createInteractSession");
  return new BrowserSession(resolveClient(client, "createInteractSession"), options);
}

class BrowserSession implements InteractSession {
  private readonly queue = new SerialQueue();
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly idleMs: number;
  private url: string | undefined;
  private page: LivePage | undefined;
  /** Set when the service ended the page and no re-open has succeeded yet: the next open reports it. */
  private lost: { reason: ReopenReason; previousScrapeId: string } | undefined;

  constructor(
    private readonly client: WebDataClient,
    private readonly options: InteractSessionOptions,
  ) {
    this.now = options.clock ?? Date.now;
    this.ttlMs = options.ttlMs ?? SERVICE_TTL_MS;
    this.idleMs = options.idleMs ?? SERVICE_IDLE_MS;
  }

  get state(): InteractSessionState {
    const page = this.page;
    return {
      open: page !== undefined,
      busy: this.queue.pending > 0,
      url: this.url ?? this.options.url,
      scrapeId: page?.scrapeId,
      liveViewUrl: page?.liveViewUrl,
      interactiveLiveViewUrl: page?.interactiveLiveViewUrl,
      openedAt: page?.openedAt,
      lastActivityAt: page?.lastActivityAt,
      expiresAt: page ? browserExpiresAt(page, this.ttlMs, this.idleMs) : undefined,
    };
  }

  async open(url: string, options: SessionCallOptions = {}): Promise<SessionOpenResult> {
    checkUrl(url);
    return this.queue.run(async () => {
      if (this.page && sameUrl(this.url, url)) {
        return { url: this.url ?? url, scrapeId: this.page.scrapeId, reused: true };
      }
      const switched = this.page ? await this.switchAway(options.signal) : undefined;
      const document = await this.load(url, options.signal);
      return { url, scrapeId: this.requirePage().scrapeId, reused: false, document, switched };
    }, options.signal);
  }

  async interact(params: SessionInteractParams, options: SessionCallOptions = {}): Promise<SessionInteractResult> {
    const { url: askedUrl, ...call } = params;
    if (askedUrl !== undefined) checkUrl(askedUrl);
    // Bad input fails before anything is scraped or billed.
    assertValid(interactRequestSchema, call, "interact");
    return this.queue.run(() => this.interactInTurn(call, askedUrl, options.signal), options.signal);
  }

  async stop(options: SessionCallOptions = {}): Promise<SessionStopResult> {
    return this.queue.run(async () => {
      this.lost = undefined;
      return this.page ? this.stopPage(options.signal) : { stopped: false };
    }, options.signal);
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.stop();
  }

  private async interactInTurn(call: InteractParams, askedUrl: string | undefined, signal?: AbortSignal): Promise<SessionInteractResult> {
    const target = askedUrl ?? this.url ?? this.options.url;
    if (target === undefined) {
      throw new InvalidArgumentError("No page is open in this browser session: pass `url` (or call open(url) first).", [
        { path: ["url"], message: "required while no page is open" },
      ]);
    }
    let switched: SessionSwitch | undefined;
    let reopened: SessionReopen | undefined;
    let justLoaded = false;
    if (this.page && !sameUrl(this.url, target)) switched = await this.switchAway(signal);
    if (!this.page) {
      const lost = sameUrl(this.url, target) ? this.lost : undefined;
      await this.load(target, signal);
      justLoaded = true;
      if (lost) reopened = describeReopen(lost.reason, lost.previousScrapeId, target);
    } else if (this.isExpired()) {
      reopened = await this.reopen("expired", signal);
      justLoaded = true;
    }

    let result: InteractResult;
    try {
      result = await this.send(call, signal);
    } catch (error) {
      const reason = reopenReasonOf(error);
      if (reason === undefined) throw error;
      // A page scraped moments ago that is already gone will not do better on a second try.
      if (justLoaded) {
        this.markLost(reason);
        throw error;
      }
      reopened = await this.reopen(reason, signal);
      try {
        result = await this.send(call, signal);
      } catch (retryError) {
        const retryReason = reopenReasonOf(retryError);
        if (retryReason) this.markLost(retryReason);
        throw retryError;
      }
    }
    const page = this.requirePage();
    return { ...result, url: this.url ?? target, scrapeId: page.scrapeId, reopened, switched };
  }

  private async send(call: InteractParams, signal?: AbortSignal): Promise<InteractResult> {
    const page = this.requirePage();
    page.browserStartedAt ??= this.now();
    try {
      const result = await this.client.interact(page.scrapeId, call, { signal });
      page.lastActivityAt = this.now();
      if (result.liveViewUrl) page.liveViewUrl = result.liveViewUrl;
      if (result.interactiveLiveViewUrl) page.interactiveLiveViewUrl = result.interactiveLiveViewUrl;
      return result;
    } catch (error) {
      // The browser answered (e.g. 502 agent failure), so it counts as activity.
      if (error instanceof APIError && reopenReasonOf(error) === undefined) page.lastActivityAt = this.now();
      throw error;
    }
  }

  /** Scrapes `url` (with the session's scrape options) and holds its scrape id. */
  private async load(url: string, signal?: AbortSignal): Promise<ScrapeResult> {
    const document = await this.client.scrape({ ...this.options.scrapeOptions, url }, { signal });
    const scrapeId = document.metadata?.scrapeId;
    if (typeof scrapeId !== "string" || scrapeId === "") {
      throw new WebDataError(`The scrape of ${url} returned no metadata.scrapeId, so no browser session can be opened on it.`);
    }
    this.url = url;
    this.page = { scrapeId, openedAt: this.now() };
    this.lost = undefined;
    return document;
  }

  private async reopen(reason: ReopenReason, signal?: AbortSignal): Promise<SessionReopen> {
    const previous = this.requirePage();
    const url = this.url as string;
    // By our clock it has ended; stop it anyway in case the service's clock disagrees, so it is not billed on.
    const previousStop = reason === "expired" ? await this.stopQuietly(previous.scrapeId, signal) : undefined;
    this.markLost(reason);
    await this.load(url, signal);
    return describeReopen(reason, previous.scrapeId, url, previousStop);
  }

  private async switchAway(signal?: AbortSignal): Promise<SessionSwitch> {
    const previous = this.requirePage();
    const previousUrl = this.url as string;
    const stop = await this.stopPage(signal);
    return { previousUrl, previousScrapeId: previous.scrapeId, stop };
  }

  private async stopPage(signal?: AbortSignal): Promise<SessionStopResult> {
    const { scrapeId, browserStartedAt } = this.requirePage();
    // No browser step was ever sent: the service has no browser to stop.
    if (browserStartedAt === undefined) {
      this.page = undefined;
      return { stopped: true, scrapeId, alreadyEnded: true };
    }
    try {
      const response = await this.client.stopInteraction(scrapeId, { signal });
      this.page = undefined;
      return { stopped: true, scrapeId, creditsBilled: response.creditsBilled, sessionDurationMs: response.sessionDurationMs };
    } catch (error) {
      if (!(error instanceof NotFoundError || error instanceof GoneError)) throw error;
      this.page = undefined;
      return { stopped: true, scrapeId, alreadyEnded: true };
    }
  }

  private async stopQuietly(scrapeId: string, signal?: AbortSignal): Promise<SessionStopResult | undefined> {
    try {
      const response = await this.client.stopInteraction(scrapeId, { signal });
      return { stopped: true, scrapeId, creditsBilled: response.creditsBilled, sessionDurationMs: response.sessionDurationMs };
    } catch (error) {
      if (error instanceof APIUserAbortError) throw error;
      return undefined;
    }
  }

  private markLost(reason: ReopenReason): void {
    if (this.page) this.lost = { reason, previousScrapeId: this.page.scrapeId };
    this.page = undefined;
  }

  private isExpired(): boolean {
    const expiresAt = this.page ? browserExpiresAt(this.page, this.ttlMs, this.idleMs) : undefined;
    return expiresAt !== undefined && this.now() >= expiresAt;
  }

  private requirePage(): LivePage {
    if (!this.page) throw new WebDataError("Internal error: the browser session has no open page.");
    return this.page;
  }
}

function checkUrl(url: unknown): void {
  if (typeof url !== "string" || url.trim() === "") {
    throw new InvalidArgumentError(`Invalid url ${JSON.stringify(url)}: expected the address of a web page`, [
      { path: ["url"], message: "must be a non-empty string" },
    ]);
  }
}

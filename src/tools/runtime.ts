import type { SessionRegistry } from "../browser/session-registry.js";
import type { WebDataClient } from "../client.js";
import { pickClientOptions, withoutClientOptions } from "../client/client-option-keys.js";
import type { WebDataClientSource } from "../client/client-source.js";
import { resolveClientOptions } from "../core/options.js";
import { CreditLedger } from "./credit-ledger.js";
import {
  DEFAULT_MAX_OUTPUT_TOKENS,
  DEFAULT_MAX_WAIT_MS,
  maxWaitOf,
  type InteractToolSettings,
  type WebDataToolsOptions,
} from "./options.js";
import { JobReads } from "./job-reads.js";
import type { TokenCounter } from "../core/token-budget.js";
import { tokenCounterFor } from "../core/tokenizers.js";
import { PageCache } from "./page-cache.js";
import type { ToolSetUsage } from "./tool-set-usage.js";
import type { ToolName } from "./types.js";

/** State one tool set shares across its tools: the client, the credit ledger, call counts, cached pages. */
type ToolSetOptions = ReturnType<typeof withoutClientOptions<WebDataToolsOptions>>;
type ToolClientModule = typeof import("./tool-client.js");

export class ToolRuntime {
  readonly ledger: CreditLedger;
  readonly pages = new PageCache();
  /** Jobs this tool set started or read, and their status reads (counted apart from the call limit). */
  readonly jobs = new JobReads();
  /** The tool set's own options; client options (and so the key) are not kept here. */
  readonly options: ToolSetOptions;
  private readonly calls = new Map<ToolName, number>();
  private registry: SessionRegistry | undefined;
  /** Where the client comes from (may hold the key: private, never on `options`). */
  readonly #source: WebDataClientSource;
  #client: WebDataClient | undefined;
  #loaded: ToolClientModule | undefined;
  #loading: Promise<void> | undefined;
  /** Credits already counted per job: job credits grow while it runs and are reported cumulatively. */
  private readonly jobCredits = new Map<string, number>();

  constructor(options: WebDataToolsOptions = {}) {
    this.options = withoutClientOptions(options);
    // The client itself is built on the first call (ready()); its options are checked now, so a
    // bad option (or a missing base URL) is an error at construction, before any work.
    this.#source = { ...pickClientOptions(options), client: options.client };
    if (options.client === undefined) resolveClientOptions(pickClientOptions(options));
    this.ledger = new CreditLedger(options.maxCredits);
  }

  /**
   * Loads the client stack (a dynamic import, once) and builds the client. Every call awaits this
   * before its tool runs; importing a tool set entry stays cheap (bench/README.md P6).
   */
  ready(): Promise<void> {
    this.#loading ??= this.#load();
    return this.#loading;
  }

  async #load(): Promise<void> {
    try {
      const loaded = await import("./tool-client.js");
      this.#client = loaded.toolClient(this.#source, this.options.selfHealing);
      this.#loaded = loaded;
    } catch (error) {
      // A failed load is not cached: the next call tries again.
      this.#loading = undefined;
      throw error;
    }
  }

  /** The client tools call through; available once `ready()` resolved (runTool awaits it). */
  get client(): WebDataClient {
    if (this.#client === undefined) throw new Error("ToolRuntime.client was read before ready() resolved");
    return this.#client;
  }

  get maxOutputTokens(): number {
    return this.options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
  }

  /** Counts result tokens as the tool set's `tokenizer` says (an OpenAI encoding loads on first use). */
  tokenCounter(): Promise<TokenCounter> {
    return tokenCounterFor(this.options.tokenizer);
  }

  /** The tool set's wait limit for job tools, in milliseconds. */
  get maxWaitMs(): number {
    return maxWaitOf(this.options, DEFAULT_MAX_WAIT_MS);
  }

  /** Counts a call; returns false when the tool's call limit is already reached. */
  takeCall(tool: ToolName, limit: number): boolean {
    const used = this.calls.get(tool) ?? 0;
    if (used >= limit) return false;
    this.calls.set(tool, used + 1);
    return true;
  }

  callsOf(tool: ToolName): number {
    return this.calls.get(tool) ?? 0;
  }

  /** Browser sessions by conversation: the developer's registry, else one this tool set owns. */
  sessions(settings: InteractToolSettings = {}): SessionRegistry {
    this.registry ??= settings.sessions ?? this.#module().createSessionRegistry(this.client, { sessionOptions: { scrapeOptions: settings.scrapeOptions } });
    return this.registry;
  }

  #module(): ToolClientModule {
    if (this.#loaded === undefined) throw new Error("ToolRuntime.sessions() was called before ready() resolved");
    return this.#loaded;
  }

  /** Stops every browser session this tool set opened (call when a conversation or the app ends). */
  async closeSessions(): Promise<void> {
    await this.registry?.closeAll();
  }

  /** New credits of a job since it was last seen (its status reports a running total). */
  settleJobCredits(jobId: string, totalSoFar: number | undefined): number {
    if (typeof totalSoFar !== "number" || !Number.isFinite(totalSoFar)) return 0;
    const counted = this.jobCredits.get(jobId) ?? 0;
    if (totalSoFar <= counted) return 0;
    this.jobCredits.set(jobId, totalSoFar);
    return totalSoFar - counted;
  }

  /** Live usage counters and `reset()`, as `toolSetUsage()` and `toolkit.usage` show them. */
  get usage(): ToolSetUsage {
    const ledger = this.ledger;
    return {
      get creditsSpent() {
        return ledger.spent;
      },
      get creditsRemaining() {
        return ledger.remaining;
      },
      reset: () => this.resetUsage(),
      closeSessions: () => this.closeSessions(),
    };
  }

  /** Starts a new run: call counts and spent credits go back to zero. */
  resetUsage(): void {
    this.calls.clear();
    this.jobs.clear();
    this.jobCredits.clear();
    this.ledger.reset();
  }
}

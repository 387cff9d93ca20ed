import type { Piscina } from "piscina";
import { loadOptional } from "../../core/optional-peer.js";
import { workerEntry } from "../../core/worker-entry.js";
import { hasMoreElementsThan } from "../content/content-budget.js";
import type { HtmlToMarkdown } from "../content/html-to-markdown.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { documentKindOf, type DocumentKind } from "../documents/document-kind.js";
import { defaultDocumentParsers, type PdfParserSettings } from "../documents/document-options.js";
import type { DocumentTaskFailure } from "../documents/document-task.js";
import { findTesseract } from "../documents/tesseract.js";
import { ownsItsMemory } from "../../core/release-buffer.js";
import { runPageTask, type PageTask, type PageTaskResult } from "./page-task.js";
import { pageProcessorDefaults, type PageProcessorOptions } from "./page-processor-options.js";

type PiscinaClass = typeof Piscina;
/** Young generation of a page worker, in MiB (V8's default for a 192 MB heap is about 3 times this). */
const workerYoungGenerationMb = 8;
/** The huge-page thread's: a link farm's conversion peaks lower still, a little slower (bench P7). */
const hugeWorkerYoungGenerationMb = 4;
let piscina: Promise<PiscinaClass> | undefined;

/** piscina is loaded with the first page big enough for a worker, not with the engine (bench P6). */
function loadPiscina(): Promise<PiscinaClass> {
  piscina ??= loadOptional("the engine's page workers", async () => (await import("piscina")).Piscina);
  return piscina;
}

/** A worker stopped at its deadline is given this long after it to report its own timeout. */
const deadlineGraceMs = 2_000;

/**
 * Turns fetched pages into documents without stalling the event loop: a page above
 * `inlineMaxBytes` goes to a piscina pool of worker threads (started on first use, threads
 * leave after 5 s idle), so a 10 MB page never blocks other requests and a multi-core machine
 * converts several pages at once. Huge pages (link farms) take turns in one thread of their own.
 * Small pages stay inline, where they are cheaper. Documents
 * (PDF, DOCX, ODT, XLSX, CSV) always go to a worker, with a deadline: a hostile file can cost its
 * worker (heap limit, stopped at the deadline), never the engine.
 */
export class PageProcessor {
  readonly #options: PageProcessorOptions;
  readonly #toMarkdown: HtmlToMarkdown;
  #pool: Piscina | undefined;
  /** One thread for huge pages (link farms), reused from one to the next; it ends when idle. */
  #hugePool: Piscina | undefined;
  /** One-page pools of documents converted without the shared pool (`threads: 0`), so `close()` can end them. */
  readonly #ownWorkers = new Set<Piscina>();
  #bytesInFlight = 0;
  #waiting: { bytes: number; admit: () => void }[] = [];

  constructor(toMarkdown: HtmlToMarkdown, options: Partial<PageProcessorOptions> = {}) {
    this.#toMarkdown = toMarkdown;
    this.#options = { ...pageProcessorDefaults, ...options };
  }

  /** Turns one fetched page into a document; `signal` stops a document's conversion (its worker ends). */
  async process(task: PageTask, signal?: AbortSignal): Promise<PageTaskResult> {
    const kind = task.response.status < 400 ? documentKindOf(task.response) : undefined;
    if (kind !== undefined) return this.#processDocument(task, kind, signal);
    if (this.#options.threads === 0 || task.response.body.byteLength <= this.#options.inlineMaxBytes) {
      return runPageTask(task, this.#toMarkdown);
    }
    if (!this.#isHuge(task.response.body)) return (await this.#inWorker(task, "HTML", "shared")) as PageTaskResult;
    return (await this.#inWorker({ ...task, collectFirst: true }, "HTML", "huge")) as PageTaskResult;
  }

  async #processDocument(task: PageTask, kind: DocumentKind, signal: AbortSignal | undefined): Promise<PageTaskResult> {
    const limits = this.#options.documentLimits;
    const timeoutMs = Math.min(limits.timeoutMs, task.timeoutMs ?? Number.POSITIVE_INFINITY);
    const parsers = task.parsers ?? defaultDocumentParsers;
    // OCR runs where tesseract is (mode "ocr" without it was refused before the fetch).
    const pdf: PdfParserSettings | false = parsers.pdf === false ? false : { ...parsers.pdf, tesseract: parsers.pdf.mode === "fast" ? undefined : findTesseract() };
    const deadline = AbortSignal.timeout(timeoutMs + deadlineGraceMs);
    const stop = signal === undefined ? deadline : AbortSignal.any([signal, deadline]);
    const job = { kind, parsers: { pdf }, limits, deadline: Date.now() + timeoutMs };
    let result: PageTaskResult | DocumentTaskFailure;
    try {
      result = await this.#inWorker({ ...task, document: job }, kind.toUpperCase(), this.#options.threads === 0 ? "own" : "shared", stop);
    } catch (error) {
      if (signal?.aborted === true) throw new FetchFailure("aborted", `Converting ${task.response.url} was cancelled.`, { cause: error });
      if (deadline.aborted) throw new FetchFailure("timeout", documentTimeout(task.response.url, kind, timeoutMs), { cause: error });
      throw error;
    }
    if (!("failure" in result)) return result;
    const { failure } = result;
    if (failure.kind === "timeout") throw new FetchFailure("timeout", `${failure.message} (${task.response.url})`);
    throw new FetchFailure("unsupported-file", `${task.response.url} could not be converted: ${failure.message}`);
  }

  /** Runs a task in the shared pool, the huge-page thread, or a worker of its own that ends with it. */
  async #inWorker(task: PageTask, what: string, where: "shared" | "huge" | "own", signal?: AbortSignal): Promise<PageTaskResult | DocumentTaskFailure> {
    const bytes = task.response.body.byteLength;
    const Pool = await loadPiscina();
    await this.#admit(bytes);
    const own = where === "own" ? this.#startPool(Pool, 1, "own") : undefined;
    const pool = own ?? (where === "huge" ? this.#hugeWorker(Pool) : this.#workers(Pool));
    try {
      // The body moves to the worker instead of being copied: a copy of a multi-megabyte page is
      // malloc memory the engine's thread keeps after freeing it (bench P7). Nothing reads it after.
      const body: Uint8Array = task.response.body;
      const transferList = ownsItsMemory(body) ? [body.buffer as ArrayBuffer] : [];
      return (await pool.run(task, { transferList, ...(signal === undefined ? {} : { signal }) })) as PageTaskResult | DocumentTaskFailure;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "ERR_WORKER_OUT_OF_MEMORY") throw error;
      // Only this page fails; piscina replaces the worker.
      throw new FetchFailure(
        "too-large",
        `${task.response.url} (${(bytes / 1024 / 1024).toFixed(1)} MB of ${what}) needs more memory to convert than a page worker may use ` +
          `(${this.#options.workerHeapMb} MB), so it was not converted. Scrape a smaller ${what === "HTML" ? "page" : "file"}, or use the hosted service.`,
        { cause: error },
      );
    } finally {
      if (own !== undefined) {
        this.#ownWorkers.delete(own);
        await own.destroy().catch(() => {});
      }
      this.#release(bytes);
    }
  }

  /**
   * Whether a page goes to the huge-page thread. Huge pages run one at a time in one thread kept
   * between them: a thread per page (destroyed after it) cost more at the peak — a fresh thread's
   * start-up on top of the page, and malloc arenas that ended threads leave behind (bench P7).
   */
  #isHuge(body: Buffer): boolean {
    const { ownWorkerAboveBytes, ownWorkerAboveElements } = this.#options;
    if (body.byteLength <= ownWorkerAboveBytes) return false;
    if (body.byteLength > ownWorkerAboveBytes * 4) return true;
    // Counting stops early on a link farm; on a page of scripts it is one indexOf pass (~1 ms per MB).
    return hasMoreElementsThan(body.toString("latin1"), ownWorkerAboveElements);
  }

  /** Waits (first come, first served) until the page fits the in-flight byte budget. */
  async #admit(bytes: number): Promise<void> {
    const fits = () => this.#bytesInFlight === 0 || this.#bytesInFlight + bytes <= this.#options.maxBytesInFlight;
    if (this.#waiting.length === 0 && fits()) {
      this.#bytesInFlight += bytes;
      return;
    }
    await new Promise<void>((admit) => this.#waiting.push({ bytes, admit }));
  }

  #release(bytes: number): void {
    this.#bytesInFlight -= bytes;
    for (let next = this.#waiting[0]; next !== undefined; next = this.#waiting[0]) {
      if (this.#bytesInFlight !== 0 && this.#bytesInFlight + next.bytes > this.#options.maxBytesInFlight) break;
      this.#waiting.shift();
      this.#bytesInFlight += next.bytes;
      next.admit();
    }
  }

  /** Stops the worker threads. */
  async close(): Promise<void> {
    const pools = [this.#pool, this.#hugePool, ...this.#ownWorkers];
    this.#pool = undefined;
    this.#hugePool = undefined;
    this.#ownWorkers.clear();
    await Promise.allSettled(pools.map((pool) => pool?.destroy()));
  }

  #workers(Pool: PiscinaClass): Piscina {
    this.#pool ??= this.#startPool(Pool, this.#options.threads, "shared");
    return this.#pool;
  }

  #hugeWorker(Pool: PiscinaClass): Piscina {
    this.#hugePool ??= this.#startPool(Pool, 1, "huge");
    return this.#hugePool;
  }

  #startPool(Pool: PiscinaClass, threads: number, kind: "shared" | "huge" | "own"): Piscina {
    const { filename, execArgv } = workerEntry(import.meta.url, "engine/scrape/page-worker");
    const pool = new Pool({
      // piscina takes the module as a string (a file URL).
      filename: filename.href,
      execArgv,
      minThreads: 0,
      maxThreads: threads,
      // An idle thread ends soon: its heap (tens of MB after a big page) is memory nobody uses (bench P9).
      idleTimeout: 5_000,
      // A small young generation: a link farm's conversion peaks ~45 MB lower, a little slower (bench P7).
      resourceLimits: { maxOldGenerationSizeMb: this.#options.workerHeapMb, maxYoungGenerationSizeMb: kind === "huge" ? hugeWorkerYoungGenerationMb : workerYoungGenerationMb },
    });
    if (kind === "own") this.#ownWorkers.add(pool);
    // A task's failure reaches its caller; an error with no task (a worker that failed while
    // starting) would leave queued pages waiting forever and must not crash the engine: start over.
    pool.on("error", () => {
      if (this.#pool === pool) this.#pool = undefined;
      if (this.#hugePool === pool) this.#hugePool = undefined;
      this.#ownWorkers.delete(pool);
      void pool.destroy().catch(() => {});
    });
    return pool;
  }
}

function documentTimeout(url: string, kind: DocumentKind, timeoutMs: number): string {
  const hint = kind === "pdf" ? 'ask for fewer pages (parsers: [{ "type": "pdf", "maxPages": N }]) or raise timeout' : "raise timeout";
  return `Converting ${url} (${kind.toUpperCase()}) took longer than ${Math.round(timeoutMs / 1000)} s, so it was stopped; ${hint}.`;
}

import { Worker } from "node:worker_threads";
import { workerEntry } from "../../core/worker-entry.js";

/** A message to the schema worker. */
export type SchemaTask = { id: number; kind: "compile"; text: string } | { id: number; kind: "check"; text: string; value: unknown };
/** The worker's answer: `problem` is why the schema is invalid (compile) or the answer does not conform (check). */
export interface SchemaAnswer {
  id: number;
  problem: string | undefined;
}
/** Sent before a check starts, once its schema is compiled: the check's own time limit starts then. */
export interface SchemaProgress {
  id: number;
  compiled: true;
}

/** A schema's compile or check ran out of time or memory: the schema must be simplified (no retry helps). */
export class SchemaCheckError extends Error {
  override name = "SchemaCheckError";
  /** The schema (or the answer checked) ran out of time or memory; otherwise the worker itself failed. */
  readonly schemaFault: boolean;

  constructor(message: string, schemaFault: boolean, options?: ErrorOptions) {
    super(message, options);
    this.schemaFault = schemaFault;
  }
}

export interface SchemaCheckerOptions {
  /** Heap of the worker thread, in MiB; a schema or answer that needs more fails alone. @default 128 */
  heapMb?: number;
  /** The worker (and every schema it compiled) ends after this long without work. @default 30000 */
  idleMs?: number;
  /** Tasks waiting for the worker at most; more fail at once (each waits up to its time limit). @default 256 */
  maxQueued?: number;
}

interface Pending {
  task: SchemaTask;
  timeMs: number;
  /** Added to `timeMs` until the worker reports the schema compiled (0 for compile tasks: `timeMs` is theirs). */
  compileTimeMs: number;
  /** The error when `timeMs` passes: it says which part of the schema to simplify. */
  timeoutMessage: string;
  resolve: (problem: string | undefined) => void;
  reject: (error: Error) => void;
}

/** A worker that has not said it is ready by then is given up on (its tasks fail). */
const startLimitMs = 60_000;

/**
 * Compiles callers' JSON Schemas and checks model answers against them in one worker thread, one
 * task at a time, each with a wall-clock limit that starts when the worker takes it: a pattern
 * that backtracks for minutes ends the worker, not the engine's event loop (the task fails with
 * its `timeoutMessage`; the next task gets a fresh worker). The worker starts on first use and
 * ends when idle, so its compiled schemas go back to the system.
 */
export class SchemaChecker {
  readonly #heapMb: number;
  readonly #idleMs: number;
  readonly #maxQueued: number;
  #worker: Worker | undefined;
  #ready = false;
  #current: Pending | undefined;
  #timer: NodeJS.Timeout | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  readonly #queue: Pending[] = [];
  #nextId = 1;

  constructor(options: SchemaCheckerOptions = {}) {
    this.#heapMb = options.heapMb ?? 128;
    this.#idleMs = options.idleMs ?? 30_000;
    this.#maxQueued = options.maxQueued ?? 256;
  }

  /** Compiles `text` (a schema as JSON): `undefined` when valid, else why not. */
  compile(text: string, timeMs: number, timeoutMessage: string): Promise<string | undefined> {
    return this.#run({ id: this.#nextId++, kind: "compile", text }, timeMs, timeoutMessage);
  }

  /** Checks `value` against the schema `text`: `undefined` when it conforms, else the problems in one line. */
  check(text: string, value: unknown, timeMs: number, timeoutMessage: string, compileTimeMs = 0): Promise<string | undefined> {
    return this.#run({ id: this.#nextId++, kind: "check", text, value }, timeMs, timeoutMessage, compileTimeMs);
  }

  /** Ends the worker; tasks in flight or queued fail. */
  async close(): Promise<void> {
    const worker = this.#stop(new SchemaCheckError("The schema checker was closed.", false));
    for (const pending of this.#queue.splice(0)) pending.reject(new SchemaCheckError("The schema checker was closed.", false));
    await worker?.terminate();
  }

  #run(task: SchemaTask, timeMs: number, timeoutMessage: string, compileTimeMs = 0): Promise<string | undefined> {
    if (this.#queue.length >= this.#maxQueued) {
      return Promise.reject(new SchemaCheckError(`The engine is already checking ${this.#queue.length} schemas and answers; retry shortly.`, false));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, timeMs, compileTimeMs, timeoutMessage, resolve, reject });
      this.#pump();
    });
  }

  /** Hands the next task to the worker (starting one if needed) when it is free. */
  #pump(): void {
    if (this.#current !== undefined || this.#queue.length === 0) return;
    clearTimeout(this.#idleTimer);
    let worker: Worker;
    try {
      worker = this.#worker ?? this.#start();
    } catch (error) {
      // No worker thread can be started (e.g. its module is missing): every waiting task fails now.
      for (const pending of this.#queue.splice(0)) pending.reject(new SchemaCheckError("The schema worker failed to start.", false, { cause: error }));
      return;
    }
    worker.ref();
    if (!this.#ready) return;
    const pending = this.#queue.shift() as Pending;
    this.#current = pending;
    // Until the worker says the schema is compiled (a fresh worker recompiles it), compiling may take its time too.
    this.#timer = setTimeout(() => this.#fail(worker, new SchemaCheckError(pending.timeoutMessage, true)), pending.timeMs + pending.compileTimeMs);
    try {
      worker.postMessage(pending.task);
    } catch (error) {
      // A value that cannot be copied to the worker fails alone.
      this.#settle();
      pending.reject(error instanceof Error ? error : new Error(String(error)));
      this.#pump();
    }
  }

  #start(): Worker {
    const { filename, execArgv } = workerEntry(import.meta.url, "engine/model/schema-worker");
    const worker = new Worker(filename, { execArgv, resourceLimits: { maxOldGenerationSizeMb: this.#heapMb } });
    this.#worker = worker;
    this.#ready = false;
    const startTimer = setTimeout(() => this.#fail(worker, new SchemaCheckError("The schema worker did not start in time.", false)), startLimitMs);
    startTimer.unref();
    worker.on("message", (message: SchemaAnswer | SchemaProgress | { ready: true }) => {
      if (this.#worker !== worker) return;
      if ("compiled" in message) {
        const current = this.#current;
        if (current?.task.id !== message.id) return;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => this.#fail(worker, new SchemaCheckError(current.timeoutMessage, true)), current.timeMs);
        return;
      }
      if ("ready" in message) {
        clearTimeout(startTimer);
        this.#ready = true;
      } else if (this.#current?.task.id === message.id) {
        const done = this.#current;
        this.#settle();
        done.resolve(message.problem);
      }
      this.#pump();
      if (this.#current === undefined) this.#idle(worker);
    });
    worker.on("error", (error: Error & { code?: string }) => {
      clearTimeout(startTimer);
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.#fail(
        worker,
        new SchemaCheckError(
          outOfMemory
            ? `Checking the schema needed more than ${this.#heapMb} MB of memory; simplify the schema.`
            : "The schema worker failed.",
          outOfMemory,
          { cause: error },
        ),
      );
    });
    worker.on("exit", () => {
      clearTimeout(startTimer);
      this.#fail(worker, new SchemaCheckError("The schema worker stopped unexpectedly.", false));
    });
    return worker;
  }

  /** Ends `worker` (if still the current one) and fails its task; a worker that never started fails the queue too. */
  #fail(worker: Worker, error: SchemaCheckError): void {
    if (this.#worker !== worker) return;
    const neverStarted = !this.#ready;
    void this.#stop(error)?.terminate();
    if (neverStarted) for (const pending of this.#queue.splice(0)) pending.reject(error);
    this.#pump();
  }

  /** Forgets the current worker, failing its task with `error`; returns it for the caller to end. */
  #stop(error: SchemaCheckError): Worker | undefined {
    const worker = this.#worker;
    const current = this.#current;
    this.#worker = undefined;
    this.#ready = false;
    clearTimeout(this.#idleTimer);
    this.#settle();
    current?.reject(error);
    return worker;
  }

  #settle(): void {
    clearTimeout(this.#timer);
    this.#current = undefined;
  }

  /** With nothing to do, the worker no longer keeps the process alive, and ends after `idleMs`. */
  #idle(worker: Worker): void {
    if (this.#queue.length > 0) return;
    worker.unref();
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#worker === worker && this.#current === undefined) void this.#stop(new SchemaCheckError("idle", false))?.terminate();
    }, this.#idleMs);
    this.#idleTimer.unref();
  }
}

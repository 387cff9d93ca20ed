import { InvalidArgumentError } from "../../core/errors.js";
import { findChromium, type FoundChromium } from "./find-chromium.js";

/** The browser part of `createLocalEngine()`'s options (`browser: { … }`). */
export interface BrowserOptions {
  /** Chromium or Chrome to launch. @default found automatically (WEBDATA_CHROMIUM, Debian's chromium-headless-shell/chromium, common Chrome paths, Playwright's cache) */
  executablePath?: string;
  /** Interact sessions open at once; one more answers 429. @default 5 */
  maxSessions?: number;
  /** Longest life of an interact session, in milliseconds. @default 600000 (10 minutes, as the service) */
  sessionTtlMs?: number;
  /** An interact session with no call for this long is closed, in milliseconds. @default 300000 (5 minutes) */
  sessionIdleMs?: number;
  /**
   * Render a page in the browser when its fetched HTML is an empty application shell (its text
   * appears only after scripts run). With `false` the browser is used only when `waitFor`,
   * `actions`, `mobile` or a screenshot asks for it. @default true
   */
  autoRender?: boolean;
  /** Browser pages rendering scrapes at once (others wait their turn). @default 4 */
  maxConcurrentPages?: number;
  /** @deprecated Old name of `maxConcurrentPages` (a loader's `maxPages` counts documents, not pages at once); still accepted. */
  maxPages?: number;
  /**
   * Memory cap of one interact code run, in MiB: its V8 heap; the whole sandbox process (heap,
   * ArrayBuffers, stacks) may use this plus ~192 MiB for Node itself. @default 128
   */
  codeMemoryMb?: number;
  /**
   * Scrapes remembered for interact sessions (the oldest are forgotten first; scrapes whose session
   * is open are always kept). @default 10000
   */
  maxReplays?: number;
}

/** `browser` of `createLocalEngine()`: "auto" uses a Chromium when one is found, `false` never. */
export type EngineBrowserOption = "auto" | false | BrowserOptions;

/** Browser settings with defaults applied. */
export interface BrowserSettings {
  chromium: FoundChromium;
  maxSessions: number;
  sessionTtlMs: number;
  sessionIdleMs: number;
  autoRender: boolean;
  maxPages: number;
  codeMemoryMb: number;
  maxReplays: number;
}

export const browserDefaults = {
  maxSessions: 5,
  sessionTtlMs: 600_000,
  sessionIdleMs: 300_000,
  autoRender: true,
  maxPages: 4,
  codeMemoryMb: 128,
  maxReplays: 10_000,
} as const;

function positive(value: number | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) {
    throw new InvalidArgumentError(`Invalid createLocalEngine options: browser.${name}: must be an integer ≥ 1 (got ${String(value)})`, [
      { path: ["browser", name], message: "must be an integer ≥ 1" },
    ]);
  }
  return value;
}

/**
 * Resolves the `browser` option: undefined when the engine runs without a browser (turned off, or
 * "auto" found none). An explicit executable that does not exist is an error, not a silent fallback.
 */
export function resolveBrowserOptions(option: EngineBrowserOption | undefined, env: NodeJS.ProcessEnv = process.env): BrowserSettings | undefined {
  if (option === false) return undefined;
  if (option !== undefined && option !== "auto" && (typeof option !== "object" || option === null)) {
    const message = 'must be "auto", false or an options object';
    throw new InvalidArgumentError(`Invalid createLocalEngine options: browser: ${message}`, [{ path: ["browser"], message }]);
  }
  const options: BrowserOptions = option === undefined || option === "auto" ? {} : option;
  const chromium = findChromium(options.executablePath, env);
  if (chromium === undefined) return undefined;
  return {
    chromium,
    maxSessions: positive(options.maxSessions, "maxSessions", browserDefaults.maxSessions),
    sessionTtlMs: positive(options.sessionTtlMs, "sessionTtlMs", browserDefaults.sessionTtlMs),
    sessionIdleMs: positive(options.sessionIdleMs, "sessionIdleMs", browserDefaults.sessionIdleMs),
    autoRender: options.autoRender ?? browserDefaults.autoRender,
    maxPages: positive(options.maxConcurrentPages ?? options.maxPages, options.maxConcurrentPages === undefined ? "maxPages" : "maxConcurrentPages", browserDefaults.maxPages),
    codeMemoryMb: positive(options.codeMemoryMb, "codeMemoryMb", browserDefaults.codeMemoryMb),
    maxReplays: positive(options.maxReplays, "maxReplays", browserDefaults.maxReplays),
  };
}

import type { Browser, BrowserContext } from "playwright-core";
import { loadOptional } from "../../core/optional-peer.js";
import type { HostResolver } from "../fetch/guarded-lookup.js";
import type { AddressBlocker } from "../fetch/private-allow-list.js";
import type { BrowserSettings } from "./browser-options.js";
import { EgressProxy, type ProxyFailure } from "./egress-proxy.js";
import type { ChromiumSource } from "./find-chromium.js";

/** playwright-core is loaded at the first launch, not with the engine: it is the heaviest import (bench P6). */
const playwright = () => loadOptional("the engine's browser", () => import("playwright-core"));

/** What `engine.capabilities.browser` reports. */
export interface BrowserCapability {
  name: "chromium";
  executablePath: string;
  /** How it was found: the option, WEBDATA_CHROMIUM, a system path or Playwright's cache. */
  source: ChromiumSource;
  /** Chromium's version, known once the browser has been launched (it starts on first use). */
  version?: string;
}

/** How a page's browser context is set up. */
export interface ContextSettings {
  mobile?: boolean | undefined;
  headers?: Record<string, string> | undefined;
  viewport?: { width: number; height: number } | undefined;
  /** Accept invalid TLS certificates (the scrape's skipTlsVerification). */
  ignoreTlsErrors?: boolean | undefined;
}

export interface BrowserHostOptions {
  settings: BrowserSettings;
  resolver: HostResolver;
  isBlocked: AddressBlocker;
  timeoutMs: number;
  maxBodyBytes: number;
  log: (line: string) => void;
}

/** Launch flags: quiet (no background traffic that would bypass our accounting), no direct WebRTC (the proxy is set by `proxy`). */
function launchArgs(): string[] {
  const args = [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--dns-prefetch-disable",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
  ];
  // Chromium refuses to start its sandbox as root (CI containers run as root).
  if (process.getuid?.() === 0) args.push("--no-sandbox");
  return args;
}

/**
 * The engine's one Chromium: launched on first use behind the egress proxy, one context per scrape
 * or interact session, relaunched if it crashes, closed with the engine.
 */
export class BrowserHost {
  readonly #options: BrowserHostOptions;
  #proxy: EgressProxy | undefined;
  #launching: Promise<Browser> | undefined;
  #version: string | undefined;
  #closed = false;
  readonly #callerHeaders = new WeakMap<BrowserContext, Readonly<Record<string, string>>>();
  /** Milliseconds the last launch took (for the benchmark and the log). */
  launchMs: number | undefined;

  constructor(options: BrowserHostOptions) {
    this.#options = options;
  }

  get settings(): BrowserSettings {
    return this.#options.settings;
  }

  get capability(): BrowserCapability {
    const { executablePath, source } = this.#options.settings.chromium;
    return { name: "chromium", executablePath, source, ...(this.#version === undefined ? {} : { version: this.#version }) };
  }

  /** Proxy refusals and failures since `since` (epoch ms), so a failed navigation can say why. */
  proxyFailuresSince(since: number): ProxyFailure[] {
    return this.#proxy?.failuresSince(since) ?? [];
  }

  /** A fresh, isolated context (own cookies and storage). Close it when done. */
  async newContext(settings: ContextSettings = {}): Promise<BrowserContext> {
    const browser = await this.browser();
    const base = settings.mobile === true ? (await playwright()).devices["Pixel 7"] : {};
    const context = await browser.newContext({
      ...base,
      ...(settings.viewport === undefined ? {} : { viewport: settings.viewport }),
      ignoreHTTPSErrors: settings.ignoreTlsErrors ?? false,
      acceptDownloads: false,
      serviceWorkers: "block",
    });
    // Not extraHTTPHeaders (every origin would get them): navigate() sends them to the scraped origin only.
    if (settings.headers !== undefined) this.#callerHeaders.set(context, settings.headers);
    return context;
  }

  /** The scrape `headers` a context was opened with (see `scopeHeadersToOrigin`). */
  callerHeaders(context: BrowserContext): Readonly<Record<string, string>> | undefined {
    return this.#callerHeaders.get(context);
  }

  /** The running browser, launched on first call. */
  async browser(): Promise<Browser> {
    if (this.#closed) throw new Error("The engine is closing.");
    this.#launching ??= this.#launch().catch((error: unknown) => {
      this.#launching = undefined;
      throw error;
    });
    return this.#launching;
  }

  async #launch(): Promise<Browser> {
    const started = performance.now();
    if (this.#proxy === undefined) {
      const proxy = new EgressProxy({
        resolver: this.#options.resolver,
        isBlocked: this.#options.isBlocked,
        timeoutMs: this.#options.timeoutMs,
        maxBodyBytes: this.#options.maxBodyBytes,
      });
      await proxy.start();
      this.#proxy = proxy;
    }
    const { chromium } = await playwright();
    const browser = await chromium.launch({
      executablePath: this.#options.settings.chromium.executablePath,
      headless: true,
      args: launchArgs(),
      // Playwright answers the proxy's 407 with its per-engine credentials. The bypass rule
      // "<-loopback>" removes loopback from Chromium's implicit bypass list: without it Chromium
      // would talk to loopback directly, around the proxy and its rules.
      proxy: { server: this.#proxy.url, bypass: "<-loopback>", ...this.#proxy.credentials },
      timeout: 60_000,
      // The engine owns shutdown; Playwright must not install its own signal handlers.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    this.launchMs = performance.now() - started;
    this.#version = browser.version();
    browser.once("disconnected", () => {
      if (!this.#closed) this.#options.log("browser disconnected; it will be relaunched on next use");
      this.#launching = undefined;
    });
    this.#options.log(`browser launched: Chromium ${this.#version} (${this.#options.settings.chromium.executablePath}) in ${Math.round(this.launchMs)} ms`);
    return browser;
  }

  /** Closes the browser and the proxy. Safe to call twice. */
  async close(): Promise<void> {
    this.#closed = true;
    const launching = this.#launching;
    this.#launching = undefined;
    if (launching !== undefined) {
      const browser = await launching.catch(() => undefined);
      await browser?.close().catch(() => {});
    }
    await this.#proxy?.close();
    this.#proxy = undefined;
  }
}

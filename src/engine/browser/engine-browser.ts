import type { HostResolver } from "../fetch/guarded-lookup.js";
import type { AddressBlocker } from "../fetch/private-allow-list.js";
import { BrowserHost } from "./browser-host.js";
import type { BrowserSettings } from "./browser-options.js";
import type { CaptureStore } from "./capture-store.js";
import { PageSlots } from "./page-slots.js";
import { InteractSessions } from "./interact/interact-sessions.js";
import { LiveViews } from "./live/live-views.js";
import { ReplayStore } from "./interact/replay-store.js";

/** The engine's browser services: the Chromium host, render slots, captures, scrape replays and interact sessions. */
export interface EngineBrowser {
  host: BrowserHost;
  slots: PageSlots;
  captures: CaptureStore;
  replays: ReplayStore;
  sessions: InteractSessions;
  /** The sessions' live views (links, screencasts, viewer input). */
  liveViews: LiveViews;
  settings: BrowserSettings;
  /** Closes the sessions, the browser and the capture store. */
  close(): Promise<void>;
}

/** Sets up (without launching) the engine's browser. */
export function createEngineBrowser(options: {
  settings: BrowserSettings;
  captures: CaptureStore;
  resolver: HostResolver;
  isBlocked: AddressBlocker;
  timeoutMs: number;
  maxBodyBytes: number;
  log: (line: string) => void;
}): EngineBrowser {
  const host = new BrowserHost(options);
  const replays = new ReplayStore(options.settings.maxReplays);
  const { settings, captures } = options;
  const liveViews = new LiveViews();
  const sessions = new InteractSessions({
    host,
    replays,
    captures,
    liveViews,
    maxSessions: settings.maxSessions,
    ttlMs: settings.sessionTtlMs,
    idleMs: settings.sessionIdleMs,
    codeMemoryMb: settings.codeMemoryMb,
    replayTimeoutMs: options.timeoutMs + 60_000,
  });
  return {
    host,
    slots: new PageSlots(settings.maxPages),
    captures,
    replays,
    sessions,
    liveViews,
    settings,
    close: async () => {
      await sessions.closeAll();
      await host.close();
      captures.close();
    },
  };
}

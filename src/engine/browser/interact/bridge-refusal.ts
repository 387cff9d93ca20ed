/** A call interact code may not make, answered to the code as an error. */
export class BridgeRefusal extends Error {
  override readonly name = "BridgeRefusal";
}

/** Why a Playwright method is refused to interact code, where the reason is not just "not on the allow-list". */
export const refusedBecause: Readonly<Record<string, string>> = {
  context: "the browser context holds the engine's other state (cookies, storage, other pages); use the page's own methods",
  browser: "the browser is the engine's and serves other sessions",
  request: "page.request sends requests from the engine process, outside the page's address checks",
  exposeFunction: "the page's calls would run as code in the engine",
  exposeBinding: "the page's calls would run as code in the engine",
  route: "route handlers run in the engine and can serve files from its disk",
  routeFromHAR: "it reads a HAR file from the engine's disk",
  routeWebSocket: "route handlers run in the engine",
  unroute: "routing is not available to interact code",
  unrouteAll: "routing is not available to interact code",
  addInitScript: "it can read a script from the engine's disk and outlives the run in the session; use evaluate()",
  setInputFiles: "it reads files from the engine's disk",
  waitForFileChooser: "file choosers read files from the engine's disk",
  waitForDownload: "downloads write to the engine's disk",
  waitForPopup: "popups are other pages of the browser context",
  opener: "other pages of the browser context are not reachable",
  close: "the session's page is closed by DELETE /scrape/{scrapeId}/interact",
  video: "videos are files on the engine's disk",
  workers: "workers are not reachable from interact code",
  setExtraHTTPHeaders: "the session's request headers are set by the scrape that opened it",
  setHTTPCredentials: "the session's credentials are set by the scrape that opened it",
  pause: "there is no inspector in the engine",
  consoleMessages: "use waitForEvent('console') or page.on('console')",
  coverage: "coverage is not available to interact code",
};

/** The error for a method that is not available on `label`. */
export function refusal(label: string, method: string): BridgeRefusal {
  const why = Object.hasOwn(refusedBecause, method) ? refusedBecause[method] : "it is not on the allow-list of interact code";
  return new BridgeRefusal(`${label}.${method.slice(0, 64)}() is not available to interact code: ${why}.`);
}

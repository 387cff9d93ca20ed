import type { CDPSession, Page } from "playwright-core";

type HeaderEntry = { name: string; value: string };

// Pages whose requests are already scoped (navigate may be called again on a page).
const scoped = new WeakSet<Page>();

/** The page's own headers with the caller's added (the caller's win, names compared case-insensitively). */
function withCallerHeaders(own: Record<string, string>, caller: Readonly<Record<string, string>>): HeaderEntry[] {
  const names = new Set(Object.keys(caller).map((name) => name.toLowerCase()));
  const entries = Object.entries(own)
    .filter(([name]) => !names.has(name.toLowerCase()))
    .map(([name, value]) => ({ name, value }));
  for (const [name, value] of Object.entries(caller)) entries.push({ name, value });
  return entries;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Sends a scrape's `headers` (Authorization, Cookie, API keys, any custom token) only with the
 * requests of `page` that go to the origin of `url`, the page being scraped: the document, its
 * same-origin subresources and same-origin redirect hops. Every other request goes out with none of
 * them. Context-wide `extraHTTPHeaders` would send them everywhere, and Playwright's route override
 * is re-applied to every redirect hop whatever its origin, so requests are intercepted at the
 * protocol level, where an override covers exactly one hop.
 * Requests of frames and workers Chromium runs in other processes, and of popups, get no headers.
 */
export async function scopeHeadersToOrigin(page: Page, url: string, headers: Readonly<Record<string, string>> | undefined): Promise<void> {
  if (headers === undefined || Object.keys(headers).length === 0 || scoped.has(page)) return;
  const target = originOf(url);
  if (target === undefined) return;
  scoped.add(page);
  const session: CDPSession = await page.context().newCDPSession(page);
  session.on("Fetch.requestPaused", (event) => {
    const { requestId, request } = event;
    if (originOf(request.url) !== target) {
      session.send("Fetch.continueRequest", { requestId }).catch(() => {});
      return;
    }
    session.send("Fetch.continueRequest", { requestId, headers: withCallerHeaders(request.headers, headers) }).catch(() => {
      // Chromium refused the override (or the page is closing): the request goes on without the headers.
      session.send("Fetch.continueRequest", { requestId }).catch(() => {});
    });
  });
  await session.send("Fetch.enable", { patterns: [{ urlPattern: "*", requestStage: "Request" }] });
}

import type { Page } from "playwright-core";
import { MOUNT_POINT_IDS, MOUNT_POINT_TAGS, SHELL_MAX_TEXT, SHELL_MIN_TEXT } from "./app-shell.js";

/** Longest wait after `load` for a page to show its text; a page still empty then comes back with a warning. */
export const SETTLE_CAP_MS = 5_000;
/** How long the DOM (and the network) must stay quiet, once there is text, to count as settled. */
const QUIET_MS = 120;
/** A page with text at load that does not change within this window is taken as rendered already. */
const RENDERED_CHECK_MS = 20;
/** Once the page shows text, the longest wait for it to go quiet (live tickers never do). */
const CONTENT_GRACE_MS = 1_500;
/** How often the page is looked at while waiting. */
const POLL_MS = 25;
/** Longest one in-page wait (`lookUntilQuiet`) runs before Node checks the cap, the grace and the network. */
const IN_PAGE_WINDOW_MS = 250;
/** Longest wait for the network to go quiet when `waitFor` is given (that wait is the caller's). */
const NETWORK_SETTLE_MS = 3_000;

/** Where the init script keeps its mutation counter on `window` (not enumerable). */
const STATE_KEY = "__webdataSettle";

/**
 * Counts DOM changes from the start of every document: added/removed nodes and text edits, not
 * attributes (spinners and carousels animate attributes; content arrives as nodes and text).
 */
const mutationCounterScript = `(() => {
  if (Object.prototype.hasOwnProperty.call(window, ${JSON.stringify(STATE_KEY)})) return;
  const state = { count: 0, last: performance.now() };
  Object.defineProperty(window, ${JSON.stringify(STATE_KEY)}, { value: state, enumerable: false });
  new MutationObserver((records) => { state.count += records.length; state.last = performance.now(); })
    .observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** What one look at the page found. */
interface Probe {
  /** Visible characters in the body (whitespace left out). */
  text: number;
  /** Whether a framework mount point (`#root`, `#app`, …) is still empty. */
  emptyMount: boolean;
  mutations: number;
  sinceMutationMs: number;
}

/** Runs in the page (a string: the engine is compiled without DOM types): visible text, empty mount points, the mutation counter. */
const probeFunction = `() => {
  const body = document.body;
  const text = body ? String(body.innerText || "").replace(/\\s+/g, "").length : 0;
  const tags = ${JSON.stringify(MOUNT_POINT_TAGS)};
  const emptyMount = ${JSON.stringify(MOUNT_POINT_IDS)}.some((id) => {
    const element = document.getElementById(id);
    return element !== null && tags.includes(element.tagName.toLowerCase()) && element.children.length === 0 && String(element.textContent || "").trim() === "";
  });
  const state = Object.getOwnPropertyDescriptor(window, ${JSON.stringify(STATE_KEY)})?.value;
  const count = typeof state?.count === "number" ? state.count : 0;
  const last = typeof state?.last === "number" ? state.last : 0;
  return { text, emptyMount, mutations: count, sinceMutationMs: performance.now() - last };
}`;
/** Two looks `RENDERED_CHECK_MS` apart in one round trip (the second only when the first found text). */
const renderedCheckScript = `(async () => {
  const probe = ${probeFunction};
  const first = probe();
  if (first.text < ${SHELL_MIN_TEXT}) return [first, first];
  await new Promise((resolve) => setTimeout(resolve, ${RENDERED_CHECK_MS}));
  return [first, probe()];
})()`;

/** The same rule as `looksLikeAppShell`, on the live DOM: enough text, and no empty mount point next to little text. */
function showsContent(probe: Probe): boolean {
  return probe.text >= SHELL_MIN_TEXT && !(probe.text < SHELL_MAX_TEXT && probe.emptyMount);
}

/** The page can tamper with what it answers: keep only numbers and booleans. */
function checked(found: unknown): Probe | undefined {
  if (typeof found !== "object" || found === null || typeof (found as Partial<Probe>).text !== "number") return undefined;
  const look = found as Partial<Probe>;
  return { text: look.text as number, emptyMount: look.emptyMount === true, mutations: Number(look.mutations) || 0, sinceMutationMs: Number(look.sinceMutationMs) || 0 };
}

/**
 * Looks at the page every `POLL_MS`, in the page itself, until it shows content that has not changed
 * for `QUIET_MS` or `windowMs` passes; returns the last look. One round trip instead of one per look
 * (each costs CPU in Node, the browser and the renderer: bench P10). The page could stop our timer
 * (it owns `setTimeout`), so the wait is bounded here too: no answer in time is no look.
 */
async function lookUntilQuiet(page: Page, windowMs: number): Promise<Probe | undefined> {
  const script = `(async () => {
  const probe = ${probeFunction};
  const until = performance.now() + ${Math.max(0, Math.round(windowMs))};
  for (;;) {
    const look = probe();
    const content = look.text >= ${SHELL_MIN_TEXT} && !(look.text < ${SHELL_MAX_TEXT} && look.emptyMount);
    if ((content && look.sinceMutationMs >= ${QUIET_MS}) || performance.now() >= until) return look;
    await new Promise((resolve) => setTimeout(resolve, ${POLL_MS}));
  }
})()`;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, windowMs + 1_000, undefined)));
  // A page navigating on its own destroys the context mid-call: that look found nothing, the next one will.
  const found = await Promise.race([page.evaluate(script).catch(() => undefined), late]).finally(() => clearTimeout(timer));
  return checked(found);
}

/** Whether the page showed text at load and did not change within `RENDERED_CHECK_MS`. */
async function renderedAtLoad(page: Page, requests: RequestTracker): Promise<boolean> {
  if (requests.inFlight > 0) return false;
  const looks = (await page.evaluate(renderedCheckScript).catch(() => undefined)) as unknown;
  if (!Array.isArray(looks)) return false;
  const [first, second] = [checked(looks[0]), checked(looks[1])];
  if (first === undefined || second === undefined || !showsContent(first) || !showsContent(second)) return false;
  return second.mutations === first.mutations && requests.inFlight === 0;
}

/** The page's requests in flight, for "the network is quiet". */
export interface RequestTracker {
  readonly inFlight: number;
  /** Milliseconds since a request started or ended. */
  quietForMs(): number;
}

/** Counts the page's requests in flight (Playwright's "networkidle" always costs 500 ms; most pages settle far sooner). */
export function trackRequests(page: Page): RequestTracker {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    get inFlight() {
      return inFlight;
    },
    quietForMs: () => Date.now() - lastChange,
  };
}

/** Installs the mutation counter `waitForContent` reads; call before the page loads. */
export async function prepareSettle(page: Page): Promise<void> {
  await page.addInitScript(mutationCounterScript);
}

/** How the wait after `load` ended. */
export interface Settled {
  /** False when the page still showed no text, or too little to tell from a loading screen, at the cap. */
  hasContent: boolean;
  /** Visible characters at the last look (white space left out). */
  textChars: number;
  waitedMs: number;
}

/**
 * Waits after `load` until the page shows text and its DOM and network have been quiet for
 * `QUIET_MS`, at most `capMs` (live pages: at most `CONTENT_GRACE_MS` once they show text). A page
 * that shows text at load and does not change within `RENDERED_CHECK_MS` is done at once.
 */
export async function waitForContent(page: Page, requests: RequestTracker, capMs: number): Promise<Settled> {
  const started = Date.now();
  let textChars = 0;
  const done = (hasContent: boolean): Settled => ({ hasContent, textChars, waitedMs: Date.now() - started });
  if (await renderedAtLoad(page, requests)) return done(true);
  let contentSince: number | undefined;
  for (;;) {
    const left = capMs - (Date.now() - started);
    const graceLeft = contentSince === undefined ? IN_PAGE_WINDOW_MS : CONTENT_GRACE_MS - (Date.now() - contentSince);
    const look = await lookUntilQuiet(page, Math.max(0, Math.min(left, graceLeft, IN_PAGE_WINDOW_MS)));
    const now = Date.now();
    if (look !== undefined) textChars = look.text;
    const content = look !== undefined && showsContent(look);
    const domQuiet = content && look.sinceMutationMs >= QUIET_MS;
    if (content) {
      contentSince ??= now;
      const quiet = domQuiet && requests.inFlight === 0 && requests.quietForMs() >= QUIET_MS;
      if (quiet || now - contentSince >= CONTENT_GRACE_MS) return done(true);
    }
    if (now - started >= capMs) return done(content);
    // The page answered at once (quiet DOM, busy network) or not at all: wait before looking again.
    if (domQuiet || look === undefined) await page.waitForTimeout(POLL_MS);
  }
}

/** The wait before a fixed `waitFor`: until the network is quiet (as before content detection), at most 3 s. */
export async function waitForNetworkQuiet(page: Page, requests: RequestTracker, capMs: number): Promise<void> {
  const until = Date.now() + Math.min(NETWORK_SETTLE_MS, capMs);
  // Give scripts that run on load a moment to start their requests.
  await page.waitForTimeout(30);
  while (Date.now() < until && (requests.inFlight > 0 || requests.quietForMs() < 150)) await page.waitForTimeout(POLL_MS);
}

/** The `warning` for a page still empty, or nearly (a few characters: a loading line?), at the cap. */
export function emptyPageNote(capMs: number, textChars = 0): string {
  const shown = textChars === 0 ? "no text" : `only ${textChars} characters of text`;
  return `The page showed ${shown} within ${Math.round(capMs / 100) / 10} s of loading in the browser (it may render later, or only after a click or a login); set waitFor (milliseconds; --wait-for in the CLI) to give its scripts longer, or use actions.`;
}

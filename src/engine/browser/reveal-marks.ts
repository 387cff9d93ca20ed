import type { Page } from "playwright-core";
import { REVEALED_ATTRIBUTE } from "../content/revealed-marker.js";

/** Where the watcher leaves its "take what changed" function on `window` (not enumerable). */
const WATCH_KEY = "__webdataReveals";
/** Most changed elements marked (an endless list that loads thousands of rows stays cheap). */
const MAX_MARKED = 5_000;

/**
 * Records what changes while the actions run: added nodes, edited text, and the attributes that
 * show or hide things (`style`, `class`, `hidden`, `open`, `aria-*`).
 */
const watchScript = `(() => {
  const key = ${JSON.stringify(WATCH_KEY)};
  if (Object.prototype.hasOwnProperty.call(window, key)) return;
  const changed = new Set();
  const note = (records) => {
    for (const record of records) {
      if (changed.size >= ${MAX_MARKED}) return;
      if (record.type === "childList") for (const node of record.addedNodes) changed.add(node.nodeType === 1 ? node : node.parentElement);
      else if (record.type === "characterData") changed.add(record.target.parentElement);
      else changed.add(record.target);
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["style", "class", "hidden", "open", "aria-hidden", "aria-expanded"] });
  Object.defineProperty(window, key, { configurable: true, enumerable: false, value: () => { note(observer.takeRecords()); observer.disconnect(); return changed; } });
})()`;

/** Marks the changed elements that show text, and their ancestors, with `REVEALED_ATTRIBUTE`. */
const markScript = `(() => {
  const key = ${JSON.stringify(WATCH_KEY)};
  const take = Object.getOwnPropertyDescriptor(window, key)?.value;
  if (typeof take !== "function") return 0;
  delete window[key];
  const attribute = ${JSON.stringify(REVEALED_ATTRIBUTE)};
  const top = new Set([document.body, document.documentElement, null]);
  let marked = 0;
  for (const element of take()) {
    if (!(element instanceof Element) || top.has(element) || !element.isConnected || element.closest("head") !== null) continue;
    if (String(element.innerText || element.textContent || "").trim() === "") continue;
    for (let node = element; !top.has(node) && !node.hasAttribute(attribute); node = node.parentElement) {
      node.setAttribute(attribute, "");
      marked++;
    }
  }
  return marked;
})()`;

/**
 * Watches the page while a scrape's actions run, then marks what they revealed or changed, so the
 * main-content step keeps it (the marker is taken out of `html`/`rawHtml` again). Best effort: a
 * page that navigated away or broke the watcher is left unmarked.
 */
export async function watchReveals(page: Page): Promise<{ mark(): Promise<void> }> {
  await page.evaluate(watchScript).catch(() => {});
  return {
    mark: async () => {
      await page.evaluate(markScript).catch(() => {});
    },
  };
}

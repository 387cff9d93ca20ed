import type { Page } from "playwright-core";
import type { ScrapeAction } from "../../operations/scrape-actions.js";
import { boundedScreenshot } from "./screenshot-limits.js";

/** Results of a scrape's actions, as the service puts them in `document.actions` (docs/api.md §2.3). */
export interface ActionResults {
  screenshots: string[];
  scrapes: { url: string; html: string }[];
  javascriptReturns: { type: string; value: unknown }[];
  pdfs: string[];
}

/** Where screenshots and PDFs go; returns the URL the document shows. */
export type SaveCapture = (data: Buffer, extension: "png" | "jpeg" | "pdf") => Promise<string>;

/** A screenshot request (the `screenshot` format or action). */
export interface ScreenshotRequest {
  fullPage?: boolean | undefined;
  quality?: number | undefined;
  viewport?: { width: number; height: number } | undefined;
}

/** An action that failed, with its position, so the caller can fix that one. */
export class ActionFailure extends Error {
  override readonly name = "ActionFailure";
  constructor(
    readonly index: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Takes a screenshot within `screenshotLimits` (`note` hears when it was cut): PNG, or JPEG when a quality is given. */
export async function takeScreenshot(page: Page, request: ScreenshotRequest, save: SaveCapture, note?: (text: string) => void): Promise<string> {
  if (request.viewport !== undefined) await page.setViewportSize(request.viewport);
  const jpeg = request.quality !== undefined;
  const options = { fullPage: request.fullPage ?? false, type: jpeg ? "jpeg" : "png", ...(jpeg ? { quality: Math.round(request.quality ?? 80) } : {}) } as const;
  const data = await boundedScreenshot(page, options, note);
  return save(data, jpeg ? "jpeg" : "png");
}

/**
 * Runs a script from an `executeJavascript` action: as an expression when it is one, else as the
 * body of an async function (so `return x` works too).
 */
async function evaluateScript(page: Page, script: string): Promise<unknown> {
  try {
    return await page.evaluate(script);
  } catch (error) {
    if (!(error instanceof Error) || !/SyntaxError|Illegal return/.test(error.message)) throw error;
    return page.evaluate(`(async () => {\n${script}\n})()`);
  }
}

function describe(action: ScrapeAction): string {
  return JSON.stringify(action).slice(0, 200);
}

/** Runs the actions in order within `deadline` (epoch ms). Throws `ActionFailure` on the first failing one. */
export async function runActions(page: Page, actions: readonly ScrapeAction[], save: SaveCapture, deadline: number, note?: (text: string) => void): Promise<ActionResults> {
  const results: ActionResults = { screenshots: [], scrapes: [], javascriptReturns: [], pdfs: [] };
  for (const [index, action] of actions.entries()) {
    const timeout = Math.max(1, deadline - Date.now());
    try {
      switch (action.type) {
        case "wait":
          if (action.selector !== undefined) await page.waitForSelector(action.selector, { state: "visible", timeout });
          else await page.waitForTimeout(Math.min(action.milliseconds ?? 0, timeout));
          break;
        case "click":
          if (action.all === true) {
            for (const element of await page.locator(action.selector).all()) await element.click({ timeout });
          } else await page.locator(action.selector).first().click({ timeout });
          break;
        case "write":
          await page.keyboard.type(action.text);
          break;
        case "press":
          await page.keyboard.press(action.key);
          break;
        case "scroll": {
          const sign = action.direction === "up" ? -1 : 1;
          if (action.selector !== undefined) {
            await page.locator(action.selector).first().evaluate((element, by) => element.scrollBy(0, by * element.clientHeight), sign, { timeout });
          } else await page.evaluate(`window.scrollBy(0, ${sign} * window.innerHeight)`);
          break;
        }
        case "scrape":
          results.scrapes.push({ url: page.url(), html: await page.content() });
          break;
        case "executeJavascript": {
          const value = await evaluateScript(page, action.script);
          results.javascriptReturns.push({ type: value === null ? "null" : typeof value, value: value ?? null });
          break;
        }
        case "screenshot":
          results.screenshots.push(await takeScreenshot(page, action, save, note));
          break;
        case "pdf": {
          const data = await page.pdf({ format: action.format ?? "Letter", landscape: action.landscape ?? false, scale: Math.min(2, Math.max(0.1, action.scale ?? 1)) });
          results.pdfs.push(await save(data, "pdf"));
          break;
        }
      }
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
      throw new ActionFailure(index, `Action ${index} (${describe(action)}) failed: ${reason}`, { cause: error });
    }
  }
  return results;
}

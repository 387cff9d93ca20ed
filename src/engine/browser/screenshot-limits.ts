import type { Locator, Page } from "playwright-core";

/**
 * The largest screenshot the engine takes, in CSS pixels: 7680 wide (8K), 8000 tall for a full page,
 * and at most 7680×4320 device pixels in all (an 8K frame, ~130 MB decoded). A 200,000 px tall page
 * or a 16000×16000 viewport would otherwise take gigabytes in the browser and in the engine.
 */
export const screenshotLimits = { maxWidth: 7680, maxHeight: 8000, maxPixels: 7680 * 4320 } as const;

/** Screenshot options the engine passes on (never `path`: captures go to the capture store or back as data). */
export interface BoundedScreenshotOptions {
  fullPage?: boolean | undefined;
  clip?: { x: number; y: number; width: number; height: number } | undefined;
  type?: "png" | "jpeg" | undefined;
  quality?: number | undefined;
  omitBackground?: boolean | undefined;
  animations?: "disabled" | "allow" | undefined;
  caret?: "hide" | "initial" | undefined;
  scale?: "css" | "device" | undefined;
  timeout?: number | undefined;
}

/** What the page reports about its size; a lying page changes only the note, never the bound. */
async function pageMetrics(page: Page): Promise<{ width: number; height: number; ratio: number; scrollX: number; scrollY: number }> {
  const metrics = await page
    .evaluate<{ width: unknown; height: unknown; ratio: unknown; scrollX: unknown; scrollY: unknown }>(
      "({ width: document.documentElement.scrollWidth, height: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0), ratio: window.devicePixelRatio, scrollX: window.scrollX, scrollY: window.scrollY })",
    )
    .catch(() => ({ width: 0, height: 0, ratio: 1, scrollX: 0, scrollY: 0 }));
  const finite = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
  return {
    width: finite(metrics.width, 0),
    height: finite(metrics.height, 0),
    ratio: Math.min(4, Math.max(1, finite(metrics.ratio, 1))),
    scrollX: finite(metrics.scrollX, 0),
    scrollY: finite(metrics.scrollY, 0),
  };
}

/** The tallest capture allowed at `width` CSS pixels and `ratio` device pixels per CSS pixel. */
function heightCap(width: number, ratio: number): number {
  return Math.max(1, Math.min(screenshotLimits.maxHeight, Math.floor(screenshotLimits.maxPixels / (Math.max(1, width) * ratio * ratio))));
}

/**
 * Takes a page screenshot within `screenshotLimits`: a full page, or a clip, is always passed to
 * Playwright with a clip no larger than the limits (Playwright trims a clip to the page, so a page
 * that lies about its size still cannot make the capture larger). `note` hears when it was cut.
 */
export async function boundedScreenshot(page: Page, options: BoundedScreenshotOptions, note: (text: string) => void = () => {}): Promise<Buffer> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  if (viewport.width > screenshotLimits.maxWidth || viewport.height > screenshotLimits.maxHeight) {
    await page.setViewportSize({ width: Math.min(viewport.width, screenshotLimits.maxWidth), height: Math.min(viewport.height, 4320) });
    note(`The viewport was reduced to at most ${screenshotLimits.maxWidth}×4320 px for the screenshot.`);
  }
  const metrics = await pageMetrics(page);
  const wanted = options.clip ?? (options.fullPage === true ? { x: 0, y: 0, width: metrics.width || viewport.width, height: metrics.height || viewport.height } : { x: 0, y: 0, ...viewport });
  const width = Math.max(1, Math.min(wanted.width, screenshotLimits.maxWidth));
  // The page reports its pixel ratio and may lie: past a ninth of the limit (a ratio of 3, the
  // largest the engine emulates), the capture is taken in CSS pixels, so a lie cannot enlarge it.
  const cssOnly = options.scale === "css" || width * Math.min(wanted.height, screenshotLimits.maxHeight) * 9 > screenshotLimits.maxPixels;
  const ratio = cssOnly ? 1 : metrics.ratio;
  const height = Math.max(1, Math.min(wanted.height, heightCap(width, ratio)));
  if (width < wanted.width || height < wanted.height) {
    note(`The screenshot was cut to ${Math.round(width)}×${Math.round(height)} px (asked for ${Math.round(wanted.width)}×${Math.round(wanted.height)}): screenshots are at most ${screenshotLimits.maxWidth} px wide, ${screenshotLimits.maxHeight} px tall and ${screenshotLimits.maxPixels} device pixels in all.`);
  }
  return page.screenshot({ ...options, ...(cssOnly ? { scale: "css" as const } : {}), clip: { x: wanted.x, y: wanted.y, width, height } });
}

/** An element's screenshot, taken as a bounded clip of the full page at the element's box. */
export async function boundedElementScreenshot(page: Page, locator: Locator, options: BoundedScreenshotOptions, note: (text: string) => void = () => {}): Promise<Buffer> {
  await locator.scrollIntoViewIfNeeded(options.timeout === undefined ? {} : { timeout: options.timeout });
  const box = await locator.boundingBox(options.timeout === undefined ? {} : { timeout: options.timeout });
  if (box === null) throw new Error("The element is not visible, so it has no screenshot.");
  const metrics = await pageMetrics(page);
  const { clip: _ignored, fullPage: _alsoIgnored, ...rest } = options;
  return boundedScreenshot(page, { ...rest, fullPage: true, clip: { x: box.x + metrics.scrollX, y: box.y + metrics.scrollY, width: box.width, height: box.height } }, note);
}

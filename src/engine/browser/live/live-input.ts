import type { Page } from "playwright-core";
import { z } from "zod/v4";

// A position on the frame, as a share of its width and height (the viewer may show it at any size).
const share = z.number().min(0).max(1);
const delta = z.number().min(-10_000).max(10_000);

/** Keys the viewer may press by name (printable characters are sent as `text`). */
const namedKeys = new Set([
  "Enter", "Tab", "Backspace", "Delete", "Escape", "Space", "Home", "End", "PageUp", "PageDown", "Insert",
  "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
]);
const modifiers = new Set(["Control", "Shift", "Alt", "Meta"]);

/** `Enter`, `Shift+Tab`, `Control+a`: modifiers, then one named key or one printable character. */
function isKeyCombo(value: string): boolean {
  const parts = value.split("+");
  const key = parts.pop() ?? "";
  if (parts.length > 3 || !parts.every((part) => modifiers.has(part))) return false;
  return namedKeys.has(key) || (parts.length > 0 && /^[\x21-\x7e]$/.test(key));
}

/** One input event from the interactive viewer: a click, a wheel turn, a key or typed text. */
export type LiveInput =
  | { type: "click"; x: number; y: number; button?: "left" | "right" | "middle" | undefined; clickCount?: number | undefined }
  | { type: "wheel"; x: number; y: number; deltaX: number; deltaY: number }
  | { type: "key"; key: string }
  | { type: "text"; text: string };

// Typed as ZodType so the shipped declarations do not spell out zod's internal generics (they differ between zod releases).
export const liveInputSchema: z.ZodType<LiveInput> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("click"), x: share, y: share, button: z.enum(["left", "right", "middle"]).optional(), clickCount: z.number().int().min(1).max(3).optional() }),
  z.strictObject({ type: z.literal("wheel"), x: share, y: share, deltaX: delta, deltaY: delta }),
  z.strictObject({ type: z.literal("key"), key: z.string().max(40).refine(isKeyCombo, "not a key the live view sends (a named key such as Enter, or Control+<character>)") }),
  z.strictObject({ type: z.literal("text"), text: z.string().min(1).max(256) }),
]);

/** Applies one input event to the page; `size` is the viewport the viewer's frame shows, in CSS pixels. */
export async function applyLiveInput(page: Page, input: LiveInput, size: { width: number; height: number }): Promise<void> {
  switch (input.type) {
    case "click":
      await page.mouse.click(input.x * size.width, input.y * size.height, { button: input.button ?? "left", clickCount: input.clickCount ?? 1 });
      return;
    case "wheel":
      await page.mouse.move(input.x * size.width, input.y * size.height);
      await page.mouse.wheel(input.deltaX, input.deltaY);
      return;
    case "key":
      await page.keyboard.press(input.key.replace(/(^|\+)Space$/, "$1 "));
      return;
    case "text":
      await page.keyboard.type(input.text);
      return;
  }
}

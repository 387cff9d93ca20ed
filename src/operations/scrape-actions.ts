import { z } from "zod/v4";
import { taggedUnion } from "./zod-compat.js";

/** Most actions one scrape may run. */
export const MAX_ACTIONS = 50;
/** Budget for `waitFor` plus all wait actions, in milliseconds (a selector wait counts 1000). */
export const MAX_TOTAL_WAIT_MS = 60_000;

const waitActionSchema = () =>
  z
    .strictObject({
      type: z.literal("wait"),
      /** Fixed pause in milliseconds. Give this or `selector`, not both. */
      milliseconds: z.int().positive().optional(),
      /** Wait until this CSS selector appears. Give this or `milliseconds`, not both. */
      selector: z.string().optional(),
    })
    .refine((action) => (action.milliseconds === undefined) !== (action.selector === undefined), {
      message: 'A "wait" action needs exactly one of "milliseconds" or "selector"',
    });

const pdfPageFormats = [
  "A0",
  "A1",
  "A2",
  "A3",
  "A4",
  "A5",
  "A6",
  "Letter",
  "Legal",
  "Tabloid",
  "Ledger",
] as const;

// Built on first use (`z.lazy`), like the other large request and response schemas of operations/:
// an import of the package should not pay for building them (bench/README.md, issue 31).
/** One browser action run before the page is captured. */
export const actionSchema = z.lazy(() =>
  taggedUnion("type", [
    waitActionSchema(),
    z.strictObject({ type: z.literal("click"), selector: z.string(), all: z.boolean().optional() }),
    z.strictObject({ type: z.literal("write"), text: z.string() }),
    z.strictObject({ type: z.literal("press"), key: z.string() }),
    z.strictObject({
      type: z.literal("scroll"),
      direction: z.enum(["up", "down"]).optional(),
      selector: z.string().optional(),
    }),
    z.strictObject({ type: z.literal("scrape") }),
    z.strictObject({ type: z.literal("executeJavascript"), script: z.string() }),
    z.strictObject({
      type: z.literal("screenshot"),
      fullPage: z.boolean().optional(),
      quality: z.number().min(1).max(100).optional(),
      viewport: z
        .strictObject({ width: z.int().positive().max(7680), height: z.int().positive().max(4320) })
        .optional(),
    }),
    z.strictObject({
      type: z.literal("pdf"),
      format: z.enum(pdfPageFormats).optional(),
      landscape: z.boolean().optional(),
      scale: z.number().positive().optional(),
    }),
  ]),
);
export type ScrapeAction = z.input<typeof actionSchema>;

export const actionsSchema = z.lazy(() => z.array(actionSchema).max(MAX_ACTIONS, { message: `actions may contain at most ${MAX_ACTIONS} actions` }));

/** Milliseconds the page would spend waiting: `waitFor` plus wait actions. */
export function totalWaitMs(actions: readonly ScrapeAction[] | undefined, waitFor = 0): number {
  let total = waitFor;
  for (const action of actions ?? []) {
    if (action.type !== "wait") continue;
    total += action.milliseconds ?? (action.selector !== undefined ? 1000 : 0);
  }
  return total;
}

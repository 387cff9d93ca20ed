import { z } from "zod/v4";
import { paramsOption } from "../client/params-option.js";
import { optionTypes as t } from "../core/options-schema.js";
import { scrapeRequestShape } from "../operations/scrape.js";
import type { SessionRegistryOptions } from "./session-registry.js";
import type { InteractSessionOptions } from "./session-types.js";

const sessionShape = {
  url: z.string().trim().min(1, "must be the address of a web page").optional(),
  scrapeOptions: paramsOption(scrapeRequestShape(), ["url"]),
  ttlMs: t.positive(),
  idleMs: t.positive(),
};

/** The schema of `InteractSessionOptions` (`createInteractSession`). */
export const interactSessionOptionsSchema = z.strictObject({ ...sessionShape, clock: t.fn() } satisfies Record<keyof InteractSessionOptions, z.ZodType>);

/** The schema of `SessionRegistryOptions` (`createSessionRegistry`). */
export const sessionRegistryOptionsSchema = z.strictObject({
  idleMs: t.positive(),
  maxSessions: t.positiveInt(),
  clock: t.fn(),
  sessionOptions: z.strictObject(sessionShape).optional(),
  sweepIntervalMs: t.positive(),
  onEvictionError: t.fn(),
} satisfies Record<keyof SessionRegistryOptions, z.ZodType>);

import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { clientOptionsShape } from "../core/options.js";
import { optionTypes as t, withNestedOptions } from "../core/options-schema.js";
import { splitExtraBody } from "./extra-body.js";
import { convertUserSchemas } from "./user-schemas.js";

/**
 * The schema of an options object's client part (`WebDataClientSource`): a shared `client`, or the
 * client options themselves. Spread it into every factory's options schema (built on first use).
 */
export const clientSourceShape = lazyValue(() => ({
  ...clientOptionsShape(),
  /** A `WebDataClient` (checked for being an object; its own options were checked when it was made). */
  client: t.object(),
}));

/**
 * Options that are API parameters fixed by the developer (a tool's `params`, a loader's
 * `scrapeOptions`): every key must be a parameter of the operation (`shape` is its request body
 * without cross-field rules, so a partial set is fine), and every value is checked by the same
 * field schema the client uses, after user schemas (zod 3/4, JSON Schema) are converted. `body`:
 * the options are a whole request body, which also takes `extraBody`; false for nested ones.
 */
export function paramsOption(shape: z.ZodRawShape, omit: readonly string[] = [], { body = true }: { body?: boolean } = {}): z.ZodOptional<z.ZodType> {
  const kept = Object.fromEntries(Object.entries(shape).filter(([key]) => !omit.includes(key)));
  const values = z.strictObject(kept).partial();
  const keys = z.strictObject({
    ...Object.fromEntries(Object.keys(kept).map((key) => [key, z.unknown().optional()])),
    // A whole request body also takes `extraBody` (checked when the call is made, against the operation).
    ...(body ? { extraBody: z.record(z.string(), z.unknown()).optional() } : {}),
  });
  const checked = keys.superRefine((value, ctx) => {
    let converted: unknown;
    try {
      converted = convertUserSchemas(splitExtraBody(value).params);
    } catch (error) {
      ctx.addIssue({ code: "custom", path: ["schema"], message: error instanceof Error ? error.message : String(error) });
      return;
    }
    const result = values.safeParse(converted);
    if (result.success) return;
    // Unknown top-level keys were reported by `keys` already.
    for (const issue of result.error.issues) if (!(issue.code === "unrecognized_keys" && issue.path.length === 0)) ctx.addIssue(issue as never);
  });
  return withNestedOptions(checked, values).optional();
}

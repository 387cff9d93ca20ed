import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { preprocess } from "./zod-compat.js";

/** A string enum that stays open: known values for autocompletion, any other string accepted. */
export type OpenEnum<Known extends string> = Known | (string & {});

/**
 * Response-side enum: accepts any string (a new server value must never break parsing) while the
 * TypeScript type still lists the known values.
 */
export function openEnum<const Known extends readonly [string, ...string[]]>(
  known: Known,
): z.ZodType<OpenEnum<Known[number]>, string> {
  const schema = z.string().describe(`Known values: ${known.join(", ")} (others are accepted).`);
  return schema as unknown as z.ZodType<OpenEnum<Known[number]>, string>;
}

/**
 * Optional response leaf: missing, `null` or a value of an unexpected type all read as
 * `undefined`, so one odd field never fails the whole response.
 */
export function field<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** Fields every response envelope may carry. */
export const envelopeShape = lazyValue(() => ({
  success: field(z.boolean()),
  warning: field(z.string()),
  error: field(z.string()),
  code: field(z.string()),
}));

/** Response list: missing or `null` reads as `[]`; the items keep their own schema. */
export function listField<T extends z.ZodType>(item: T) {
  return preprocess((value) => value ?? undefined, z.array(item).optional().default([]));
}

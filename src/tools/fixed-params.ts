import { z } from "zod/v4";

/**
 * Builds the model-facing schema from a full model shape, leaving out every field whose API
 * parameter the developer fixed (DESIGN rule 8: developer options win quietly). `controls` maps a
 * model field to the API parameters it sets, when the names differ.
 */
export function modelSchema<S extends z.ZodRawShape>(
  shape: S,
  fixed: object | undefined,
  controls: Partial<Record<keyof S, readonly string[]>> = {},
): z.ZodObject<S> {
  const fixedKeys = new Set(Object.entries(fixed ?? {}).filter(([, v]) => v !== undefined).map(([k]) => k));
  const kept = Object.fromEntries(
    Object.entries(shape).filter(([key]) => !(controls[key as keyof S] ?? [key]).some((api) => fixedKeys.has(api))),
  );
  const schema = z.object(kept);
  FIXED_FIELDS.set(schema, Object.keys(shape).filter((key) => !(key in kept)));
  return schema as unknown as z.ZodObject<S>;
}

/** The model fields `modelSchema` left out (the developer fixed them): a call that sends one anyway is not refused, the developer's value wins. */
export const FIXED_FIELDS = new WeakMap<z.ZodType, readonly string[]>();

/** Removes `undefined` values so they never override anything. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

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
  return z.object(kept) as unknown as z.ZodObject<S>;
}

/** Removes `undefined` values so they never override anything. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

import { z } from "zod/v4";

/*
 * Schema builders whose declared types exist in every zod the peer range allows (zod 3.25's
 * `zod/v4` and each zod 4 minor). The shipped `.d.ts` spells out each schema's type; where zod
 * changed a type between minors, the builder declares the older, wider type it still extends, so a
 * user on an older zod compiles our declarations too (proved per version in test/types/).
 */

/** `z.discriminatedUnion`, declared as the `z.ZodUnion` it is (its own type gained a type parameter in zod 4.1+). */
export function taggedUnion<const Options extends readonly [z.ZodType, ...z.ZodType[]]>(key: string, options: Options): z.ZodUnion<Options> {
  return z.discriminatedUnion(key, options as never) as unknown as z.ZodUnion<Options>;
}

/** `z.preprocess`, declared as the transform-then-schema pipe it is (`z.ZodPreprocess` is newer than zod 4.0). */
export function preprocess<Schema extends z.ZodType>(fn: (value: unknown) => unknown, schema: Schema): z.ZodPipe<z.ZodTransform<unknown, unknown>, Schema> {
  return z.preprocess(fn, schema) as unknown as z.ZodPipe<z.ZodTransform<unknown, unknown>, Schema>;
}

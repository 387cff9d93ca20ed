import { z } from "zod/v4";
import { optionTypes as t } from "../core/options-schema.js";
import { MOCK_ROUTES, type MockServerOptions } from "./types.js";

/** The schema of `MockServerOptions` (`createMockServer`): the same one check as every public options object. */
export const mockServerOptionsSchema = z.strictObject({
  apiKey: z.string().nullable().optional(),
  keyless: z.boolean().optional(),
  pageSize: t.positiveInt(),
  host: z.string().min(1).optional(),
  port: z.int().min(0).max(65_535).optional(),
  now: t.fn(),
  maxSearchResults: t.nonNegativeInt(),
  lenient: z.boolean().optional(),
  acceptFields: z.partialRecord(z.enum(MOCK_ROUTES), z.array(z.string())).optional(),
} satisfies Record<keyof MockServerOptions, z.ZodType>);

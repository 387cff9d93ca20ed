import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";

/** Telemetry keys every POST body accepts (docs/api.md, conventions). */
export const requestBaseShape = lazyValue(() => ({
  /** Free-form caller label. @default "api" on the server */
  origin: z.string().optional(),
  /** Integration name, e.g. the framework the call comes from. */
  integration: z.string().optional(),
}));

/** A JSON Schema object (user zod schemas are converted by the client before validation). */
export const jsonSchemaObject = z.lazy(() => z.record(z.string(), z.unknown()));

/** Enterprise-only option objects; their inner shape is the server's business. */
export const enterpriseShape = lazyValue(() => ({
  threatProtection: z.record(z.string(), z.unknown()).optional(),
  auditMetadata: z.record(z.string(), z.unknown()).optional(),
}));

/**
 * A value written either as a string or as an object (formats, parsers, sources, webhooks). zod's
 * own union error ("Invalid input") is replaced by the issue of the branch the input was aimed at.
 */
export function stringOrObject<Names extends z.ZodType<string>, Objects extends z.ZodType<object>>(
  names: Names,
  objects: Objects,
  hint: string,
) {
  return z.union([names, objects], {
    error: (issue) => {
      if (issue.code !== "invalid_union") return undefined;
      if (typeof issue.input === "string") {
        return `Unknown value "${issue.input.slice(0, 60)}". ${hint}`;
      }
      const first = issue.errors?.[1]?.[0];
      if (first === undefined || typeof issue.input !== "object" || issue.input === null) {
        return `Expected a string or an object. ${hint}`;
      }
      if (first.path.length === 0 || first.path[0] === "type") return `${first.message}. ${hint}`;
      return `${first.path.map(String).join(".")}: ${first.message}`;
    },
  });
}

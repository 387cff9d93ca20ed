import type { z } from "zod/v4";
import type { operations } from "../operations/index.js";
import type { WithExtraBody } from "./extra-body.js";

export type OperationName = keyof typeof operations;

/**
 * Request params of an operation, as callers write them: the fields of its request schema, plus
 * `extraBody` for fields the service added after this release (see `WithExtraBody`).
 */
export type ParamsOf<N extends OperationName> = (typeof operations)[N]["request"] extends infer R
  ? R extends z.ZodType
    ? z.input<R> & WithExtraBody
    : never
  : never;

/** Parsed response of an operation. */
export type ResultOf<N extends OperationName> = z.output<(typeof operations)[N]["response"]>;

/** `Omit` that keeps the known keys of loose (index-signature) types, which `Omit` would erase. */
export type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

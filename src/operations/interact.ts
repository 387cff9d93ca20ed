import { z } from "zod/v4";
import { defineOperation } from "./define.js";
import { envelopeShape, field } from "./lenient.js";
import { requestBaseShape } from "./request-base.js";

/** Fields of the interact body, for building narrower schemas (a refined schema cannot be `.pick`ed). */
export const interactRequestShape = {
  /** Task for the browser agent, 1–10000 chars. Not together with `code`. */
  prompt: z.string().min(1).max(10_000).optional(),
  /** Code run against the live page (`page` is a Playwright Page), 1–100000 chars. Not together with `prompt`. */
  code: z.string().min(1).max(100_000).optional(),
  /** Language of `code`. @default "node" */
  language: z.enum(["node", "python", "bash"]).optional(),
  /** Run timeout in SECONDS, 1–300. @default 30 */
  timeout: z
    .number()
    .min(1, { message: "timeout is in seconds and must be at least 1" })
    .max(300, { message: "timeout is in seconds and may be at most 300" })
    .optional(),
  ...requestBaseShape(),
};

/**
 * `POST /scrape/{scrapeId}/interact` body (docs/api.md §3.1): exactly one of `prompt` or `code`.
 * The scrape id travels in the path. Strict, although the server would drop unknown keys.
 */
export const interactRequestSchema = z
  .strictObject(interactRequestShape)
  .superRefine((request, ctx) => {
    if (request.prompt !== undefined && request.code !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["code"],
        message: 'Send either "prompt" or "code", not both (the server would run the code and ignore the prompt)',
      });
    } else if (request.prompt === undefined && request.code === undefined) {
      ctx.addIssue({ code: "custom", path: ["prompt"], message: 'Either "prompt" or "code" must be provided' });
    }
  });
export type InteractRequest = z.input<typeof interactRequestSchema>;

/** Interact 200 body; `success` is false (still HTTP 200) when the run failed or was killed. */
export const interactResponseSchema = z.looseObject({
  ...envelopeShape(),
  sessionId: field(z.string()),
  cdpUrl: field(z.string()),
  liveViewUrl: field(z.string()),
  interactiveLiveViewUrl: field(z.string()),
  /** The agent's final answer (prompt runs only). */
  output: field(z.string()),
  stdout: field(z.string()),
  /** Code: value of the last expression. Prompt: raw page snapshot. */
  result: field(z.string()),
  stderr: field(z.string()),
  exitCode: field(z.number()),
  killed: field(z.boolean()),
});
export type InteractResponse = z.output<typeof interactResponseSchema>;

/** `DELETE /scrape/{scrapeId}/interact` 200 body (docs/api.md §3.2). */
export const stopInteractionResponseSchema = z.looseObject({
  ...envelopeShape(),
  /** Session length in milliseconds. */
  sessionDurationMs: field(z.number()),
  /** Left out when the session was already destroyed by another path. */
  creditsBilled: field(z.number()),
  cleanupQueued: field(z.boolean()),
});
export type StopInteractionResponse = z.output<typeof stopInteractionResponseSchema>;

export const interactOperation = defineOperation({
  name: "interact",
  method: "POST",
  path: "/scrape/{scrapeId}/interact",
  auth: "keyless",
  // Runs a billed, side-effecting browser step: a blind retry could click twice.
  startsJob: true,
  request: interactRequestSchema,
  response: interactResponseSchema,
});

export const stopInteractionOperation = defineOperation({
  name: "stopInteraction",
  method: "DELETE",
  path: "/scrape/{scrapeId}/interact",
  auth: "keyless",
  startsJob: false,
  request: null,
  response: stopInteractionResponseSchema,
});

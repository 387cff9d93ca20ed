import { z } from "zod/v4";
import { lazyValue } from "../core/lazy-value.js";
import { defineOperation } from "./define.js";
import { jobStatuses } from "./job-status.js";
import { envelopeShape, field, openEnum } from "./lenient.js";
import { enterpriseShape, jsonSchemaObject, requestBaseShape } from "./request-base.js";
import { agentWebhookEvents, webhookSchema } from "./webhook.js";
import { webUrlSchema } from "./web-url.js";

/** Agent models the service accepts (the newest server runs spark-2 whatever is sent). */
export const agentModels = ["spark-1-pro", "spark-1-mini", "spark-2"] as const;

/** `POST /agent` body (docs/api.md §7). Strict. */
export const agentStartRequestShape = lazyValue(() => ({
  /** The research task, 1–10000 chars. */
  prompt: z
    .string()
    .min(1, { message: "prompt must not be empty" })
    .max(10_000, { message: "prompt may be at most 10000 characters" }),
  /** URLs to focus on. */
  urls: z.array(webUrlSchema("urls[]")).optional(),
  /** JSON Schema of the result. */
  schema: jsonSchemaObject.optional(),
  /** Credit cap; reaching it fails the job with no data and no charge. @default 2500 */
  maxCredits: z.number().positive({ message: "maxCredits must be a positive number" }).optional(),
  /** Stay on `urls`. @default false */
  strictConstrainToURLs: z.boolean().optional(),
  /** Do not rely on a default; read `model` back from the status. */
  model: z.enum(agentModels).optional(),
  effort: z.enum(["low", "medium", "high"]).optional(),
  webhook: webhookSchema(agentWebhookEvents).optional(),
  /** Continue an existing thread. */
  threadId: z.string().min(1).optional(),
  mode: z.enum(["extract", "chat"]).optional(),
  /** Paid-provider settings, passed through. */
  exchange: z.record(z.string(), z.unknown()).optional(),
  ...enterpriseShape(),
  ...requestBaseShape(),
}));
export const agentStartRequestSchema = z.lazy(() => z.strictObject(agentStartRequestShape()));
export type AgentStartRequest = z.input<typeof agentStartRequestSchema>;

export const agentStartResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    id: z.string(),
    threadId: field(z.string()),
    threadTurn: field(z.number()),
  }),
);
export type AgentStartResponse = z.output<typeof agentStartResponseSchema>;

/** `GET /agent/{id}`. `data` is present only once completed. */
export const agentStatusResponseSchema = z.lazy(() =>
  z.looseObject({
    ...envelopeShape(),
    status: field(openEnum(jobStatuses.agent)),
    data: field(z.unknown()),
    model: field(openEnum(agentModels)),
    effort: field(openEnum(["low", "medium", "high"])),
    expiresAt: field(z.string()),
    creditsUsed: field(z.number()),
    threadId: field(z.string()),
    threadTurn: field(z.number()),
    mode: field(openEnum(["extract", "chat"])),
    /** Chat-mode answer. */
    message: field(z.string()),
  }),
);
export type AgentStatusResponse = z.output<typeof agentStatusResponseSchema>;

/** `DELETE /agent/{id}`: `{ success }`; cancellation is cooperative. */
export const agentCancelResponseSchema = z.lazy(() => z.looseObject(envelopeShape()));
export type AgentCancelResponse = z.output<typeof agentCancelResponseSchema>;

export const agentStartOperation = defineOperation({
  name: "agent.start",
  method: "POST",
  path: "/agent",
  auth: "required",
  startsJob: true,
  request: agentStartRequestSchema,
  response: agentStartResponseSchema,
});

export const agentStatusOperation = defineOperation({
  name: "agent.status",
  method: "GET",
  path: "/agent/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: agentStatusResponseSchema,
});

export const agentCancelOperation = defineOperation({
  name: "agent.cancel",
  method: "DELETE",
  path: "/agent/{id}",
  auth: "required",
  startsJob: false,
  request: null,
  response: agentCancelResponseSchema,
});

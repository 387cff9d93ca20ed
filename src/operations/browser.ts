import { z } from "zod/v4";
import { defineOperation } from "./define.js";
import { envelopeShape, field } from "./lenient.js";
import { requestBaseShape } from "./request-base.js";

/**
 * `POST /interact` body (docs/api.md §3.3): a standalone browser session, not tied to a scrape. The
 * service drops unknown keys here, so the schema is not strict.
 */
export const browserCreateRequestSchema = z.object({
  /** Session lifetime in SECONDS, 30–3600. @default 600 */
  ttl: z.int().min(30).max(3600).optional(),
  /** Idle timeout in SECONDS, 10–3600. @default 300 */
  activityTtl: z.int().min(10).max(3600).optional(),
  /** @default true */
  streamWebView: z.boolean().optional(),
  profile: z.object({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() }).optional(),
  ...requestBaseShape(),
});
export type BrowserCreateRequest = z.input<typeof browserCreateRequestSchema>;

export const browserCreateResponseSchema = z.looseObject({
  ...envelopeShape(),
  id: field(z.string()),
  cdpUrl: field(z.string()),
  liveViewUrl: field(z.string()),
  interactiveLiveViewUrl: field(z.string()),
  expiresAt: field(z.string()),
});
export type BrowserCreateResponse = z.output<typeof browserCreateResponseSchema>;

export const browserCreateOperation = defineOperation({
  name: "browser.create",
  method: "POST",
  path: "/interact",
  auth: "required",
  startsJob: true,
  request: browserCreateRequestSchema,
  response: browserCreateResponseSchema,
});

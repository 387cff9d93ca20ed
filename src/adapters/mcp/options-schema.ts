import { z } from "zod/v4";
import { optionTypes as t } from "../../core/options-schema.js";
import { toolSetOptionsShape } from "../../tools/options-schema.js";
import type { WebDataMcpServerOptions } from "./create-mcp-server.js";
import type { McpHttpOptions } from "./http-sessions.js";

const serverShape = {
  ...toolSetOptionsShape(),
  sessionKey: z.string().min(1).optional(),
  secret: z.string().optional(),
  heartbeatMs: t.positive(),
} satisfies Record<keyof WebDataMcpServerOptions, z.ZodType>;

/** The schema of `WebDataMcpServerOptions`: the tool set's options plus what only MCP needs. */
export const mcpServerOptionsSchema = z.strictObject(serverShape);

const { sessionKey: _perSession, ...httpServerShape } = serverShape;

/** The schema of `McpHttpOptions` (every session's server options, plus the endpoint's own). */
export const mcpHttpOptionsSchema = z.strictObject({
  ...httpServerShape,
  maxSessions: t.positiveInt(),
  idleMs: t.positive(),
  loopbackOriginsOnly: z.boolean().optional(),
} satisfies Record<keyof McpHttpOptions, z.ZodType>);

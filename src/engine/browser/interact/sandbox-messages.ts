import { z } from "zod/v4";
import { plainCopy, UnsafeData } from "./plain-copy.js";
import { sandboxLimits } from "./sandbox-limits.js";

const { maxOutputChars } = sandboxLimits;

const step = z.tuple([z.string().max(64), z.array(z.unknown()).max(8).nullable()]);

/** Every message the sandbox child may send; anything else ends its run. */
const childMessage = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("ready") }),
  z.strictObject({
    type: z.literal("call"),
    id: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
    path: z.array(step).max(16),
    method: z.string().max(64),
    args: z.array(z.unknown()).max(8),
  }),
  z.strictObject({ type: z.literal("out"), stream: z.enum(["stdout", "stderr"]), text: z.string().max(maxOutputChars + 1) }),
  z.strictObject({ type: z.literal("done"), result: z.string().nullable().optional(), failed: z.boolean().optional() }),
]);

/** A message from the sandbox child, checked. */
export type ChildMessage = z.infer<typeof childMessage>;

/** The result of reading one message: the checked message, or why the run must end. */
export type ReadMessage = { ok: true; message: ChildMessage } | { ok: false; reason: string };

// The same bounds the child checks before it sends (a message's text is within its JSON length).
const limits = { maxDepth: sandboxLimits.maxMessageDepth, maxNodes: sandboxLimits.maxMessageValues, maxChars: sandboxLimits.maxMessageChars };

/**
 * Reads one IPC message of the sandbox child, which is assumed compromised: a bounded plain copy is
 * checked against the message schemas, and only the copy is used afterwards.
 */
export function readChildMessage(raw: unknown): ReadMessage {
  let copy: unknown;
  try {
    copy = plainCopy(raw, limits);
  } catch (error) {
    if (error instanceof UnsafeData) return { ok: false, reason: `a message holding ${error.message}` };
    throw error;
  }
  const parsed = childMessage.safeParse(copy);
  if (!parsed.success) {
    const type = copy !== null && typeof copy === "object" && typeof (copy as { type?: unknown }).type === "string" ? String((copy as { type: string }).type).slice(0, 40) : "?";
    return { ok: false, reason: `a malformed or unknown message (type "${type}")` };
  }
  return { ok: true, message: parsed.data };
}

import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { SessionInteractParams, SessionInteractResult, SessionStopResult } from "../../browser/session-types.js";
import { defined } from "../fixed-params.js";
import type { InteractToolSettings } from "../options.js";
import { firstLine } from "../render.js";
import { clipText } from "../../core/token-budget.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolCallContext, ToolSpec } from "../types.js";

const schema = lazyValue(() =>
  z.object({
    url: z.string().optional().describe("Page to open, or to switch to (stops the current browser). Omit to keep working on the open page."),
    prompt: z
      .string()
      .max(10_000)
      .optional()
      .describe("What to do on the page in plain words, e.g. 'click Pricing and read the Pro plan price'. Give prompt or code."),
    code: z.string().max(100_000).optional().describe("Playwright code to run instead of a prompt (`page` is the page)."),
    language: z.enum(["node", "python", "bash"]).optional().describe("Language of `code` (default node)."),
  }),
);
type Input = z.infer<ReturnType<typeof schema>>;

/** The session key of a call: the conversation's, else the tool set's. */
function sessionKeyOf(ctx: ToolCallContext, settings: InteractToolSettings): string {
  return ctx.sessionKey ?? settings.sessionKey ?? "default";
}

/** `web_interact`: drive a live browser on a page, one step per call, state kept between calls. */
export function webInteractSpec(runtime: ToolRuntime, settings: InteractToolSettings = {}): ToolSpec<Input, SessionInteractResult> {
  return {
    name: "web_interact",
    costly: true,
    description:
      settings.description ??
      "Use a live browser on a page: click, fill forms, paginate, reveal content, then read the result. Pass `url` " +
        "the first time; later calls continue in the same browser (state is kept). Use it only when web_scrape cannot " +
        "get the content. Billed per browser minute (about 7 credits/min); call web_interact_stop when done.",
    inputSchema: schema(),
    execute: (input, ctx) =>
      runtime.sessions(settings).get(sessionKeyOf(ctx, settings)).interact(
        defined({ url: input.url, prompt: input.prompt, code: input.code, language: input.language }) as SessionInteractParams,
        { signal: ctx.signal },
      ),
    creditsOf: (out) => (out.switched?.stop.creditsBilled ?? 0) + (out.reopened?.previousStop?.creditsBilled ?? 0),
    check: (out) =>
      out.success === false
        ? {
            category: "browser_step_failed",
            message: `The browser step failed: ${firstLine(out.error ?? out.stderr ?? "no details", 300)}`,
            hint: "Rephrase the step more concretely, or try smaller steps. The browser session is still open.",
          }
        : undefined,
    render(out, budget) {
      const lines = [`Browser on ${out.url}`];
      if (out.switched) lines.push(`(Stopped the previous browser on ${out.switched.previousUrl}.)`);
      if (out.reopened) lines.push(`Note: ${out.reopened.note}`);
      if (out.output) lines.push(`Result: ${out.output}`);
      if (out.stdout) lines.push(`stdout:\n${out.stdout}`);
      if (out.stderr) lines.push(`stderr:\n${out.stderr}`);
      const head = lines.join("\n");
      const snapshot = typeof out.result === "string" ? out.result : out.result == null ? "" : JSON.stringify(out.result);
      if (!snapshot) return head;
      const room = budget.maxTokens - budget.tokens.count(head) - 40;
      const clipped = clipText(snapshot, Math.max(50, room), budget.tokens);
      const tail = clipped.truncated ? "\n[truncated: page snapshot cut to fit; ask a narrower question to see more]" : "";
      return `${head}\n\nPage snapshot:\n${clipped.text}${tail}`;
    },
  };
}

// One optional argument: Gemini refuses a function whose parameters have an empty `properties`.
const stopSchema = lazyValue(() =>
  z.object({
    reason: z.string().max(500).optional().describe("Optional: why the browser is no longer needed, in a few words."),
  }),
);

/** `web_interact_stop`: end this conversation's browser and report what it cost. */
export function webInteractStopSpec(
  runtime: ToolRuntime,
  settings: InteractToolSettings = {},
): ToolSpec<z.infer<ReturnType<typeof stopSchema>>, SessionStopResult> {
  return {
    name: "web_interact_stop",
    costly: false,
    // `interact.description` is web_interact's; this tool keeps its own.
    description: "Stop the live browser opened by web_interact (it is billed until stopped or idle for 5 minutes).",
    inputSchema: stopSchema(),
    execute: (_input, ctx) => runtime.sessions(settings).close(sessionKeyOf(ctx, settings), { signal: ctx.signal }),
    creditsOf: (out) => out.creditsBilled ?? 0,
    render(out) {
      if (!out.stopped) return "No browser session was open.";
      const seconds = out.sessionDurationMs !== undefined ? `${Math.round(out.sessionDurationMs / 1000)} s` : "unknown time";
      const credits = out.creditsBilled !== undefined ? `, ${out.creditsBilled} credits billed` : "";
      return `Stopped the browser session (${seconds}${credits}).`;
    },
  };
}

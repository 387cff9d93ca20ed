import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { SupportAskResult } from "../../client/support.js";
import type { ToolSettings } from "../options.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";

const schema = lazyValue(() =>
  z.object({
    question: z
      .string()
      .min(1)
      .max(8000)
      .describe("What went wrong: the tool, its parameters, the error text, the job id or URL, and what you expected."),
    rationale: z.string().max(2000).optional().describe("What the user is ultimately trying to get."),
  }),
);

/** `web_support_ask`: ask the service's support agent why a call failed and how to fix it. */
export function webSupportAskSpec(runtime: ToolRuntime, settings: ToolSettings = {}): ToolSpec<z.infer<ReturnType<typeof schema>>, SupportAskResult> {
  return {
    name: "web_support_ask",
    costly: false,
    description:
      settings.description ??
      "Ask the web data service's support agent to diagnose a failed or suspicious result (empty page, failed crawl, " +
        "blocked site). It answers in 15–60 s with a diagnosis and, often, parameters to retry with.",
    inputSchema: schema(),
    execute: (input, ctx) => runtime.client.support.ask(input, { signal: ctx.signal }),
    render(out) {
      const lines = [`Diagnosis (${String(out.confidence ?? "unknown")} confidence): ${String(out.answer ?? "")}`];
      if (out.fixParameters) lines.push(`Suggested parameters: ${JSON.stringify(out.fixParameters)}`);
      if (out.validation) lines.push(`Validation: ${String(out.validation.result)}${out.validation.evidence ? ` — ${out.validation.evidence}` : ""}`);
      return lines.join("\n");
    },
  };
}

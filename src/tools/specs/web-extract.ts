import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { ExtractParams, ExtractStatus } from "../../client/extract-jobs.js";
import type { WithUserSchema } from "../../client/user-schemas.js";
import { InvalidArgumentError } from "../../core/errors.js";
import { defined, modelSchema } from "../fixed-params.js";
import { parseSchemaJson, waitMs, waitWithinBudget } from "../job-wait.js";
import { maxWaitOf, type WaitingToolSettings } from "../options.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";

const shape = lazyValue(() => ({
  urls: z.array(z.string()).max(10).optional().describe("Up to 10 pages to extract from (a trailing /* covers a whole site)."),
  prompt: z.string().max(10_000).optional().describe("What to extract, in plain words."),
  schemaJson: z.string().optional().describe("Optional JSON Schema (as a JSON string) for the result."),
  jobId: z.string().optional().describe("To check an extraction that was still running: its jobId (then omit urls and prompt)."),
  waitSeconds: z.number().int().min(0).max(600).optional().describe("Wait at most this long (capped by the app)."),
}));
type Input = { urls?: string[]; prompt?: string; schemaJson?: string; jobId?: string; waitSeconds?: number };

export interface ExtractToolOutput {
  jobId: string;
  status: string;
  data?: unknown;
  creditsUsed?: number | undefined;
  tokensUsed?: number | undefined;
  error?: string | undefined;
  done: boolean;
}

/** `web_extract`: structured data from a few pages, by prompt and/or JSON Schema. */
export function webExtractSpec(runtime: ToolRuntime, settings: WaitingToolSettings<Partial<WithUserSchema<ExtractParams>>> = {}): ToolSpec<Input, ExtractToolOutput> {
  const fixed = settings.params ?? {};
  const budgetMs = maxWaitOf(settings, runtime.maxWaitMs);
  return {
    name: "web_extract",
    // Checking an extraction that is already running starts nothing new.
    costly: (input) => input.jobId === undefined,
    description:
      settings.description ??
      "Extract structured data (JSON) from up to 10 known pages, guided by a prompt and/or a JSON Schema. Use it when " +
        "you need fields, not prose. For reading a page use web_scrape; for open-ended research use web_agent. " +
        "Costs 1 credit per 15 tokens processed.",
    inputSchema: modelSchema(shape(), fixed, { schemaJson: ["schema"] }) as unknown as z.ZodType<Input>,
    async execute(input, ctx) {
      const client = runtime.client;
      let id = input.jobId;
      if (!id) {
        if (!input.urls?.length && !fixed.urls) {
          throw new InvalidArgumentError("urls is required unless you pass jobId", [{ path: ["urls"], message: "required unless jobId is given" }]);
        }
        const params = {
          ...defined({ urls: input.urls, prompt: input.prompt, schema: parseSchemaJson(input.schemaJson) }),
          ...fixed,
        } as WithUserSchema<ExtractParams>;
        id = (await client.extract.start(params, { signal: ctx.signal })).id;
      }
      const jobId = id;
      const outcome = await waitWithinBudget<ExtractStatus>(
        () => client.extract.wait(jobId, { signal: ctx.signal, maxWaitMs: waitMs(budgetMs, input.waitSeconds) }),
        undefined,
      );
      const status = outcome.status;
      return {
        jobId,
        status: outcome.state === "failed" ? "failed" : String(status?.status ?? "processing"),
        data: status?.data,
        creditsUsed: status?.creditsUsed ?? (status?.tokensUsed !== undefined ? Math.ceil(status.tokensUsed / 15) : undefined),
        tokensUsed: status?.tokensUsed,
        error: outcome.state === "failed" ? outcome.error : undefined,
        done: outcome.state !== "still-running",
      };
    },
    creditsOf: (out) => runtime.settleJobCredits(out.jobId, out.creditsUsed),
    check: (out) =>
      out.error ? { category: "job_failed", message: out.error, hint: "Use fewer URLs, a simpler schema, or web_scrape the pages." } : undefined,
    render(out) {
      if (!out.done) return `Extraction ${out.jobId} is still running. Call web_extract with jobId="${out.jobId}" to get the result.`;
      return `Extraction ${out.jobId} ${out.status}.\nResult:\n${JSON.stringify(out.data ?? null, null, 1)}`;
    },
  };
}

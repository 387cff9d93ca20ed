import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { SearchParams, SearchResult } from "../../client.js";
import { defined, modelSchema } from "../fixed-params.js";
import type { ToolSettings } from "../options.js";
import { markdownWindow, renderList } from "../render.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";

const TIME_RANGES = { day: "qdr:d", week: "qdr:w", month: "qdr:m", year: "qdr:y" } as const;

const shape = lazyValue(() => ({
  query: z.string().min(1).max(500).describe("What to search for, as you would type it into a search engine."),
  limit: z.number().int().min(1).max(20).optional().describe("How many results (default 5). Each 10 results cost 2 credits."),
  sources: z.array(z.enum(["web", "news"])).optional().describe('Result types; default ["web"]. Add "news" for recent events.'),
  timeRange: z.enum(["day", "week", "month", "year"]).optional().describe("Only results from the past day/week/month/year."),
  includeContent: z
    .boolean()
    .optional()
    .describe("Also fetch each result page as markdown (1 extra credit per result). Use when snippets are not enough."),
}));

type Input = { query: string; limit?: number; sources?: ("web" | "news")[]; timeRange?: keyof typeof TIME_RANGES; includeContent?: boolean };

/** `web_search`: search the web, optionally with page content. */
export function webSearchSpec(runtime: ToolRuntime, settings: ToolSettings<Partial<SearchParams>> = {}): ToolSpec<Input, SearchResult> {
  const fixed = settings.params ?? {};
  return {
    name: "web_search",
    costly: true,
    description:
      settings.description ??
      "Search the web. Use it to find pages when you do not know the URL. Returns titles, URLs and snippets " +
        "(set includeContent to also get each page's markdown). To read one known page use web_scrape; to list a " +
        "site's pages use web_map. Costs 2 credits per 10 results.",
    inputSchema: modelSchema(shape(), fixed, {
      timeRange: ["tbs"],
      includeContent: ["scrapeOptions"],
    }) as unknown as z.ZodType<Input>,
    async execute(input, ctx) {
      const params = {
        ...defined({
          query: input.query,
          limit: input.limit ?? 5,
          sources: input.sources,
          tbs: input.timeRange ? TIME_RANGES[input.timeRange] : undefined,
          scrapeOptions: input.includeContent ? { formats: ["markdown" as const], onlyMainContent: true } : undefined,
        }),
        ...fixed,
      } as SearchParams;
      return runtime.client.search(params, { signal: ctx.signal });
    },
    creditsOf: (out) => out.creditsUsed ?? 0,
    check: (out) =>
      (out.web?.length ?? 0) + (out.news?.length ?? 0) === 0
        ? { category: "empty_result", message: "The search found nothing.", hint: "Try fewer or different words, or a wider timeRange." }
        : undefined,
    render(out, budget) {
      const results = [...(out.web ?? []), ...(out.news ?? [])] as Array<Record<string, unknown>>;
      const list = renderList(results, budget.maxTokens - 60, (r, i, each) => {
        const head = `${i + 1}. ${String(r.title ?? "(untitled)")}\n   ${String(r.url ?? "")}`;
        const snippet = String(r.description ?? r.snippet ?? "");
        const date = r.date ? ` (${String(r.date)})` : "";
        const markdown = typeof r.markdown === "string" ? r.markdown : "";
        const body = markdown
          ? markdownWindow(markdown, 0, Math.max(40, each - 40), () => "call web_scrape with this URL to read the whole page", budget.tokens).text
          : snippet;
        return `${head}${date}\n   ${body.replace(/\n/g, "\n   ")}`;
      }, 120, budget.tokens);
      const hidden = results.length - list.shown;
      const more = hidden > 0 ? `\n\n[truncated: ${hidden} more results not shown; search again with a narrower query]` : "";
      return `Search results (${results.length}):\n\n${list.text}${more}`;
    },
  };
}

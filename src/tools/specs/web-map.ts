import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import type { MapParams, MapResult } from "../../client.js";
import { defined, modelSchema } from "../fixed-params.js";
import type { ToolSettings } from "../options.js";
import { renderList } from "../render.js";
import type { ToolRuntime } from "../runtime.js";
import type { ToolSpec } from "../types.js";

const shape = lazyValue(() => ({
  url: z.string().min(1).describe("The site (or a section of it, by path) to list."),
  search: z.string().optional().describe("Order the URLs by relevance to these words."),
  limit: z.number().int().min(1).max(1000).optional().describe("How many URLs at most (default 100)."),
}));

type Input = { url: string; search?: string; limit?: number };

/** `web_map`: list a site's URLs. */
export function webMapSpec(runtime: ToolRuntime, settings: ToolSettings<Partial<MapParams>> = {}): ToolSpec<Input, MapResult> {
  const fixed = settings.params ?? {};
  return {
    name: "web_map",
    costly: true,
    description:
      settings.description ??
      "List the URLs of a website (from its sitemap and links), fast and cheap (1 credit). Use it to find the right " +
        "page on a known site before web_scrape, or to choose paths for web_crawl. Pass `search` to rank URLs by topic.",
    inputSchema: modelSchema(shape(), fixed) as unknown as z.ZodType<Input>,
    execute: (input, ctx) =>
      runtime.client.map({ ...defined({ url: input.url, search: input.search, limit: input.limit ?? 100 }), ...fixed } as MapParams, {
        signal: ctx.signal,
      }),
    // The service does not report map credits; a map costs 1 (docs/api.md §5).
    creditsOf: () => 1,
    check: (out) =>
      out.links.length === 0
        ? { category: "empty_result", message: "No URLs were found.", hint: "Check the URL, or try the site's root URL." }
        : undefined,
    render(out, budget) {
      const list = renderList(
        out.links,
        budget.maxTokens - 60,
        (link) => `- ${link.url}${link.title ? ` — ${link.title}` : ""}`,
        8,
        budget.tokens,
      );
      const hidden = out.links.length - list.shown;
      const more = hidden > 0 ? `\n[truncated: ${hidden} more URLs; call web_map with a narrower url path or a search term]` : "";
      return `${out.links.length} URLs:\n${list.text.replace(/\n\n/g, "\n")}${more}`;
    },
  };
}

import type { Command } from "commander";
import type { CrawlJob, CrawlParams } from "../../client/crawl-jobs.js";
import type { CommandContext } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { readJobPages } from "../job-pages.js";
import { openJsonlSink } from "../jsonl-sink.js";
import { integerIn, oneOf, webUrl } from "../options.js";
import type { Output } from "../output.js";
import type { Target } from "../target.js";

interface CrawlOptions {
  limit: number;
  out?: string;
  resume?: string;
  skip?: number;
  includePaths?: string[];
  excludePaths?: string[];
  maxDepth?: number;
  sitemap?: "include" | "skip" | "only";
  entireDomain?: boolean;
}

/** Default page budget: crawls cost credits, so the CLI never sends the service's 10,000 default. */
export const DEFAULT_CRAWL_LIMIT = 50;

export function addCrawlCommand(program: Command, context: CommandContext): void {
  program
    .command("crawl")
    .description("crawl a site from a start URL; pages go to --out as JSON lines, or a listing on stdout")
    .argument("[url]", "start URL (not with --resume)", webUrl)
    .option("-l, --limit <n>", "most pages to crawl (the credit budget)", integerIn(1, 100_000), DEFAULT_CRAWL_LIMIT)
    .option("-o, --out <file>", "write every page as one JSON object per line to this file (- for stdout)")
    .option("--include-paths <regex...>", "only crawl paths matching one of these regular expressions")
    .option("--exclude-paths <regex...>", "skip paths matching one of these regular expressions")
    .option("--max-depth <n>", "most link hops from the start URL", integerIn(0))
    .option("--sitemap <mode>", "use the sitemap: include, skip or only", oneOf("include", "skip", "only"))
    .option("--entire-domain", "also follow links to sibling and parent paths, not just below the start URL")
    .option("--resume <jobId>", "read an existing crawl job instead of starting one (appends to --out)")
    .option("--skip <n>", "with --resume: pages already read, to pass over", integerIn(0), 0)
    .action(async (url: string | undefined, _options: unknown, command: Command) => {
      const options = context.options<CrawlOptions>(command);
      if (options.out === "-" && options.json) {
        throw new UsageError("--json and --out - both write to stdout; write the pages to a file, or drop --json");
      }
      if ((url === undefined) === (options.resume === undefined)) {
        throw new UsageError("give a start URL, or --resume <jobId> to read an existing crawl (not both)");
      }
      await context.withTarget(options, async (target, out) => {
        const append = options.resume !== undefined;
        const sink = options.out === undefined ? undefined : await openJsonlSink(options.out, context.io.stdout, { append });
        try {
          const job = url === undefined ? target.client.crawl.attach(options.resume as string) : await startCrawl(target, crawlParams(url, options), out, context.signal);
          const read = { command: "crawl" as const, limit: options.limit, skip: options.skip ?? 0, outFile: options.out };
          await readJobPages(job, read, { out, sink, signal: context.signal });
        } finally {
          await sink?.close();
        }
      });
    });
}

async function startCrawl({ client }: Target, params: CrawlParams, out: Output, signal: AbortSignal | undefined): Promise<CrawlJob> {
  const job = await client.crawl.start(params, { signal });
  out.info(`crawl ${job.id} started at ${params.url} (limit ${params.limit})`);
  return job;
}

function crawlParams(url: string, options: CrawlOptions): CrawlParams {
  return {
    url,
    limit: options.limit,
    ...(options.includePaths ? { includePaths: options.includePaths } : {}),
    ...(options.excludePaths ? { excludePaths: options.excludePaths } : {}),
    ...(options.maxDepth === undefined ? {} : { maxDiscoveryDepth: options.maxDepth }),
    ...(options.sitemap ? { sitemap: options.sitemap } : {}),
    ...(options.entireDomain ? { crawlEntireDomain: true } : {}),
  };
}

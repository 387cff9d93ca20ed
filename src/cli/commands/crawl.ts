import type { Command } from "commander";
import type { CrawlJob, CrawlParams, CrawlStatus } from "../../client/crawl-jobs.js";
import { interruptionOf } from "../../client/job-interruption.js";
import { APIUserAbortError, JobFailedError } from "../../core/errors.js";
import type { WebDocument } from "../../operations/document.js";
import type { CommandContext } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { openJsonlSink, type JsonlSink } from "../jsonl-sink.js";
import { integerIn, oneOf, webUrl } from "../options.js";
import { clip, metaText, type Output } from "../output.js";
import { createCrawlProgress } from "../progress.js";
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

/** One crawled page in the human listing. */
interface PageRow {
  status: number | undefined;
  url: string;
  title: string | undefined;
  chars: number;
}

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
          await readCrawl(job, { limit: options.limit, skip: options.skip ?? 0, outFile: options.out }, { out, sink, signal: context.signal });
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

async function readCrawl(
  job: CrawlJob,
  read: { limit: number; skip: number; outFile: string | undefined },
  run: { out: Output; sink: JsonlSink | undefined; signal: AbortSignal | undefined },
): Promise<void> {
  const { out, sink, signal } = run;
  const { id } = job;
  const progress = createCrawlProgress(out.stderr, read.limit, { quiet: out.mode.quiet });
  const rows: PageRow[] = [];
  const documents: WebDocument[] = [];
  let last: CrawlStatus | undefined;
  let failure: JobFailedError | undefined;
  try {
    const pages = job.pages({
      signal,
      skip: read.skip,
      onStatus: (status) => {
        last = status;
        progress.update(status);
      },
    });
    for await (const page of pages) {
      if (sink) await sink.write(page);
      else if (out.json) documents.push(page);
      rows.push(rowOf(page));
    }
  } catch (error) {
    // A failed job still delivered pages: report them, then exit with the job-failed code.
    if (error instanceof JobFailedError) failure = error;
    else {
      progress.stop();
      await interrupted(job, error, { rows: rows.length, skip: read.skip, outFile: read.outFile, sink, out });
      throw error;
    }
  } finally {
    progress.stop();
  }
  if (sink && sink.target !== "-") out.info(`wrote ${rows.length} page(s) to ${sink.target}`);

  const problems = await job.errors({ signal }).catch(() => undefined);
  const status = last?.status ?? (failure ? "failed" : "completed");
  const summary = {
    id,
    status,
    total: last?.total,
    completed: last?.completed,
    creditsUsed: last?.creditsUsed,
    pages: rows.length,
    failedPages: problems?.errors?.length ?? 0,
    robotsBlocked: problems?.robotsBlocked ?? [],
    ...(sink ? { out: sink.target } : {}),
    ...(last?.warning ? { warning: last.warning } : {}),
  };
  if (last?.warning) out.warn(last.warning);
  if (out.json) await out.result(sink ? summary : { ...summary, data: documents });
  else await printListing(rows, summary, out, sink !== undefined);
  if (failure) throw failure;
  if (status !== "completed") throw new JobFailedError(`Crawl ${id} ended with status "${status}".`, id, last);
}

/**
 * The read stopped (Ctrl-C, a lost connection, a timeout, a server error). What was written stays
 * written. Ctrl-C stops a crawl this command started; any other stop leaves it running and prints
 * the command that reads on from where this one stopped.
 */
async function interrupted(
  job: CrawlJob,
  error: unknown,
  at: { rows: number; skip: number; outFile: string | undefined; sink: JsonlSink | undefined; out: Output },
): Promise<void> {
  const { out } = at;
  if (at.sink && at.sink.target !== "-") out.info(`wrote ${at.rows} page(s) to ${at.sink.target}`);
  if (error instanceof APIUserAbortError && (await job.stop())) {
    out.info(`crawl ${job.id} cancelled; ${at.rows} page(s) were received`);
    return;
  }
  const skip = interruptionOf(error)?.skip ?? at.skip + at.rows;
  const outArg = at.outFile === undefined ? "" : ` --out ${JSON.stringify(at.outFile)}`;
  out.warn(`crawl ${job.id} was interrupted after ${at.rows} page(s); the job may still be running.`);
  out.warn(`resume with: webdata crawl --resume ${job.id} --skip ${skip}${outArg}`);
}

function rowOf(page: WebDocument): PageRow {
  const meta = page.metadata ?? {};
  return {
    status: typeof meta.statusCode === "number" ? meta.statusCode : undefined,
    url: metaText(meta.url) ?? metaText(meta.sourceURL) ?? "(no url)",
    title: metaText(meta.title),
    chars: typeof page.markdown === "string" ? page.markdown.length : 0,
  };
}

async function printListing(
  rows: PageRow[],
  summary: { id: string; status: string; pages: number; failedPages: number; robotsBlocked: string[]; creditsUsed?: number | undefined },
  out: Output,
  toSink: boolean,
): Promise<void> {
  if (!toSink) {
    for (const row of rows) {
      await out.line(`${String(row.status ?? "-").padEnd(4)}${row.url}${row.title ? `  ${clip(row.title, 60)}` : ""}  (${row.chars} chars)`);
    }
  }
  const extras = [
    summary.failedPages > 0 ? `${summary.failedPages} failed` : "",
    summary.robotsBlocked.length > 0 ? `${summary.robotsBlocked.length} blocked by robots.txt` : "",
    summary.creditsUsed ? `${summary.creditsUsed} credits` : "",
  ].filter((part) => part !== "");
  out.info(`crawl ${summary.id} ${summary.status}: ${summary.pages} page(s)${extras.length > 0 ? `, ${extras.join(", ")}` : ""}`);
}

import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import type { BatchScrapeJob } from "../../client/batch-scrape-jobs.js";
import type { CommandContext } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { readJobPages } from "../job-pages.js";
import { openJsonlSink } from "../jsonl-sink.js";
import { integerIn, webUrl } from "../options.js";

interface BatchOptions {
  out?: string;
  resume?: string;
  skip?: number;
}

export function addBatchCommand(program: Command, context: CommandContext): void {
  program
    .command("batch")
    .description("scrape many URLs as one batch job; pages go to --out as JSON lines, or a listing on stdout")
    .argument("[sources...]", "URLs, and/or files listing one URL per line")
    .option("-o, --out <file>", "write every page as one JSON object per line to this file (- for stdout)")
    .option("--resume <jobId>", "read an existing batch job instead of starting one (appends to --out)")
    .option("--skip <n>", "with --resume: pages already read, to pass over", integerIn(0), 0)
    .action(async (sources: string[], _options: unknown, command: Command) => {
      const options = context.options<BatchOptions>(command);
      if (options.out === "-" && options.json) {
        throw new UsageError("--json and --out - both write to stdout; write the pages to a file, or drop --json");
      }
      if ((sources.length === 0) === (options.resume === undefined)) {
        throw new UsageError("give URLs or files of URLs, or --resume <jobId> to read an existing batch (not both)");
      }
      // Every URL is checked before anything is sent.
      const urls = options.resume === undefined ? await collectUrls(sources) : [];
      await context.withTarget(options, async ({ client }, out) => {
        const sink = options.out === undefined ? undefined : await openJsonlSink(options.out, context.io.stdout, { append: options.resume !== undefined });
        try {
          let job: BatchScrapeJob;
          if (options.resume !== undefined) job = client.batchScrape.attach(options.resume);
          else {
            job = await client.batchScrape.start({ urls }, { signal: context.signal });
            const invalid = job.started?.invalidURLs ?? [];
            out.info(`batch ${job.id} started for ${urls.length} URL(s)${invalid.length > 0 ? `; ${invalid.length} rejected as invalid` : ""}`);
            for (const url of invalid) out.warn(`invalid URL skipped by the server: ${url}`);
          }
          const read = { command: "batch" as const, limit: Math.max(urls.length, 1), skip: options.skip ?? 0, outFile: options.out };
          await readJobPages(job, read, { out, sink, signal: context.signal });
        } finally {
          await sink?.close();
        }
      });
    });
}

/** URLs from the arguments: a URL as is, anything else read as a file of URLs (blank lines and `#` comments skipped). */
async function collectUrls(sources: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const source of sources) {
    if (/^https?:\/\//i.test(source)) {
      urls.push(checkedUrl(source));
      continue;
    }
    let text: string;
    try {
      text = await readFile(source, "utf8");
    } catch {
      throw new UsageError(`${source} is neither an http(s) URL nor a readable file of URLs`);
    }
    for (const line of text.split(/\r?\n/)) {
      const entry = line.trim();
      if (entry !== "" && !entry.startsWith("#")) urls.push(checkedUrl(entry));
    }
  }
  if (urls.length === 0) throw new UsageError("no URLs to scrape");
  return [...new Set(urls)];
}

function checkedUrl(text: string): string {
  try {
    return webUrl(text);
  } catch (error) {
    throw new UsageError(`invalid URL ${JSON.stringify(text)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

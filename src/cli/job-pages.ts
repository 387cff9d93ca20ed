import type { PagedJob, PagedStatus } from "../client/paged-job.js";
import { IncompleteJobError } from "../client/incomplete-job.js";
import { interruptionOf } from "../client/job-interruption.js";
import { APIUserAbortError, JobFailedError } from "../core/errors.js";
import type { CrawlErrorsResponse, CrawlStatusResponse } from "../operations/crawl.js";
import type { WebDocument } from "../operations/document.js";
import type { JsonlSink } from "./jsonl-sink.js";
import { clip, metaText, type Output } from "./output.js";
import { createCrawlProgress } from "./progress.js";

/** A crawl or batch scrape job (both page alike). */
type PagesJob = PagedJob<CrawlStatusResponse & PagedStatus, CrawlErrorsResponse, unknown>;

/** How to read a job: which command (for messages and the resume line), the page budget, where to start. */
export interface JobRead {
  command: "crawl" | "batch";
  limit: number;
  skip: number;
  outFile: string | undefined;
}

/** One crawled page in the human listing. */
interface PageRow {
  status: number | undefined;
  url: string;
  title: string | undefined;
  chars: number;
}

/**
 * Reads every page of a crawl or batch job to `--out` (JSON lines), a listing on stdout, or `--json`,
 * with progress on stderr; the summary counts the pages actually delivered (each once).
 */
export async function readJobPages(
  job: PagesJob,
  read: JobRead,
  run: { out: Output; sink: JsonlSink | undefined; signal: AbortSignal | undefined },
): Promise<void> {
  const { out, sink, signal } = run;
  const { id } = job;
  const progress = createCrawlProgress(out.stderr, read.limit, { quiet: out.mode.quiet });
  const rows: PageRow[] = [];
  const documents: WebDocument[] = [];
  let last: CrawlStatusResponse | undefined;
  let failure: JobFailedError | IncompleteJobError | undefined;
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
      const row = rowOf(page);
      rows.push(row);
      // A page's own warning (e.g. it showed no text in the browser) is said as it arrives.
      if (typeof page.warning === "string" && page.warning !== "") out.warn(`${row.url}: ${page.warning}`);
    }
  } catch (error) {
    // A failed job still delivered pages: report them, then exit with the job-failed code. So does
    // a job whose server could not deliver every page (exit code `incomplete`).
    if (error instanceof JobFailedError || error instanceof IncompleteJobError) failure = error;
    else {
      progress.stop();
      await interrupted(job, error, { command: read.command, rows: rows.length, skip: read.skip, outFile: read.outFile, sink, out });
      throw error;
    }
  } finally {
    progress.stop();
  }
  if (sink && sink.target !== "-") out.info(`wrote ${rows.length} page(s) to ${sink.target}`);

  const problems = await job.errors({ signal }).catch(() => undefined);
  const status = last?.status ?? (failure instanceof JobFailedError ? "failed" : "completed");
  const missing = failure instanceof IncompleteJobError ? failure.missing : undefined;
  const summary = {
    id,
    status,
    total: last?.total,
    completed: last?.completed,
    creditsUsed: last?.creditsUsed,
    pages: rows.length,
    ...(missing !== undefined ? { missing } : {}),
    failedPages: problems?.errors?.length ?? 0,
    robotsBlocked: problems?.robotsBlocked ?? [],
    ...(sink ? { out: sink.target } : {}),
    ...(last?.warning ? { warning: last.warning } : {}),
  };
  if (last?.warning) out.warn(last.warning);
  if (out.json) await out.result(sink ? summary : { ...summary, data: documents });
  else await printListing(rows, { ...summary, command: read.command }, out, sink !== undefined);
  if (failure) throw failure;
  if (status !== "completed") throw new JobFailedError(`${label(read.command)} ${id} ended with status "${status}".`, id, last);
}

/**
 * The read stopped (Ctrl-C, a lost connection, a timeout, a server error). What was written stays
 * written. Ctrl-C stops a crawl this command started; any other stop leaves it running and prints
 * the command that reads on from where this one stopped.
 */
async function interrupted(
  job: PagesJob,
  error: unknown,
  at: { command: JobRead["command"]; rows: number; skip: number; outFile: string | undefined; sink: JsonlSink | undefined; out: Output },
): Promise<void> {
  const { out } = at;
  if (at.sink && at.sink.target !== "-") out.info(`wrote ${at.rows} page(s) to ${at.sink.target}`);
  if (error instanceof APIUserAbortError && (await job.stop())) {
    out.info(`${at.command} ${job.id} cancelled; ${at.rows} page(s) were received`);
    return;
  }
  const skip = interruptionOf(error)?.skip ?? at.skip + at.rows;
  const outArg = at.outFile === undefined ? "" : ` --out ${JSON.stringify(at.outFile)}`;
  out.warn(`${at.command} ${job.id} was interrupted after ${at.rows} page(s); the job may still be running.`);
  out.warn(`resume with: webdata ${at.command} --resume ${job.id} --skip ${skip}${outArg}`);
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
  summary: {
    command: JobRead["command"];
    id: string;
    status: string;
    pages: number;
    missing?: number | undefined;
    failedPages: number;
    robotsBlocked: string[];
    creditsUsed?: number | undefined;
  },
  out: Output,
  toSink: boolean,
): Promise<void> {
  if (!toSink) {
    for (const row of rows) {
      await out.line(`${String(row.status ?? "-").padEnd(4)}${row.url}${row.title ? `  ${clip(row.title, 60)}` : ""}  (${row.chars} chars)`);
    }
  }
  const extras = [
    summary.missing ? `${summary.missing} missing (the server did not deliver them)` : "",
    summary.failedPages > 0 ? `${summary.failedPages} failed` : "",
    summary.robotsBlocked.length > 0 ? `${summary.robotsBlocked.length} blocked by robots.txt` : "",
    summary.creditsUsed ? `${summary.creditsUsed} credits` : "",
  ].filter((part) => part !== "");
  out.info(`${summary.command} ${summary.id} ${summary.status}: ${summary.pages} page(s)${extras.length > 0 ? `, ${extras.join(", ")}` : ""}`);
}

function label(command: JobRead["command"]): string {
  return command === "crawl" ? "Crawl" : "Batch scrape";
}

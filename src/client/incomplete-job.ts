import { WebDataError } from "../core/errors.js";

/** What an incomplete read of a job got, against what its server said it finished. */
export interface JobShortfall {
  jobId: string;
  /** Documents of the job read up to where the server stopped sending new ones (including a `skip`). */
  received: number;
  /** Documents the server reported finished (`completed`, less the pages listed as failed). */
  expected: number;
  /** The server ignored `skip` (detected by content: a `skip=N` page began with a document seen before). */
  skipIgnored: boolean;
}

/**
 * A crawl or batch scrape ended, but its status pages delivered fewer documents than the server
 * reported finished (`completed`). Thrown by `pages()` after every document it could get was
 * delivered (each once), so nothing already returned is lost or repeated. Seen with servers that cap
 * a status page (the self-hosted one at 10 MiB) and ignore `skip`, so the pages after the first cut
 * cannot be reached. `run()`/`collect()` attach what arrived: `interruptionOf(error).documents`.
 */
export class IncompleteJobError extends WebDataError {
  override name = "IncompleteJobError";
  readonly jobId: string;
  readonly received: number;
  readonly expected: number;
  readonly skipIgnored: boolean;
  /** The job's last status page (without its documents). */
  readonly lastStatus: unknown;

  constructor(kind: string, shortfall: JobShortfall, lastStatus: unknown) {
    super(shortfallMessage(kind, shortfall));
    this.jobId = shortfall.jobId;
    this.received = shortfall.received;
    this.expected = shortfall.expected;
    this.skipIgnored = shortfall.skipIgnored;
    this.lastStatus = lastStatus;
  }

  /** Documents the server finished but never delivered. */
  get missing(): number {
    return this.expected - this.received;
  }
}

function shortfallMessage(kind: string, s: JobShortfall): string {
  const why = s.skipIgnored
    ? "The server ignores `skip` and cuts its status pages (a size cap), so the documents after the cut cannot be read from it."
    : "The server stopped sending new documents before the end (a capped status page?).";
  return (
    `Incomplete ${kind} job ${s.jobId}: the server reports ${s.expected} documents finished but delivered only ` +
    `${s.received} (${s.expected - s.received} missing). ${why} Those received were delivered once each.`
  );
}

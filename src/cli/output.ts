import { once } from "node:events";

/** A stream the CLI writes to: `process.stdout`/`process.stderr`, or any Writable in tests. */
export type CliStream = NodeJS.WritableStream & { isTTY?: boolean | undefined; columns?: number | undefined };

/** Everything the CLI touches outside itself, injectable so commands run in-process in tests. */
export interface CliIO {
  stdout: CliStream;
  stderr: CliStream;
  /** What `webdata mcp` reads MCP messages from. @default process.stdin */
  stdin?: NodeJS.ReadableStream | undefined;
  /** Where `WEBDATA_API_KEY` and `WEBDATA_BASE_URL` are read from. */
  env: Record<string, string | undefined>;
  /** Aborted on Ctrl-C: commands stop, cancel the crawl they started, and exit 130 (`serve` exits 0). */
  signal?: AbortSignal | undefined;
}

/** Writes a chunk and waits when the stream asks for it (large crawls piped into slow consumers). */
export async function writeChunk(stream: CliStream, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/**
 * The two channels of every command: results on stdout (text, or JSON with `--json`), and
 * everything a human watches — which server, progress, warnings — on stderr.
 */
export class Output {
  constructor(
    private readonly io: CliIO,
    readonly mode: { json: boolean; quiet: boolean },
  ) {}

  get json(): boolean {
    return this.mode.json;
  }

  get stderr(): CliStream {
    return this.io.stderr;
  }

  /** Status for humans on stderr; `--quiet` silences it. */
  info(line: string): void {
    if (!this.mode.quiet) this.io.stderr.write(`${line}\n`);
  }

  /** Something the user should know even with `--quiet`. */
  warn(line: string): void {
    this.io.stderr.write(`warning: ${line}\n`);
  }

  /** A line of human-readable result on stdout. */
  async line(text = ""): Promise<void> {
    await writeChunk(this.io.stdout, `${text}\n`);
  }

  /** The machine-readable result on stdout (one JSON document). */
  async result(value: unknown): Promise<void> {
    await writeChunk(this.io.stdout, `${JSON.stringify(value, null, 2)}\n`);
  }
}

/** Shortens text to `max` characters for one-line summaries. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1))}…`;
}

/** A metadata value that may be `string | string[]` (docs/api.md §2.3), as one string. */
export function metaText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(", ") || undefined;
  return undefined;
}

import { open, type FileHandle } from "node:fs/promises";
import { writeChunk, type CliStream } from "./output.js";

/** Where crawled documents go, one JSON object per line. */
export interface JsonlSink {
  /** File path, or `-` for stdout. */
  readonly target: string;
  write(value: unknown): Promise<void>;
  close(): Promise<void>;
}

/** Opens `path` for writing (truncating it, or appending with `append`), or wraps stdout for `-`. */
export async function openJsonlSink(path: string, stdout: CliStream, options: { append?: boolean } = {}): Promise<JsonlSink> {
  if (path === "-") {
    return { target: "-", write: (value) => writeChunk(stdout, `${JSON.stringify(value)}\n`), close: async () => {} };
  }
  const handle: FileHandle = await open(path, options.append ? "a" : "w");
  let closed = false;
  return {
    target: path,
    async write(value) {
      await handle.write(`${JSON.stringify(value)}\n`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
  };
}

import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** How long a screenshot or PDF stays downloadable, as on the service (docs/api.md §2.3). */
export const CAPTURE_TTL_MS = 24 * 60 * 60 * 1000;
/** Most captures kept at once; the oldest go first. */
const MAX_CAPTURES = 5_000;

const contentTypes: Record<string, string> = { png: "image/png", jpeg: "image/jpeg", pdf: "application/pdf" };
const namePattern = /^[0-9a-f-]{36}\.(png|jpeg|pdf)$/;

/**
 * Screenshots and PDFs of browser scrapes, as files served by the engine at `<base>/captures/<id>.<ext>`
 * for 24 hours. In `dataDir/captures` when the engine has a data directory, else a temporary folder
 * removed on close.
 */
export class CaptureStore {
  readonly #dir: string;
  readonly #temporary: boolean;
  readonly #savedAt = new Map<string, number>();
  readonly #timer: NodeJS.Timeout;
  #baseUrl = "";

  constructor(dataDir: string | undefined) {
    if (dataDir === undefined) {
      this.#dir = mkdtempSync(join(tmpdir(), "webdata-captures-"));
      this.#temporary = true;
    } else {
      this.#dir = join(dataDir, "captures");
      mkdirSync(this.#dir, { recursive: true });
      this.#temporary = false;
      for (const name of readdirSync(this.#dir)) {
        if (namePattern.test(name)) this.#savedAt.set(name, statSync(join(this.#dir, name)).mtimeMs);
      }
    }
    this.#timer = setInterval(() => void this.prune(), 60 * 60 * 1000).unref();
    void this.prune();
  }

  /** The engine's API base (`http://127.0.0.1:<port>/v2`), known once it listens. */
  set baseUrl(url: string) {
    this.#baseUrl = url;
  }

  /** Stores a capture and returns its URL. */
  async save(data: Buffer, extension: "png" | "jpeg" | "pdf"): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    await writeFile(join(this.#dir, name), data);
    this.#savedAt.set(name, Date.now());
    if (this.#savedAt.size > MAX_CAPTURES) await this.prune();
    return `${this.#baseUrl}/captures/${name}`;
  }

  /** A stored capture, or undefined when unknown or expired. */
  async read(name: string): Promise<{ data: Buffer; contentType: string } | undefined> {
    const savedAt = this.#savedAt.get(name);
    if (!namePattern.test(name) || savedAt === undefined || Date.now() - savedAt > CAPTURE_TTL_MS) return undefined;
    const data = await readFile(join(this.#dir, name)).catch(() => undefined);
    if (data === undefined) return undefined;
    return { data, contentType: contentTypes[name.split(".")[1] ?? ""] ?? "application/octet-stream" };
  }

  /** Deletes expired captures and, past the count bound, the oldest ones. */
  async prune(): Promise<void> {
    const now = Date.now();
    const byAge = [...this.#savedAt.entries()].sort((a, b) => a[1] - b[1]);
    const excess = Math.max(0, byAge.length - MAX_CAPTURES);
    for (const [index, [name, at]] of byAge.entries()) {
      if (index >= excess && now - at <= CAPTURE_TTL_MS) break;
      this.#savedAt.delete(name);
      await unlink(join(this.#dir, name)).catch(() => {});
    }
  }

  close(): void {
    clearInterval(this.#timer);
    if (this.#temporary) rmSync(this.#dir, { recursive: true, force: true });
  }
}

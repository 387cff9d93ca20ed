import { execFile } from "node:child_process";
import { createRequire } from "node:module";

const entry = createRequire(import.meta.url).resolve("firecrawl-cli/dist/index.js");

/** Where the official `firecrawl` CLI is pointed: a v2 server, its key, and a HOME of its own (no stored config). */
export interface FirecrawlCliTarget {
  origin: string;
  apiKey: string;
  home: string;
}

/** Runs `firecrawl ARGS` and returns its exit code and output (stdout then stderr). */
export function runFirecrawlCli(target: FirecrawlCliTarget, ...args: string[]): Promise<{ code: number; out: string }> {
  const env = { PATH: process.env.PATH ?? "", HOME: target.home, FIRECRAWL_API_URL: target.origin, FIRECRAWL_API_KEY: target.apiKey, NO_COLOR: "1", CI: "1" };
  return new Promise((resolve) => {
    execFile(process.execPath, [entry, ...args], { cwd: target.home, timeout: 60_000, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

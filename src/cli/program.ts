import { Command } from "commander";
import { VERSION } from "../core/version.js";
import { addBatchCommand } from "./commands/batch.js";
import { addCrawlCommand } from "./commands/crawl.js";
import { addMapCommand } from "./commands/map.js";
import { addMcpCommand } from "./commands/mcp.js";
import { addScrapeCommand } from "./commands/scrape.js";
import { addSearchCommand } from "./commands/search.js";
import { addServeCommand } from "./commands/serve.js";
import type { CommandContext } from "./context.js";
import { integerIn } from "./options.js";

const EPILOG = `
Server:
  With WEBDATA_API_KEY (or --api-key) the hosted service is used; WEBDATA_BASE_URL (or --base-url)
  points at another v2 server. With neither, the embedded local engine runs in this process.

Exit codes:
  0 ok, 1 unexpected error, 2 invalid usage or argument, 3 missing or rejected API key,
  4 API error (4xx/5xx), 5 network error or timeout, 6 crawl failed or was cancelled,
  7 crawl/batch incomplete (the server delivered fewer pages than it finished),
  130 interrupted (Ctrl-C; the crawl is cancelled)

Examples:
  webdata scrape https://example.com
  webdata crawl https://docs.example.com --limit 100 --out pages.jsonl
  webdata map https://example.com --search pricing --json
  webdata serve --port 3002
  webdata mcp --max-credits 200`;

/**
 * The `webdata` command line: global options, the five commands, help and version. Subcommands
 * inherit the output routing and `exitOverride` (commander copies them on `command()`).
 */
export function buildProgram(context: CommandContext): Command {
  const { io } = context;
  const program = new Command("webdata")
    .description("Web data for AI agents: scrape, crawl, map and search the web from the command line.")
    .version(VERSION, "-V, --version")
    .option("--json", "print machine-readable JSON on stdout")
    .option("-q, --quiet", "print only results and errors (no progress or status lines)")
    .option("--verbose", "print the embedded engine's log on stderr")
    .option("--api-key <key>", "API key (overrides WEBDATA_API_KEY; prefer the variable, flags show up in `ps`)")
    .option("--base-url <url>", "v2 server to use (overrides WEBDATA_BASE_URL)")
    .option("--allow-private", "let the embedded engine fetch private and loopback addresses (e.g. localhost sites)")
    .option("--data-dir <dir>", "keep the embedded engine's search index in this directory between runs")
    .option("--timeout <ms>", "per-request timeout in milliseconds", integerIn(1))
    .option("--retries <n>", "retries of a failed request (network errors, 408, 429, 5xx)", integerIn(0, 10))
    .showHelpAfterError("(run webdata --help for usage)")
    .configureHelp({ showGlobalOptions: true })
    .addHelpText("after", EPILOG)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  addScrapeCommand(program, context);
  addCrawlCommand(program, context);
  addBatchCommand(program, context);
  addMapCommand(program, context);
  addSearchCommand(program, context);
  addServeCommand(program, context);
  addMcpCommand(program, context);
  return program;
}

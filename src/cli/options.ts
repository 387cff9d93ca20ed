import { InvalidArgumentError as CommanderArgumentError } from "commander";

/** Options every command accepts (before or after the command name). */
export interface GlobalOptions {
  /** Print machine-readable JSON on stdout. */
  json?: boolean;
  /** Only results and errors: no progress, no status lines. */
  quiet?: boolean;
  /** Print the embedded engine's log lines on stderr. */
  verbose?: boolean;
  /** Overrides WEBDATA_API_KEY. */
  apiKey?: string;
  /** Overrides WEBDATA_BASE_URL. */
  baseUrl?: string;
  /** Let the embedded engine fetch private and loopback addresses. */
  allowPrivate?: boolean;
  /** Directory where the embedded engine keeps its search index between runs. */
  dataDir?: string;
  /** Per-request timeout, in milliseconds. */
  timeout?: number;
  /** Retries of a failed request (network errors, 408/429/5xx). */
  retries?: number;
}

/** A commander argument parser for an integer in [min, max]. */
export function integerIn(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min || number > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
      throw new CommanderArgumentError(`expected an integer ${range}.`);
    }
    return number;
  };
}

/** A commander parser for a comma-separated list (`--formats markdown,links`), repeatable. */
export function commaList(value: string, previous: string[] | undefined): string[] {
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  return [...(previous ?? []), ...items];
}

/** A commander parser for one of a few words. */
export function oneOf<T extends string>(...choices: T[]): (value: string) => T {
  return (value) => {
    if ((choices as string[]).includes(value)) return value as T;
    throw new CommanderArgumentError(`expected one of ${choices.join(", ")}.`);
  };
}

/** A commander parser for an absolute http(s) URL. Bare hosts get `https://`, as the service does with `http://`. */
export function webUrl(value: string): string {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CommanderArgumentError(`expected a URL such as https://example.com.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CommanderArgumentError(`expected an http(s) URL.`);
  // A bare word ("not-a-url") is a typo, not a host: refuse it here instead of after a DNS lookup.
  const host = url.hostname;
  if (!host.includes(".") && !host.includes(":") && host !== "localhost") {
    throw new CommanderArgumentError(`expected a URL such as https://example.com (got ${JSON.stringify(value)}).`);
  }
  // Sent as typed: the server decides what the URL means (URL parsing would rewrite 127.0.0.01 to 127.0.0.1).
  return text;
}

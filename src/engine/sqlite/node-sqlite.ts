/**
 * The one way the engine loads `node:sqlite` (search index, crawl result store): lazily, once, and
 * without Node's "ExperimentalWarning: SQLite is an experimental feature" on the user's stderr — a
 * library user did not choose SQLite and cannot act on it. Only that warning, and only while our
 * import runs, is dropped; every other warning (also one raised meanwhile) goes through unchanged.
 */
type NodeSqlite = typeof import("node:sqlite");

let loading: Promise<NodeSqlite> | undefined;

/** `node:sqlite`, imported on first use. */
export function loadNodeSqlite(): Promise<NodeSqlite> {
  loading ??= importQuietly();
  return loading;
}

async function importQuietly(): Promise<NodeSqlite> {
  const emitWarning = process.emitWarning;
  const filtered = function (warning: string | Error, ...rest: unknown[]): void {
    if (isSqliteExperimentalWarning(warning, rest[0])) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  process.emitWarning = filtered;
  try {
    return await import("node:sqlite");
  } finally {
    // Put back only our own filter: code that replaced emitWarning meanwhile keeps its replacement.
    if (process.emitWarning === filtered) process.emitWarning = emitWarning;
  }
}

/** Node emits it as `emitWarning("SQLite is an experimental feature…", "ExperimentalWarning")`. */
function isSqliteExperimentalWarning(warning: string | Error, typeOrOptions: unknown): boolean {
  const text = typeof warning === "string" ? warning : warning.message;
  const type =
    typeof warning !== "string" ? warning.name
    : typeof typeOrOptions === "string" ? typeOrOptions
    : typeof typeOrOptions === "object" && typeOrOptions !== null ? (typeOrOptions as { type?: unknown }).type
    : undefined;
  return type === "ExperimentalWarning" && /^SQLite is an experimental feature/.test(text);
}

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WebDataError } from "./errors.js";

/**
 * The packages the engine, the MCP server and the CLI need: optional peers of webdata-kit, all of
 * them dependencies of the companion package `webdata-engine` (docs/packaging.md). The toolkit
 * (client, tools, loader, sessions, self-healing) runs without any of them.
 */
export const ENGINE_PEERS = [
  "@mdream/js",
  "@modelcontextprotocol/sdk",
  "acorn",
  "ajv",
  "cheerio-select",
  "cli-progress",
  "commander",
  "dom-serializer",
  "domhandler",
  "entities",
  "fast-xml-parser",
  "htmlparser2",
  "mammoth",
  "mdream",
  "piscina",
  "playwright-core",
  "read-excel-file",
  "robots-parser",
  "undici",
  "unpdf",
  "ws",
] as const;

/** The package that brings every engine peer at once. */
export const ENGINE_PACKAGE = "webdata-engine";

/** A feature was used whose optional package is not installed; the message says what to install. */
export class MissingPackageError extends WebDataError {
  override name = "MissingPackageError";
  /** The package that could not be loaded, e.g. `playwright-core`. */
  readonly packageName: string;
  constructor(message: string, packageName: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.packageName = packageName;
  }
}

/**
 * Runs `load` (an `import()` of an optional package, or of a module that imports them) and turns
 * "package not installed" into an error that names what to install, e.g. `createLocalEngine() needs
 * the engine's packages: npm install webdata-engine (or: npm install playwright-core piscina)`.
 * Any other failure is rethrown as it is.
 *
 * @param feature what the user called, as they would write it: `"createLocalEngine()"`, `"webdata mcp"`
 */
export async function loadOptional<T>(feature: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw missingPackageError(feature, error) ?? error;
  }
}

/** {@link loadOptional} for the few synchronous call sites (a `require` of a CommonJS package). */
export function requireOptional<T>(feature: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    throw missingPackageError(feature, error) ?? error;
  }
}

/** The clear error for a failed load, or undefined when the failure is not a missing package. */
export function missingPackageError(feature: string, error: unknown): MissingPackageError | undefined {
  const name = missingPackageName(error);
  if (name === undefined) return undefined;
  if (!(ENGINE_PEERS as readonly string[]).includes(name)) {
    return new MissingPackageError(`${feature} needs the package ${name}, which is not installed: npm install ${name}`, name, { cause: error });
  }
  const missing = ENGINE_PEERS.filter((peer) => !isInstalled(peer));
  const each = (missing.length > 0 ? missing : [name]).join(" ");
  return new MissingPackageError(
    `${feature} needs the engine's packages (${name} is not installed): npm install ${ENGINE_PACKAGE} (or: npm install ${each})`,
    name,
    { cause: error },
  );
}

/** `playwright-core` from "Cannot find package 'playwright-core' imported from …" (ESM) or "Cannot find module 'x/y'" (require). */
function missingPackageName(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  const match = /Cannot find (?:package|module) '([^']+)'/.exec(String((error as Error).message));
  const specifier = match?.[1];
  // A relative or absolute path is a broken installation of this package, not a missing peer.
  if (specifier === undefined || specifier.startsWith(".") || specifier.startsWith("/") || /^[a-zA-Z]:[\\/]/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * Whether a package is installed where Node looks for it from here (a `node_modules/<name>` folder
 * in this file's folder or above). Resolving its entry would not tell: some packages' `exports`
 * name no CommonJS entry, or one that is not there.
 */
export function isInstalled(name: string): boolean {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules", name, "package.json"))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

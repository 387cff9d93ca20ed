// No imports: the CLI's entry reads this before it loads anything that an old Node cannot run.

/**
 * The oldest Node.js this package supports (`engines.node` says the same; a test keeps them equal).
 * Measured (docs/packaging.md): before 22.15 undici cannot even load (no `zlib.createZstdDecompress`),
 * 22.15's `node:sqlite` has no FTS5 for the engine's search index, and undici 8 itself declares 22.19.0.
 */
export const NODE_FLOOR = "22.19.0";

/** The message for an unsupported Node, or undefined when `version` (e.g. `22.12.0`) is new enough. */
export function nodeFloorProblem(who: string, version: string = process.versions.node): string | undefined {
  const have = version.split(".").map(Number);
  const need = NODE_FLOOR.split(".").map(Number);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a > b) return undefined;
    if (a < b) {
      return (
        `${who} needs Node.js ${NODE_FLOOR} or later; this is Node.js ${version}. ` +
        `Install a current Node 22 or newer (e.g. \`nvm install 22\`) and run it again.`
      );
    }
  }
  return undefined;
}

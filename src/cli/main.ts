#!/usr/bin/env node
// Only node-floor.js (which imports nothing) before the check: on an old Node the package's other
// imports (undici) would crash before a version check could say what is wrong. `engines` says the
// same, but npm only warns about it.
import { nodeFloorProblem } from "../core/node-floor.js";

const problem = nodeFloorProblem("webdata");
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
// The CLI's own packages (commander, …) are optional peers of webdata-kit: webdata-engine brings them.
const { loadOptional } = await import("../core/optional-peer.js");
await loadOptional("the webdata command", () => import("./cli-process.js"));
export {};

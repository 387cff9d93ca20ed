import { nodeFloorProblem } from "./node-floor.js";

// Imported first by every entry point: on an unsupported Node the import itself fails and says which
// version is needed, instead of a dependency failing later as a misleading "Connection error".
const problem = nodeFloorProblem("webdata-kit");
if (problem !== undefined) throw new Error(problem);

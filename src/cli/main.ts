#!/usr/bin/env node
// No static imports here: on an old Node the package's own imports (undici) would crash before a
// version check could say what is wrong. `engines` says the same, but npm only warns about it.
const REQUIRED_MAJOR = 22;
const major = Number(process.versions.node.split(".")[0]);
if (major < REQUIRED_MAJOR) {
  process.stderr.write(`webdata needs Node.js ${REQUIRED_MAJOR} or later; this is Node.js ${process.versions.node}. Install Node ${REQUIRED_MAJOR}+ (e.g. \`nvm install ${REQUIRED_MAJOR}\`) and run it again.\n`);
  process.exit(1);
}
await import("./cli-process.js");
export {};

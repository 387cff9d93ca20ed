// Preloaded with `node --import` by P6's audit run: records every module URL the process resolves
// (ESM imports and CommonJS requires alike, via module.registerHooks, Node >= 22.15) and prints
// them as one JSON line on stderr when the process exits.
import { registerHooks } from "node:module";
import process from "node:process";

const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    seen.add(result.url);
    return result;
  },
});
process.on("exit", () => {
  process.stderr.write(`\n@@modules ${JSON.stringify([...seen])}\n`);
});

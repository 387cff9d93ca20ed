// The engine's API is webdata-kit's: `import { createLocalEngine } from "webdata-engine"` is the same function.
export * from "webdata-kit/engine";

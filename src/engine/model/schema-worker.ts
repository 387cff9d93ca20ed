import { parentPort } from "node:worker_threads";
import { CompiledSchemas } from "./compiled-schemas.js";
import type { SchemaAnswer, SchemaProgress, SchemaTask } from "./schema-checker.js";

/**
 * Worker-thread entry of the schema checker: compiles callers' schemas and checks model answers
 * against them, one message at a time. A check that runs too long (a backtracking pattern) is
 * ended by the main thread terminating this thread, which takes its compiled schemas with it.
 */
const schemas = new CompiledSchemas();
const port = parentPort;
if (port === null) throw new Error("schema-worker runs only as a worker thread");
port.on("message", (task: SchemaTask) => {
  let answer: SchemaAnswer;
  try {
    if (task.kind === "compile") {
      answer = { id: task.id, problem: schemas.compile(task.text) };
    } else {
      // A check after this worker replaced an idle one compiles first: that part has the compile time.
      if (!schemas.has(task.text)) schemas.compile(task.text);
      port.postMessage({ id: task.id, compiled: true } satisfies SchemaProgress);
      answer = { id: task.id, problem: schemas.problems(task.text, task.value) };
    }
  } catch (error) {
    answer = { id: task.id, problem: `The schema check failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  port.postMessage(answer);
});
port.postMessage({ ready: true });

import { describe, expect, it } from "vitest";
import { SerialQueue } from "../../src/browser/serial-queue.js";
import { APIUserAbortError } from "../../src/core/errors.js";

/** A promise with its resolve handle, to hold a task open until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("SerialQueue", () => {
  it("runs tasks one at a time in call order, even when one fails", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const first = gate();
    const task = (name: string, wait?: Promise<void>, fail = false) => async () => {
      log.push(`start ${name}`);
      await wait;
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const a = queue.run(task("a", first.opened, true));
    const b = queue.run(task("b"));
    const c = queue.run(task("c"));
    expect(queue.pending).toBe(3);
    await Promise.resolve();
    expect(log).toEqual(["start a"]);
    first.open();
    await expect(a).rejects.toThrow("a");
    expect(await Promise.all([b, c])).toEqual(["b", "c"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(queue.pending).toBe(0);
  });

  it("lets an aborted waiter leave without breaking the queue", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue.run(async () => {
      await first.opened;
      log.push("a");
    });
    const controller = new AbortController();
    const b = queue.run(async () => void log.push("b"), controller.signal);
    const c = queue.run(async () => void log.push("c"));
    controller.abort();
    // b leaves at once, while a still holds the queue.
    await expect(b).rejects.toBeInstanceOf(APIUserAbortError);
    expect(log).toEqual([]);
    first.open();
    await Promise.all([a, c]);
    expect(log).toEqual(["a", "c"]);
    await expect(queue.run(async () => "after")).resolves.toBe("after");
  });

  it("refuses a task whose signal has already fired", async () => {
    const queue = new SerialQueue();
    let ran = false;
    await expect(queue.run(async () => void (ran = true), AbortSignal.abort())).rejects.toBeInstanceOf(APIUserAbortError);
    expect(ran).toBe(false);
    expect(queue.pending).toBe(0);
  });
});

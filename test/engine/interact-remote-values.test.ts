import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HandleRegistry, maxHandlesPerRun } from "../../src/engine/browser/interact/handle-registry.js";
import { RemoteValues } from "../../src/engine/browser/interact/remote-values.js";

/** A stand-in for a Playwright JS handle that records its disposal. */
function fakeHandle(disposed: Set<object>) {
  const handle = {
    asElement: () => null,
    jsonValue: async () => null,
    dispose: async () => {
      disposed.add(handle);
    },
  };
  return handle;
}

describe("RemoteValues past the run's handle cap", () => {
  it("releases every handle of an answer it cannot register, not only the first (they would stay alive in the engine and the page)", async () => {
    const registry = new HandleRegistry();
    const disposed = new Set<object>();
    for (let index = 0; index < maxHandlesPerRun - 2; index += 1) registry.add("js", { index });
    const values = new RemoteValues({} as Page, registry, "tag");
    const answer = Array.from({ length: 10 }, () => fakeHandle(disposed));
    expect(() => values.toChild(answer)).toThrow(/handles already/);
    const map = new Map(Array.from({ length: 10 }, (_, index) => [String(index), fakeHandle(disposed)] as const));
    expect(() => values.toChild(map)).toThrow(/handles already/);
    await new Promise((resolve) => setImmediate(resolve));
    // Two of the array fit; the other 8, and all 10 of the map, are released.
    expect(answer.filter((handle) => disposed.has(handle))).toHaveLength(8);
    expect([...map.values()].filter((handle) => disposed.has(handle))).toHaveLength(10);
  });
});

describe("dialogs the code can never reach", () => {
  it("dismisses a dialog that arrives when the run's handles are full (it would block the session's page for good)", async () => {
    const registry = new HandleRegistry();
    for (let index = 0; index < maxHandlesPerRun; index += 1) registry.add("js", { index });
    const values = new RemoteValues({} as Page, registry, "tag");
    let dismissed = 0;
    const dialog = { accept: async () => undefined, dismiss: async () => void (dismissed += 1), defaultValue: () => "", message: () => "sure?", type: () => "confirm" };
    values.toChild(dialog);
    await new Promise((resolve) => setImmediate(resolve));
    expect(dismissed).toBe(1);
  });
});

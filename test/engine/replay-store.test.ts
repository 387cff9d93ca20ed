import { describe, expect, it } from "vitest";
import { ReplayStore } from "../../src/engine/browser/interact/replay-store.js";

describe("ReplayStore", () => {
  it("forgets the oldest scrapes past its bound, but never one whose session is open", () => {
    const store = new ReplayStore(2);
    store.remember("open", "https://a.test/", {});
    store.pin("open");
    for (let i = 0; i < 50; i++) store.remember(`s${i}`, "https://b.test/", {});
    expect(store.get("open")?.url).toBe("https://a.test/");
    expect(store.get("s0")).toBeUndefined();
    expect(store.get("s48")).toBeDefined();
    expect(store.get("s49")).toBeDefined();
    store.unpin("open");
    store.remember("next", "https://c.test/", {});
    expect(store.get("open")).toBeUndefined();
  });

  it("pins only scrapes it knows", () => {
    const store = new ReplayStore(1);
    store.pin("unknown");
    store.remember("a", "https://a.test/", {});
    store.remember("b", "https://b.test/", {});
    expect(store.get("a")).toBeUndefined();
    expect(store.get("b")).toBeDefined();
  });
});

import { expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";

it("the engine refuses a non-loopback host without an apiKey (it would be an open fetch proxy)", async () => {
  await expect(createLocalEngine({ host: "0.0.0.0" })).rejects.toThrow(/apiKey/);
});

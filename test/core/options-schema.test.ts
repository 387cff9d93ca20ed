import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { checkOptions, editDistance, suggestOption } from "../../src/core/options-schema.js";
import { WebDataClient, withSelfHealing } from "../../src/index.js";
import { thrown } from "../options/thrown.js";

describe("options are checked by one schema each, with helpful unknown-option errors", () => {
  it("suggests a nested option under the same parent, or a close spelling", () => {
    const schema = z.strictObject({
      maxCallsPerTool: z.number().optional(),
      agent: z.strictObject({ params: z.strictObject({ schema: z.unknown().optional(), prompt: z.string().optional() }).optional() }).optional(),
    });
    const nested = thrown(() => checkOptions(schema, { agent: { schema: {} } }, "createWebDataTools"));
    expect(nested.message).toBe("Invalid createWebDataTools options: agent.schema: unknown option (did you mean agent.params.schema?)");
    expect(nested.issues[0]?.path).toEqual(["agent", "schema"]);
    expect(thrown(() => checkOptions(schema, { maxCallPerTool: 3 }, "x")).message).toContain("did you mean maxCallsPerTool?");
    expect(thrown(() => checkOptions(schema, { zzz: 1 }, "x")).message).toBe("Invalid x options: zzz: unknown option");
    expect(suggestOption("agent.params.promt", new Set(["agent", "agent.params", "agent.params.prompt"]))).toBe("agent.params.prompt");
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("the client rejects unknown options and bad values, naming the option", () => {
    expect(thrown(() => new WebDataClient({ apiKey: "k", timeoutMS: 5 } as never)).message).toContain("timeoutMS: unknown option (did you mean timeoutMs?)");
    expect(thrown(() => new WebDataClient({ apiKey: "k", timeoutMs: -1 })).issues[0]?.path).toEqual(["timeoutMs"]);
    expect(thrown(() => new WebDataClient({ apiKey: "k", retry: { maxRetry: 2 } as never })).message).toContain("did you mean retry.maxRetries?");
  });

  it("apiKey: null means no key, even with WEBDATA_API_KEY set (a keyless mock's apiKey is null)", () => {
    const saved = process.env.WEBDATA_API_KEY;
    process.env.WEBDATA_API_KEY = "fc-from-env";
    try {
      expect(new WebDataClient({ apiKey: null, baseUrl: "http://127.0.0.1:1/v2" }).hasApiKey).toBe(false);
      expect(new WebDataClient({ baseUrl: "http://127.0.0.1:1/v2" }).hasApiKey).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.WEBDATA_API_KEY;
      else process.env.WEBDATA_API_KEY = saved;
    }
  });

  it("self-healing options too", () => {
    const client = new WebDataClient({ apiKey: "k" });
    expect(thrown(() => withSelfHealing(client, { minConfidence: "certain" as never })).issues[0]?.path).toEqual(["minConfidence"]);
    expect(thrown(() => withSelfHealing(client, { onheal: () => undefined } as never)).message).toContain("did you mean onHeal?");
  });
});

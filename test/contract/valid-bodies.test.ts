import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { operations, type OperationDefinition } from "../../src/operations/index.js";
import type { OperationName } from "../../src/server-kit/index.js";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { forEngine, notInMaximal, validBodies, type BodyCase } from "./valid-bodies.js";

// The other half of server-contract.test.ts (which compares refusals): a body the operation's schema
// accepts is accepted by both servers. The mock answers every one 2xx; the engine, running here
// without a model and without a browser, answers 2xx too — except exactly the bodies that need what
// it lacks, which get its documented 501 naming the missing piece (`engineNeeds` in valid-bodies.ts).
// The engine gets each body without the few features it says it does not have (`forEngine`).

const KEY = "fc-contract-key";
let site: GeneratedSite;
let mock: MockServer;
let engine: LocalEngine;
let cases: BodyCase[];

beforeAll(async () => {
  site = await startGeneratedSite({
    pages: 3,
    routes: {
      "/hook": (req, res) => {
        req.resume();
        res.writeHead(200).end();
      },
    },
  });
  cases = validBodies(site.origin);
  mock = await createMockServer({ apiKey: KEY, keyless: false });
  engine = await createLocalEngine({ apiKey: KEY, allowPrivateNetwork: true, browser: false, crawlConcurrency: 1 });
});
afterAll(async () => {
  await Promise.all([mock?.close(), engine?.close()]);
  await site?.close();
});

const bodyOperations = (Object.entries(operations) as Array<[OperationName, OperationDefinition]>).filter(([, op]) => op.request !== null);

async function post(base: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/** The operation's path on a server; interact runs on a scrape that server made first. */
async function pathOn(base: string, operation: OperationName): Promise<string> {
  const path = operations[operation].path;
  if (!path.includes("{scrapeId}")) return path;
  const scraped = await post(base, "/scrape", { url: `${site.origin}/` });
  const scrapeId = (scraped.body.data as { metadata?: { scrapeId?: string } } | undefined)?.metadata?.scrapeId;
  expect(scrapeId, `scrape before ${operation} on ${base}: ${JSON.stringify(scraped.body)}`).toEqual(expect.any(String));
  return path.replace("{scrapeId}", scrapeId!);
}

const label = (c: BodyCase) => `${c.operation} (${c.kind}${c.kind === "minimal" ? ": " + Object.keys(c.body).join(", ") || "{}" : ""})`;

describe("contract: every operation's valid bodies", () => {
  it("cover every operation with a request schema, minimal and maximal", () => {
    const covered = new Set(validBodies("http://127.0.0.1:1").map((c) => `${c.operation}/${c.kind}`));
    const missing = bodyOperations.flatMap(([name]) => ["minimal", "maximal"].map((kind) => `${name}/${kind}`)).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it("are valid for their operation's schema", () => {
    for (const c of validBodies("http://127.0.0.1:1")) {
      const result = (operations[c.operation].request as z.ZodType).safeParse(c.body);
      expect(result.success, `${label(c)}: ${result.error?.message}`).toBe(true);
    }
  });

  it("maximal bodies send every documented field of the schema (the exceptions say why)", () => {
    for (const [name, op] of bodyOperations) {
      const documented = Object.keys((z.toJSONSchema(op.request as z.ZodType, { io: "input", unrepresentable: "any" }) as { properties?: object }).properties ?? {});
      const skipped = Object.keys(notInMaximal[name] ?? {});
      const maximal = validBodies("http://127.0.0.1:1").filter((c) => c.operation === name && c.kind === "maximal");
      for (const c of maximal) expect(documented.filter((key) => !(key in c.body) && !skipped.includes(key)), name).toEqual([]);
    }
  });
});

describe("contract: valid bodies get 2xx from the mock and the engine", () => {
  const list = validBodies("http://127.0.0.1:1");
  it.each(list.map((c, index) => [label(c), index] as const))("%s", async (_label, index) => {
    const c = cases[index]!;
    const fromMock = await post(mock.url, await pathOn(mock.url, c.operation), c.body);
    expect(fromMock.status, `mock: ${JSON.stringify(fromMock.body)}`).toBeGreaterThanOrEqual(200);
    expect(fromMock.status, `mock: ${JSON.stringify(fromMock.body)}`).toBeLessThan(300);

    const path = c.operation === "interact" ? operations.interact.path.replace("{scrapeId}", "00000000-0000-4000-8000-000000000000") : operations[c.operation].path;
    const fromEngine = await post(engine.url, path, forEngine(c.body));
    if (c.engineNeeds === undefined) {
      expect(fromEngine.status, `engine: ${JSON.stringify(fromEngine.body)}`).toBeGreaterThanOrEqual(200);
      expect(fromEngine.status, `engine: ${JSON.stringify(fromEngine.body)}`).toBeLessThan(300);
    } else {
      expect(fromEngine.status, `engine: ${JSON.stringify(fromEngine.body)}`).toBe(501);
      expect(String(fromEngine.body.error)).toMatch(c.engineNeeds === "model" ? /model/i : /browser|chromium/i);
    }
  });
});

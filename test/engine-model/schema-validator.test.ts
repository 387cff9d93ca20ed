import { afterEach, describe, expect, it } from "vitest";
import { CompiledSchemas } from "../../src/engine/model/compiled-schemas.js";
import { SchemaChecker, SchemaCheckError } from "../../src/engine/model/schema-checker.js";
import { checkSchemaSize, schemaLimits } from "../../src/engine/model/schema-limits.js";
import { compileUserSchema } from "../../src/engine/model/user-schema.js";

/** An answer `^(a+)+$` backtracks on for far longer than any test runs (2^40 steps). */
const hostileAnswer = `${"a".repeat(40)}b`;
const distinct = (i: number) => JSON.stringify({ type: "object", properties: { [`field${i}`]: { type: "string", pattern: `^x${i}$` } } });

describe("checkSchemaSize", () => {
  it("refuses a 100,000-entry enum, naming where it is", () => {
    const schema = { type: "object", properties: { color: { enum: Array.from({ length: 100_000 }, (_, i) => `c${i}`) } } };
    const result = checkSchemaSize(schema);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^schema\.properties\.color\.enum has 100,000 entries; at most 1,000/) });
  });

  it("refuses a schema nested 100,000 levels deep without overflowing the stack", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100_000; i++) deep = { type: "object", properties: { a: deep } };
    expect(checkSchemaSize(deep)).toEqual({ ok: false, message: expect.stringMatching(/nests deeper than 64 levels/) });
  });

  it("refuses long patterns, long schemas and schemas of too many values, and lists the patterns of a good one", () => {
    expect(checkSchemaSize({ type: "string", pattern: "a".repeat(1001) })).toMatchObject({ ok: false, message: expect.stringMatching(/pattern of 1,001 characters/) });
    expect(checkSchemaSize({ patternProperties: { ["b".repeat(1001)]: {} } })).toMatchObject({ ok: false });
    expect(checkSchemaSize({ description: "x".repeat(70_000) })).toMatchObject({ ok: false, message: expect.stringMatching(/70,\d{3} characters of JSON; at most 65,536/) });
    expect(checkSchemaSize({ examples: Array.from({ length: 1_000_000 }, () => 0) })).toMatchObject({ ok: false, message: expect.stringMatching(/more than 65,536 characters/) });
    const good = checkSchemaSize({ type: "object", properties: { a: { type: "string", pattern: "^a$" } }, patternProperties: { "^x-": {} } });
    expect(good).toMatchObject({ ok: true, patterns: expect.arrayContaining(["^a$", "^x-"]) });
  });
});

describe("CompiledSchemas", () => {
  it("checks values, refuses invalid and async schemas, and keeps at most `max` validators, most recently used", () => {
    const schemas = new CompiledSchemas(4);
    expect(schemas.compile(JSON.stringify({ type: "nonsense" }))).toMatch(/^Invalid JSON schema: schema\/type/);
    expect(schemas.compile(JSON.stringify({ type: "string", pattern: "((" }))).toMatch(/Invalid regular expression/);
    expect(schemas.compile(JSON.stringify({ $async: true, type: "object" }))).toMatch(/\$async/);
    const first = distinct(0);
    expect(schemas.compile(first)).toBeUndefined();
    expect(schemas.problems(first, { field0: "x0" })).toBeUndefined();
    expect(schemas.problems(first, { field0: "y" })).toMatch(/\/field0 must match pattern/);
    for (let i = 1; i < 100; i++) {
      expect(schemas.compile(distinct(i))).toBeUndefined();
      schemas.problems(first, {}); // kept in use, so never the oldest
      expect(schemas.size).toBeLessThanOrEqual(4);
    }
    expect(schemas.size).toBe(4);
    // An evicted schema compiles again on its next check.
    expect(schemas.problems(distinct(1), { field1: "no" })).toMatch(/must match pattern/);
  });

  it("holds 64 validators by default", () => {
    const schemas = new CompiledSchemas();
    for (let i = 0; i < 70; i++) schemas.compile(distinct(i));
    expect(schemas.size).toBe(64);
  });

  it("lets two schemas with the same $id differ (each has its own Ajv)", () => {
    const schemas = new CompiledSchemas();
    expect(schemas.compile(JSON.stringify({ $id: "https://example.com/s", type: "string" }))).toBeUndefined();
    expect(schemas.compile(JSON.stringify({ $id: "https://example.com/s", type: "number" }))).toBeUndefined();
  });
});

describe("SchemaChecker", () => {
  const checkers: SchemaChecker[] = [];
  afterEach(async () => {
    await Promise.all(checkers.splice(0).map((c) => c.close()));
  });
  const newChecker = () => {
    const checker = new SchemaChecker();
    checkers.push(checker);
    return checker;
  };

  it("ends a backtracking check at its time limit while the event loop stays free, then checks again", async () => {
    const checker = newChecker();
    const compiled = await compileUserSchema({ type: "string", pattern: "^(a+)+$" }, { checker });
    if (!compiled.ok) throw new Error(compiled.message);
    const order: string[] = [];
    const check = compiled.schema.problems({ result: hostileAnswer }).then(
      () => order.push("check settled"),
      (error: unknown) => {
        order.push("check failed");
        return error;
      },
    );
    // Timers keep firing while the worker backtracks.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 5)).then(() => order.push(`timer ${i}`));
    const error = await check;
    expect(order).toEqual(["timer 0", "timer 1", "timer 2", "check failed"]);
    expect(error).toBeInstanceOf(SchemaCheckError);
    expect((error as SchemaCheckError).schemaFault).toBe(true);
    expect((error as Error).message).toMatch(/longer than 1000 ms: the schema's pattern "\^\(a\+\)\+\$" backtracks/);
    // A fresh worker took over, and the schema still works for a fair answer.
    expect(await compiled.schema.problems({ result: "aaa" })).toBeUndefined();
    expect(await compiled.schema.problems({ result: "b" })).toMatch(/must match pattern/);
  });

  it("gives a check that must recompile its schema (a fresh worker after an idle one ended) the compile time first", async () => {
    const checker = newChecker();
    // Slow to compile (well over a second here), quick to check once compiled.
    const properties = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`field${i}`, { type: "string", minLength: 1 }]));
    const text = JSON.stringify({ type: "object", properties });
    // Never compiled on this checker: the check's own 1 s starts once the worker reports the schema compiled.
    await expect(checker.check(text, { field1: "x" }, 1_000, "too slow", 120_000)).resolves.toBeUndefined();
  });

  it("names uniqueItems when a schema without patterns runs out of time on a long array", async () => {
    const checker = newChecker();
    const schema = { type: "object", properties: { rows: { type: "array", uniqueItems: true } } };
    const compiled = await compileUserSchema(schema, { checker, limits: { ...schemaLimits, checkTimeMs: 300 } });
    if (!compiled.ok) throw new Error(compiled.message);
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ row: i }));
    await expect(compiled.schema.problems({ rows })).rejects.toThrow(/longer than 300 ms: uniqueItems compares every pair of items; drop it or bound the array with maxItems/);
  });

  it("runs queued tasks in order after a time-out, refuses tasks past maxQueued, and fails them on close", async () => {
    const checker = newChecker();
    const text = JSON.stringify({ type: "string", pattern: "^(a+)+$" });
    const slow = checker.check(text, hostileAnswer, 200, "too slow");
    const next = checker.check(text, "aa", 5_000, "unexpected");
    await expect(slow).rejects.toThrow("too slow");
    await expect(next).resolves.toBeUndefined();
    const busy = new SchemaChecker({ maxQueued: 1 });
    checkers.push(busy);
    await busy.check(text, "a", 5_000, "unexpected"); // the worker is up: the next task goes to it at once
    const running = expect(busy.check(text, hostileAnswer, 300, "too slow")).rejects.toThrow("too slow");
    const waiting = busy.check(text, "aa", 5_000, "unexpected");
    await expect(busy.check(text, "aa", 5_000, "unexpected")).rejects.toThrow(/already checking 1 schemas/);
    await running;
    await expect(waiting).resolves.toBeUndefined();

    const stuck = expect(checker.check(text, hostileAnswer, 60_000, "unexpected")).rejects.toThrow(/closed/);
    const queued = expect(checker.check(text, "aa", 60_000, "unexpected")).rejects.toThrow(/closed/);
    await checker.close();
    await stuck;
    await queued;
  });
});

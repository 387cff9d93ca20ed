import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { z as z3 } from "zod3";
import { InvalidArgumentError } from "../../src/core/errors.js";
import { toJsonSchema } from "../../src/core/json-schema.js";

describe("toJsonSchema", () => {
  it("converts a zod 4 schema to a non-empty JSON Schema without $schema", () => {
    const out = toJsonSchema(z.object({ name: z.string().describe("Company name"), founded: z.number().int().optional() }));
    expect(out).not.toHaveProperty("$schema");
    expect(out.type).toBe("object");
    expect(out.properties).toMatchObject({ name: { type: "string", description: "Company name" } });
    expect(out.required).toEqual(["name"]);
  });

  it("converts a zod 3 schema", () => {
    const out = toJsonSchema(z3.object({ title: z3.string(), tags: z3.array(z3.string()) }));
    expect(out).not.toHaveProperty("$schema");
    expect(out.type).toBe("object");
    expect(Object.keys(out.properties as object)).toEqual(["title", "tags"]);
  });

  it("passes JSON Schema through, minus $schema", () => {
    const schema = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "string" } } };
    expect(toJsonSchema(schema)).toEqual({ type: "object", properties: { a: { type: "string" } } });
  });

  it("unwraps an AI SDK style { jsonSchema } value", () => {
    expect(toJsonSchema({ jsonSchema: { type: "string" } })).toEqual({ type: "string" });
  });

  it("refuses non-objects", () => {
    expect(() => toJsonSchema("nope" as never)).toThrow(InvalidArgumentError);
  });
});

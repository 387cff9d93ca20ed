import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every class of the content step is made per page, so each must hold one idle instance
 * (`held-shapes.ts`): without it, a full garbage collection between two pages throws away the
 * code V8 compiled for the class (P5's "after a full collection" row measures what that costs).
 */
const contentDir = join(import.meta.dirname, "../../src/engine/content");

function sources(): Array<{ file: string; text: string }> {
  return readdirSync(contentDir)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => ({ file, text: readFileSync(join(contentDir, file), "utf8") }));
}

describe("held class layouts of the content step", () => {
  it("holds an instance of every class the content step declares", () => {
    const all = sources();
    const held = all.flatMap(({ text }) => [...text.matchAll(/^holdShapes\((.*)\);$/gmu)].map((match) => match[1] ?? "")).join(" ");
    const classes = all.flatMap(({ file, text }) => [...text.matchAll(/^(?:export )?class (\w+)/gmu)].map((match) => ({ file, name: match[1] ?? "" })));
    expect(classes.length).toBeGreaterThan(10);
    const missing = classes.filter(({ name }) => !held.includes(`new ${name}(`));
    expect(missing).toEqual([]);
  });
});

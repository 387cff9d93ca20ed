import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.js";

// `npm test` runs every tier, so a test file that no tier includes would silently never run, and one
// in two tiers would run twice. Each file must be in exactly one.

const root = path.resolve(import.meta.dirname, "../..");

/** A glob of the config (`**`, `*`, literal segments) as a regular expression over repo paths. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

interface Tier {
  name: string;
  include: RegExp[];
  exclude: RegExp[];
}

function tiers(): Tier[] {
  const projects = (config.test?.projects ?? []) as Array<{ test: { name: string; include?: string[]; exclude?: string[] } }>;
  return projects.map(({ test }) => ({
    name: test.name,
    include: (test.include ?? []).map(globRegExp),
    exclude: (test.exclude ?? []).map(globRegExp),
  }));
}

describe("test tiers (vitest projects)", () => {
  it("put every test file in exactly one tier", () => {
    const files = readdirSync(path.join(root, "test"), { recursive: true, encoding: "utf8" })
      .map((file) => `test/${file.split(path.sep).join("/")}`)
      .filter((file) => file.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(100);
    const placed = files.map((file) => {
      const names = tiers()
        .filter((tier) => tier.include.some((re) => re.test(file)) && !tier.exclude.some((re) => re.test(file)))
        .map((tier) => tier.name);
      return `${file}: ${names.join(", ") || "(none)"}`;
    });
    expect(placed.filter((line) => !/: \w+$/.test(line))).toEqual([]);
  });

  it("keep the Chromium set-up in the browser tier only, and type-checking in the compat tier only", () => {
    const projects = (config.test?.projects ?? []) as Array<{ test: { name: string; globalSetup?: string[]; typecheck?: { enabled?: boolean } } }>;
    expect(config.test?.globalSetup).toBeUndefined();
    expect(projects.filter((p) => p.test.globalSetup?.includes("./test/setup/chromium.ts")).map((p) => p.test.name)).toEqual(["browser"]);
    expect(projects.filter((p) => p.test.typecheck?.enabled === true).map((p) => p.test.name)).toEqual(["compat"]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_FLOOR } from "../../src/core/node-floor.js";
import { ENGINE_PACKAGE, ENGINE_PEERS } from "../../src/core/optional-peer.js";
import { ROOT } from "./built-package.js";

interface Manifest {
  name: string;
  version: string;
  engines: { node: string };
  bin?: Record<string, string>;
  exports: Record<string, unknown>;
  files: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  workspaces?: unknown;
  repository?: { url: string };
  homepage?: string;
  bugs?: { url: string };
}

const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as Manifest;
const kit = read("package.json");
const engine = read("packages/webdata-engine/package.json");
/** Optional peers of webdata-kit that are not the engine's: the frameworks, the zod 3 converter, the exact tokenizer. */
const TOOLKIT_OPTIONAL = ["@langchain/core", "ai", "zod-to-json-schema", "gpt-tokenizer"];

describe("the two packages' manifests (docs/packaging.md)", () => {
  it("webdata-kit depends only on what the toolkit needs; everything else is an optional peer", () => {
    expect(Object.keys(kit.dependencies)).toEqual(["ipaddr.js"]);
    const optional = Object.keys(kit.peerDependencies).filter((name) => kit.peerDependenciesMeta?.[name]?.optional === true);
    expect(optional.sort()).toEqual([...ENGINE_PEERS, ...TOOLKIT_OPTIONAL].sort());
    expect(kit.peerDependenciesMeta?.zod?.optional).not.toBe(true);
    // Our own tests use every optional peer.
    for (const name of optional) expect(kit.devDependencies?.[name], name).toBeDefined();
  });

  it("webdata-engine depends on webdata-kit (same version) and every engine peer at webdata-kit's range", () => {
    expect(engine.name).toBe(ENGINE_PACKAGE);
    expect(engine.version).toBe(kit.version);
    const expected = Object.fromEntries([["webdata-kit", kit.version], ...ENGINE_PEERS.map((name) => [name, kit.peerDependencies[name]])]);
    expect(engine.dependencies).toEqual(expected);
  });

  it("only the companion declares the bins, and the CLI is a subpath of webdata-kit", () => {
    expect(kit.bin).toBeUndefined();
    expect(engine.bin).toEqual({ "webdata-engine": "./bin/webdata.js", webdata: "./bin/webdata.js" });
    expect(kit.exports["./cli"]).toMatchObject({ import: "./dist/cli/main.js" });
    expect(readFileSync(path.join(ROOT, "packages/webdata-engine/bin/webdata.js"), "utf8")).toContain('import "webdata-kit/cli";');
    // No workspaces: npm would then fetch the companion's `webdata-kit` dependency from the registry.
    expect(kit.workspaces).toBeUndefined();
  });

  it("both declare the Node floor the code checks, and where the project lives", () => {
    for (const manifest of [kit, engine]) {
      expect(manifest.engines.node).toBe(`>=${NODE_FLOOR}`);
      expect(manifest.repository?.url).toContain("github.com/webdata-kit/webdata-kit");
      expect(manifest.homepage).toMatch(/^https:\/\/github\.com\/webdata-kit\/webdata-kit/);
      expect(manifest.bugs?.url).toBe("https://github.com/webdata-kit/webdata-kit/issues");
    }
  });

  it("ships no source maps (they would point at src/, which is not shipped)", () => {
    const build = readFileSync(path.join(ROOT, "tsconfig.build.json"), "utf8");
    expect(build).toMatch(/"sourceMap": false/);
    expect(build).toMatch(/"declarationMap": false/);
    expect(kit.files).not.toContain("src");
  });
});

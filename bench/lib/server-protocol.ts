import type { MockServerOptions } from "../../src/testing/index.js";
import type { GeneratedSiteOptions } from "../../test/helpers/generated-site.js";

/** Which server a child process runs; options must survive JSON (no functions). */
export type ServerSpec =
  | { kind: "mock"; options?: Omit<MockServerOptions, "now"> }
  | { kind: "site"; options?: Omit<GeneratedSiteOptions, "routes"> };

/** Parent → child. */
export type ChildCommand =
  | { id: number; cmd: "crawl"; options: Record<string, unknown> }
  | { id: number; cmd: "reset" }
  | { id: number; cmd: "stats" }
  | { id: number; cmd: "close" };

/** Child → parent. */
export type ChildMessage =
  | { type: "ready"; url: string; origin: string }
  | { type: "reply"; id: number; ok: true; value: unknown }
  | { type: "reply"; id: number; ok: false; error: string };

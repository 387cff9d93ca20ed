import type { TestProject } from "vitest/node";
import { findChromium } from "../../src/engine/browser/find-chromium.js";
import { aptInstall, onCi } from "./apt-install.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Chromium the browser tests use; "" when none (they are skipped, except on CI where that fails). */
    chromiumPath: string;
  }
}


/** As root with apt (CI's fresh Debian machine): install Debian's chromium-headless-shell. */
function installWithApt(): void {
  aptInstall(["chromium-headless-shell"], "browser tests: no Chromium found");
}

/**
 * Finds a Chromium for the browser tests, installing one where it can. CI never skips them: no
 * browser there fails the run. A local machine without one skips them with one line saying how to get one.
 */
export default function setup(project: TestProject): void {
  let found = findChromium();
  if (found === undefined) {
    try {
      installWithApt();
    } catch (error) {
      if (onCi) throw error;
    }
    found = findChromium();
  }
  if (found === undefined) {
    if (onCi) throw new Error("CI=true but no Chromium was found or installed: browser tests must not be skipped. Install chromium-headless-shell or set WEBDATA_CHROMIUM.");
    console.warn("[browser tests] skipped: no Chromium found. Get one with `sudo apt install chromium-headless-shell` (or `npx playwright install chromium-headless-shell`), or set WEBDATA_CHROMIUM=/path/to/chrome.");
  }
  project.provide("chromiumPath", found?.executablePath ?? "");
}

import { InvalidArgumentError } from "../../core/errors.js";
import { accessSync, constants, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** Where a Chromium executable was found. */
export type ChromiumSource = "option" | "env" | "system" | "playwright-cache";

/** A Chromium (or Chrome) executable the engine can launch. */
export interface FoundChromium {
  executablePath: string;
  source: ChromiumSource;
}

/** How to get a browser, for messages shown when none was found. */
export const installChromiumHint =
  "Install one (Debian/Ubuntu: `apt install chromium-headless-shell` or `apt install chromium`; elsewhere " +
  "`npx playwright install chromium-headless-shell`), or point WEBDATA_CHROMIUM / createLocalEngine({ browser: { executablePath } }) / " +
  "`webdata serve --chromium PATH` at a Chromium or Chrome executable. Or use the hosted service (set WEBDATA_API_KEY).";

/** The 501 of interact on an engine without a browser. */
export const interactNeedsBrowser = `Interact needs a browser, and this local engine has none. ${installChromiumHint}`;

// Debian/Ubuntu packages first (headless shell is the lightest), then common Chrome/Chromium installs.
const systemPaths = [
  "/usr/bin/chromium-headless-shell",
  "/usr/lib/chromium/headless_shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/opt/google/chrome/chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
  "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, process.platform === "win32" ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's browser cache (`PLAYWRIGHT_BROWSERS_PATH` or the per-OS default). */
function playwrightCacheDirs(): string[] {
  const fromEnv = process.env["PLAYWRIGHT_BROWSERS_PATH"];
  const dirs = fromEnv !== undefined && fromEnv !== "" && fromEnv !== "0" ? [fromEnv] : [];
  const home = homedir();
  if (process.platform === "darwin") dirs.push(join(home, "Library", "Caches", "ms-playwright"));
  else if (process.platform === "win32") dirs.push(join(process.env["LOCALAPPDATA"] ?? join(home, "AppData", "Local"), "ms-playwright"));
  else dirs.push(join(process.env["XDG_CACHE_HOME"] ?? join(home, ".cache"), "ms-playwright"));
  return dirs;
}

// Relative executable paths inside one Playwright browser folder, newest layouts first.
const cacheLayouts = [
  ["chrome-headless-shell-linux64", "chrome-headless-shell"],
  ["chrome-linux64", "chrome"],
  ["chrome-linux", "chrome"],
  ["chrome-headless-shell-mac-arm64", "chrome-headless-shell"],
  ["chrome-headless-shell-mac-x64", "chrome-headless-shell"],
  ["chrome-mac", "Chromium.app", "Contents", "MacOS", "Chromium"],
  ["chrome-headless-shell-win64", "chrome-headless-shell.exe"],
  ["chrome-win", "chrome.exe"],
];

function fromPlaywrightCache(): string | undefined {
  for (const dir of playwrightCacheDirs()) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    // chromium_headless_shell-1187, chromium-1187: highest revision first.
    const browsers = entries
      .filter((name) => /^chromium(_headless_shell)?-\d+$/.test(name))
      .sort((a, b) => Number(b.split("-")[1]) - Number(a.split("-")[1]));
    for (const name of browsers) {
      for (const layout of cacheLayouts) {
        const candidate = join(dir, name, ...layout);
        if (isExecutable(candidate)) return candidate;
      }
    }
  }
  return undefined;
}

/**
 * Finds a Chromium to launch: the explicit path, then `WEBDATA_CHROMIUM`, then Debian's
 * chromium-headless-shell/chromium and common Chrome paths, then Playwright's browser cache.
 * Returns undefined when there is none (an explicit path that does not exist is an error instead).
 */
export function findChromium(explicitPath?: string, env: NodeJS.ProcessEnv = process.env): FoundChromium | undefined {
  if (explicitPath !== undefined) {
    if (!isExecutable(explicitPath)) {
      const message = `${explicitPath} is not an executable file. ${installChromiumHint}`;
      throw new InvalidArgumentError(`Invalid createLocalEngine options: browser.executablePath: ${message}`, [{ path: ["browser", "executablePath"], message }]);
    }
    return { executablePath: explicitPath, source: "option" };
  }
  const fromEnv = env["WEBDATA_CHROMIUM"];
  if (fromEnv !== undefined && fromEnv !== "") {
    if (!isExecutable(fromEnv)) throw new InvalidArgumentError(`WEBDATA_CHROMIUM=${fromEnv} is not an executable file. ${installChromiumHint}`);
    return { executablePath: fromEnv, source: "env" };
  }
  const system = systemPaths.find(isExecutable);
  if (system !== undefined) return { executablePath: system, source: "system" };
  const cached = fromPlaywrightCache();
  return cached === undefined ? undefined : { executablePath: cached, source: "playwright-cache" };
}

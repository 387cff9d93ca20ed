import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** True on CI, where tests that need a system package must fail rather than skip without it. */
export const onCi = process.env["CI"] === "true" || process.env["CI"] === "1";

/**
 * As root with apt (CI's fresh Debian machine): installs Debian `packages` for `what`. Waits for
 * apt's locks, since two tiers may install at once (Chromium for the browser tier, searx for the
 * engine tier). Does nothing elsewhere: the caller then skips, or fails on CI.
 */
export function aptInstall(packages: readonly string[], what: string): void {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return;
  console.warn(`[${what}] installing ${packages.join(", ")} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const wait = ["-o", "DPkg::Lock::Timeout=600"];
  execFileSync("apt-get", [...wait, "update"], { stdio: "inherit", env });
  execFileSync("apt-get", [...wait, "install", "-y", "--no-install-recommends", ...packages], { stdio: "inherit", env });
}

import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface HostileSite {
  origin: string;
  /** Size of `/big` (big-page mode). */
  bigBytes: number;
  close(): Promise<void>;
}

const childEntry = fileURLToPath(new URL("./hostile-site-child.ts", import.meta.url));
const tsxLoader = import.meta.resolve("tsx");

/** Starts `hostile-site-child.ts` in its own process. */
export async function startHostileSite(mode: "link-farm" | "big-page", linksPerPage = 150_000): Promise<HostileSite> {
  const child = fork(childEntry, [mode, String(linksPerPage)], {
    execPath: process.execPath,
    execArgv: ["--import", tsxLoader],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<{ origin: string; bigBytes: number }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`site child exited (code ${code})`)));
    child.on("message", (raw) => resolve(raw as { origin: string; bigBytes: number }));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    ...ready,
    close: async () => {
      if (child.exitCode === null) child.send({ cmd: "close" });
      await exited;
    },
  };
}

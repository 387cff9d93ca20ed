/**
 * Entry of a server child process (see server-process.ts). Starts the server named in argv[2],
 * reports its URL over IPC, then answers commands until told to close.
 */
import { createMockServer, type MockCrawlOptions, type MockServer } from "../../src/testing/index.js";
import { startGeneratedSite, type GeneratedSite } from "../../test/helpers/generated-site.js";
import type { ChildCommand, ChildMessage, ServerSpec } from "./server-protocol.js";

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? "{}") as ServerSpec;
  let mock: MockServer | undefined;
  let site: GeneratedSite | undefined;
  if (spec.kind === "mock") {
    mock = await createMockServer(spec.options);
    send({ type: "ready", url: mock.url, origin: mock.origin });
  } else {
    site = await startGeneratedSite(spec.options);
    send({ type: "ready", url: site.origin, origin: site.origin });
  }

  const handle = async (command: ChildCommand): Promise<unknown> => {
    switch (command.cmd) {
      case "crawl":
        if (!mock) throw new Error("crawl needs a mock server");
        return mock.crawl(command.options as MockCrawlOptions);
      case "reset":
        mock?.reset();
        if (site) site.requests.length = 0;
        return null;
      case "stats": {
        const cpu = process.cpuUsage();
        const cpuMicros = cpu.user + cpu.system;
        return site
          ? { requests: site.requests.length, maxInFlight: site.load.maxInFlight, cpuMicros }
          : { requests: mock?.requests.length ?? 0, cpuMicros };
      }
      case "close":
        await mock?.close();
        await site?.close();
        return null;
    }
  };

  process.on("message", (raw) => {
    const command = raw as ChildCommand;
    handle(command).then(
      (value) => {
        send({ type: "reply", id: command.id, ok: true, value });
        if (command.cmd === "close") process.disconnect();
      },
      (error: unknown) => send({ type: "reply", id: command.id, ok: false, error: String(error) }),
    );
  });
  // The parent died without closing us: do not linger.
  process.on("disconnect", () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject } from "vitest";

/** Chromium for these tests ("" when none: the suites are skipped, and CI fails in global setup instead). */
export const chromiumPath = inject("chromiumPath");

/** `describe` when a browser is available, `describe.skip` otherwise. */
export const describeWithBrowser = chromiumPath === "" ? describe.skip : describe;

/** A small site on 127.0.0.1: path → handler. */
export async function startSite(routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void>): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    hits.push(path);
    const handler = routes[path];
    if (handler === undefined) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function html(body: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  };
}

/** A page whose text exists only after its script runs (an application shell). */
export const appShellPage = `<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>
<script>
  setTimeout(() => {
    document.getElementById("root").innerHTML = "<h1>Rendered by script</h1><p>The quarterly revenue grew by forty two percent in the north region.</p>";
  }, 50);
</script></body></html>`;

/**
 * One Chromium and one page for a `describe` block (launched in beforeAll, closed in afterAll), with
 * `content` set on the page first when given. Read `browser` and `page` inside the tests.
 */
export function useChromiumPage(content?: string): { readonly browser: Browser; readonly page: Page } {
  const state = {} as { browser: Browser; page: Page };
  beforeAll(async () => {
    state.browser = await chromium.launch({ executablePath: chromiumPath });
    state.page = await state.browser.newPage();
    if (content !== undefined) await state.page.setContent(content);
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

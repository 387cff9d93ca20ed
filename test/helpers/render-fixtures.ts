import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A loopback page for the settle tests and bench: what it does, and the text it ends up showing. */
export interface RenderFixture {
  path: string;
  /** Text the page shows once rendered (none: it never shows any). */
  expected?: string;
  /** The page shows text but keeps changing it forever. */
  live?: boolean;
  /** The page arrives rendered (scripts or not): the baseline for the added time. */
  rendered?: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const content = (name: string) =>
  `<h1>Rendered ${name}</h1><p>FIXTURE-${name}: the quarterly revenue grew by forty two percent in the north region, and the board approved the plan.</p>`;

const shell = (name: string, script: string, mount = "") =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root">${mount}</div><script>
const CONTENT = ${JSON.stringify(content(name))};
const root = document.getElementById("root");
${script}
</script></body></html>`;

const page = (body: string): Handler => (_req, res) => void res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);

/** `/api/part?delay=ms`: JSON after a server-side delay (a slow API the page waits for). */
const slowApi: Handler = (req, res) => {
  const delay = Math.min(3_000, Number(new URL(req.url ?? "/", "http://x").searchParams.get("delay")) || 0);
  setTimeout(() => void res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify({ ok: true, delay })), delay).unref();
};

const timers = [0, 200, 500, 1000, 2500];

/** The fixture set: each entry's route and what it should come back with. */
export const renderFixtures: RenderFixture[] = [
  ...timers.map((ms) => ({ path: `/timer-${ms}`, expected: `FIXTURE-timer-${ms}` })),
  { path: "/fetch-300", expected: "FIXTURE-fetch-300" },
  { path: "/fetch-chain", expected: "FIXTURE-fetch-chain" },
  { path: "/hydrate", expected: "FIXTURE-hydrate" },
  { path: "/raf", expected: "FIXTURE-raf" },
  { path: "/idle", expected: "FIXTURE-idle" },
  { path: "/spinner" },
  { path: "/ticker", expected: "FIXTURE-ticker", live: true },
  { path: "/static", expected: "FIXTURE-static", rendered: true },
  { path: "/static-scripted", expected: "FIXTURE-static-scripted", rendered: true },
];

/** The routes of the fixture set, for `startSite`. */
export function renderFixtureRoutes(): Record<string, Handler> {
  const routes: Record<string, Handler> = { "/api/part": slowApi };
  for (const ms of timers) routes[`/timer-${ms}`] = page(shell(`timer-${ms}`, `setTimeout(() => { root.innerHTML = CONTENT; }, ${ms});`));
  // One request with a server-side delay, then render.
  routes["/fetch-300"] = page(shell("fetch-300", `fetch("/api/part?delay=300").then((r) => r.json()).then(() => { root.innerHTML = CONTENT; });`));
  // A chain: config, then data, then a render a frame later.
  routes["/fetch-chain"] = page(
    shell(
      "fetch-chain",
      `fetch("/api/part?delay=250").then((r) => r.json())
  .then(() => fetch("/api/part?delay=400")).then((r) => r.json())
  .then(() => requestAnimationFrame(() => { root.innerHTML = CONTENT; }));`,
    ),
  );
  // A skeleton (markup, no text) that a framework replaces with the real tree.
  routes["/hydrate"] = page(
    shell("hydrate", `setTimeout(() => { const next = document.createElement("div"); next.id = "root"; next.innerHTML = CONTENT; root.replaceWith(next); }, 400);`, `<div class="skeleton"><span></span><span></span></div>`),
  );
  routes["/raf"] = page(shell("raf", `let frames = 0; const step = () => { if (++frames < 10) requestAnimationFrame(step); else root.innerHTML = CONTENT; }; requestAnimationFrame(step);`));
  routes["/idle"] = page(shell("idle", `(window.requestIdleCallback || ((f) => setTimeout(f, 50)))(() => { root.innerHTML = CONTENT; }, { timeout: 1000 });`));
  // Never any text: a CSS spinner that animates forever.
  routes["/spinner"] = page(
    `<!doctype html><html><head><title>spinner</title><style>.spin{width:20px;height:20px;border:3px solid #ccc;border-top-color:#333;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}</style></head><body><div id="root"><div class="spin"></div></div><script>fetch("/api/part?delay=10");</script></body></html>`,
  );
  // A few words set by script at once, never more: too little to tell from a loading line.
  routes["/tiny"] = page(`<!doctype html><html><head><title>tiny</title></head><body><p id="t"></p><script>t.textContent = "Hello from JS";</script></body></html>`);
  // Text at 100 ms, then a clock that changes it every 50 ms, forever.
  routes["/ticker"] = page(shell("ticker", `setTimeout(() => { root.innerHTML = CONTENT + '<p id="tick">0</p>'; let n = 0; setInterval(() => { document.getElementById("tick").textContent = String(++n); }, 50); }, 100);`));
  routes["/static"] = page(`<!doctype html><html><head><title>static</title></head><body><main>${content("static")}</main></body></html>`);
  // Rendered on the server, with a script that only adds a listener.
  routes["/static-scripted"] = page(
    `<!doctype html><html><head><title>static-scripted</title></head><body><div id="root">${content("static-scripted")}</div><script>document.addEventListener("click", () => {});</script></body></html>`,
  );
  return routes;
}

/** The fixture set on 127.0.0.1 (port 0), outside vitest (the bench). */
export async function startRenderFixtureSite(): Promise<{ url: string; close(): Promise<void> }> {
  const routes = renderFixtureRoutes();
  const server = createServer((req, res) => {
    const handler = routes[(req.url ?? "/").split("?")[0] ?? "/"];
    if (handler === undefined) res.writeHead(404).end("not found");
    else handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

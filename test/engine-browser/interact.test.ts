import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { deleteJson, postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

const loginPage = `<html><head><title>Demo app</title></head><body><h1>Demo app</h1>
<p>Sign in to see your account balance. This page keeps its state in the browser only.</p>
<form id="login" onsubmit="event.preventDefault(); if (document.getElementById('user').value === 'ada' && document.getElementById('pass').value === 'lovelace') { document.body.dataset.user = 'ada'; document.getElementById('account').textContent = 'Balance: 1234.56 EUR'; } else { document.getElementById('account').textContent = 'Wrong password'; }">
<input id="user" placeholder="User"><input id="pass" type="password" placeholder="Password"><button type="submit">Sign in</button></form>
<div id="account"></div></body></html>`;

describeWithBrowser("interact sessions on the engine", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;

  beforeAll(async () => {
    site = await startSite({ "/app": html(loginPage), "/other": html("<html><body><h1>Other page</h1><p>Another page on the same site, for navigation.</p></body></html>") });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath, maxSessions: 2 } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  async function scrapeId(path = "/app"): Promise<string> {
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}${path}` });
    return body.data.metadata.scrapeId as string;
  }

  it("replays the scrape, keeps browser state across calls, and stops with the duration", async () => {
    const id = await scrapeId();
    const first = await postJson(`${engine.url}/scrape/${id}/interact`, {
      code: "await page.fill('#user', 'ada'); await page.locator('#pass').fill('lovelace'); await page.getByRole('button', { name: 'Sign in' }).click(); console.log('signed in'); await page.title()",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, exitCode: 0, killed: false, result: "Demo app" });
    expect(first.body.stdout).toContain("signed in");
    const second = await postJson(`${engine.url}/scrape/${id}/interact`, { code: "const text = await page.textContent('#account'); ({ text, user: await page.evaluate(() => document.body.dataset.user) })" });
    expect(JSON.parse(second.body.result)).toEqual({ text: "Balance: 1234.56 EUR", user: "ada" });
    const seed = await postJson(`${engine.url}/interact`, { scrapeId: id, code: "return page.url()" });
    expect(seed.body.result).toBe(`${site.url}/app`);
    const stop = await deleteJson(`${engine.url}/scrape/${id}/interact`);
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ success: true, creditsBilled: 2 });
    expect(stop.body.sessionDurationMs).toBeGreaterThan(0);
    expect((await deleteJson(`${engine.url}/scrape/${id}/interact`)).status).toBe(404);
  });

  it("answers the API's errors: 400, 404, 501 for prompts without a model, thrown errors as success:false", async () => {
    expect((await postJson(`${engine.url}/scrape/00000000-0000-4000-8000-00000000dead/interact`, { code: "1" })).status).toBe(404);
    expect((await postJson(`${engine.url}/scrape/00000000-0000-4000-8000-00000000dead/interact`, {})).status).toBe(400);
    const id = await scrapeId();
    const prompt = await postJson(`${engine.url}/scrape/${id}/interact`, { prompt: "sign in" });
    expect(prompt.status).toBe(501);
    expect(prompt.body.error).toContain("model");
    const thrown = await postJson(`${engine.url}/scrape/${id}/interact`, { code: "throw new Error('boom')" });
    expect(thrown.status).toBe(200);
    expect(thrown.body).toMatchObject({ success: false, exitCode: 1, killed: false });
    expect(thrown.body.stderr).toContain("boom");
    const syntax = await postJson(`${engine.url}/scrape/${id}/interact`, { code: "await (" });
    expect(syntax.body).toMatchObject({ success: false, exitCode: 1 });
    expect(syntax.body.stderr).toContain("SyntaxError");
    await deleteJson(`${engine.url}/scrape/${id}/interact`);
  });

  it("answers 429 past maxSessions", async () => {
    const ids = [await scrapeId(), await scrapeId(), await scrapeId()];
    expect((await postJson(`${engine.url}/scrape/${ids[0]}/interact`, { code: "1" })).status).toBe(200);
    expect((await postJson(`${engine.url}/scrape/${ids[1]}/interact`, { code: "1" })).status).toBe(200);
    const third = await postJson(`${engine.url}/scrape/${ids[2]}/interact`, { code: "1" });
    expect(third.status).toBe(429);
    await deleteJson(`${engine.url}/scrape/${ids[0]}/interact`);
    expect((await postJson(`${engine.url}/scrape/${ids[2]}/interact`, { code: "1" })).status).toBe(200);
    await deleteJson(`${engine.url}/scrape/${ids[1]}/interact`);
    await deleteJson(`${engine.url}/scrape/${ids[2]}/interact`);
  });

  it("answers 409 when the replay fails", async () => {
    const gone = await startSite({ "/": html("<html><body><h1>Soon gone</h1><p>This server stops right after the scrape finished.</p></body></html>") });
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${gone.url}/` });
    await gone.close();
    const reply = await postJson(`${engine.url}/scrape/${body.data.metadata.scrapeId}/interact`, { code: "1" });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toContain("rerun the scrape");
  });
});

describeWithBrowser("interact session lifetime", () => {
  it("closes an idle session: the next call answers 410, DELETE reports it without credits", async () => {
    const site = await startSite({ "/": html("<html><body><h1>Idle</h1><p>A page to test idle sessions with enough text in it.</p></body></html>") });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath, sessionIdleMs: 300 } });
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/` });
    const id = body.data.metadata.scrapeId as string;
    expect((await postJson(`${engine.url}/scrape/${id}/interact`, { code: "1" })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const late = await postJson(`${engine.url}/scrape/${id}/interact`, { code: "1" });
    expect(late.status).toBe(410);
    expect(late.body.error).toBe("Browser session has been destroyed.");
    const stop = await deleteJson(`${engine.url}/scrape/${id}/interact`);
    expect(stop.status).toBe(200);
    expect(stop.body.creditsBilled).toBeUndefined();
    await site.close();
  });
});

describeWithBrowser("untrusted interact code is isolated", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;
  let id: string;

  beforeAll(async () => {
    site = await startSite({ "/": html("<html><body><h1>Sandbox</h1><p>Interact code here is untrusted and must stay in its box.</p></body></html>") });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/` });
    id = body.data.metadata.scrapeId as string;
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  const run = async (code: string, timeout?: number) => (await postJson(`${engine.url}/scrape/${id}/interact`, { code, ...(timeout === undefined ? {} : { timeout }) })).body;
  // The usual vm escape: reach the child's own `process` through a constructor.
  const escape = "const p = page.constructor.constructor('return process')();";

  it("cannot read /etc/hostname", async () => {
    for (const code of [
      `${escape} p.getBuiltinModule('fs').readFileSync('/etc/hostname', 'utf8')`,
      "const p = (function(){ return this })().process; p.getBuiltinModule('fs').readFileSync('/etc/hostname', 'utf8')",
      "require('fs').readFileSync('/etc/hostname', 'utf8')",
      "await page.goto('file:///etc/hostname'); await page.content()",
      "await page.screenshot({ path: '/tmp/webdata-escape.png' })",
    ]) {
      const out = await run(code);
      expect(out.success, code).toBe(false);
      expect(out.result ?? "", code).not.toMatch(/\w/);
    }
  });

  it("cannot start a process", async () => {
    const out = await run(`const p = (function(){ return this })().process ?? page.constructor.constructor('return process')(); p.getBuiltinModule('child_process').execSync('id').toString()`);
    expect(out.success).toBe(false);
    expect(out.result).toBeNull();
  });

  it("cannot fetch a private address, or anything, except through the page", async () => {
    const out = await run(`${escape} const r = await fetch('${site.url}/'); await r.text()`);
    expect(out.success).toBe(false);
    const hitsBefore = site.hits.length;
    const viaNet = await run(`const p = (function(){ return this })().process; await new Promise((ok, bad) => { const s = p.getBuiltinModule('net').connect(${new URL(site.url).port}, '127.0.0.1', ok); s.on('error', bad); }); 'connected'`);
    expect(viaNet.result).not.toBe("connected");
    expect(site.hits.length).toBe(hitsBefore);
    // The page itself still works.
    expect((await run("await page.textContent('h1')")).result).toBe("Sandbox");
  });

  it("is killed at its timeout and the session keeps working", async () => {
    const out = await run("while (true) {}", 1);
    expect(out).toMatchObject({ success: false, killed: true, exitCode: null });
    expect(out.stderr).toContain("timeout");
    expect((await run("await page.title()")).success).toBe(true);
  });

  it("is stopped at its memory limit", async () => {
    const out = await run("const keep = []; while (true) keep.push(new Array(1e6).fill(1));", 60);
    expect(out).toMatchObject({ success: false, killed: true });
  });
});

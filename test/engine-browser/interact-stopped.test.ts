import { expect, it } from "vitest";
import { WebDataClient } from "../../src/client.js";
import { GoneError } from "../../src/index.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { deleteJson, postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

describeWithBrowser("a stopped interact session stays stopped", () => {
  it("answers 410 after DELETE on that scrapeId; a new scrape opens a new session; the client throws GoneError", async () => {
    const site = await startSite({ "/": html("<html><body><h1>Stop me</h1><p>A page for the session that is stopped by its user.</p></body></html>") });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
    const scrape = async () => ((await postJson(`${engine.url}/scrape`, { url: `${site.url}/` })).body.data.metadata.scrapeId as string);
    const id = await scrape();
    expect((await postJson(`${engine.url}/scrape/${id}/interact`, { code: "1" })).status).toBe(200);
    expect((await deleteJson(`${engine.url}/scrape/${id}/interact`)).body).toMatchObject({ success: true, creditsBilled: 2 });

    const after = await postJson(`${engine.url}/scrape/${id}/interact`, { code: "1" });
    expect(after.status).toBe(410);
    expect(after.body).toEqual({ success: false, error: "Browser session has been destroyed." });
    const client = new WebDataClient({ baseUrl: engine.url });
    await expect(client.interact(id, { code: "1" })).rejects.toBeInstanceOf(GoneError);
    // A second DELETE has nothing left to stop; calls still answer 410.
    expect((await deleteJson(`${engine.url}/scrape/${id}/interact`)).status).toBe(404);
    expect((await postJson(`${engine.url}/scrape/${id}/interact`, { code: "1" })).status).toBe(410);

    const fresh = await scrape();
    expect(fresh).not.toBe(id);
    const reopened = await postJson(`${engine.url}/scrape/${fresh}/interact`, { code: "1 + 1" });
    expect(reopened.status).toBe(200);
    expect(reopened.body.result).toBe("2");
    await site.close();
  });
});

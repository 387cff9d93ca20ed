import { generateText, stepCountIs } from "ai";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWebDataTools, toolSetUsage } from "../../src/adapters/ai/index.js";
import { createInteractSession } from "../../src/browser/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { chromiumPath, describeWithBrowser } from "./browser-fixture.js";
import { signInCode, startDemoApp } from "./demo-app.js";

describeWithBrowser("the toolkit against the engine's browser", () => {
  let app: Awaited<ReturnType<typeof startDemoApp>>;
  let engine: LocalEngine;
  let client: WebDataClient;

  beforeAll(async () => {
    app = await startDemoApp();
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
    client = new WebDataClient({ baseUrl: engine.url });
  });
  afterAll(async () => {
    await engine.close();
    await app.close();
  });

  it("client.scrape of a JavaScript-rendered page returns the rendered text", async () => {
    const page = await client.scrape({ url: `${app.url}/` });
    expect(page.markdown).toContain("Welcome to the demo bank");
    expect(page.metadata?.["fetchedWith"]).toBe("browser");
  });

  it("createInteractSession signs in and reads the value behind the login", async () => {
    await using session = createInteractSession(client, { url: `${app.url}/` });
    const signedIn = await session.interact({ code: signInCode });
    expect(signedIn).toMatchObject({ success: true, result: "signed in" });
    const balance = await session.interact({ code: "await page.textContent('#balance')" });
    expect(balance.result).toBe("Balance: 4,711.00 EUR");
    const stopped = await session.stop();
    expect(stopped).toMatchObject({ stopped: true });
  });

  it("an AI SDK loop drives web_interact in code mode and stops with web_interact_stop", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_interact", input: { url: `${app.url}/`, code: signInCode } }] },
      { calls: [{ tool: "web_interact", input: { code: "await page.textContent('#balance')" } }] },
      { calls: [{ tool: "web_interact_stop", input: {} }] },
      { text: "Your balance is 4,711.00 EUR." },
    ]);
    const tools = createWebDataTools({ client, tools: ["web_interact", "web_interact_stop"] });
    const { steps, text } = await generateText({ model, tools, stopWhen: stepCountIs(6), prompt: "What is my balance? user ada, password lovelace" });
    expect(text).toContain("4,711.00 EUR");
    const results = steps.flatMap((step) => step.toolResults.map((result) => result.output as ToolResult));
    expect(results.map((result) => [result.tool, result.ok])).toEqual([
      ["web_interact", true],
      ["web_interact", true],
      ["web_interact_stop", true],
    ]);
    const views = modelViews(seen);
    expect(views[1]).toContain("Balance: 4,711.00 EUR");
    expect(views[2]).toMatch(/Stopped the browser session/);
    await toolSetUsage(tools).closeSessions();
  });
});

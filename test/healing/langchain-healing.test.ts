import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { createAgent, fakeModel } from "langchain";
import { expect, it } from "vitest";
import { WebDataToolkit } from "../../src/adapters/langchain/index.js";
import { useMockServer } from "../helpers/mock-client.js";
import { SCRAPE_TIMEOUT, supportAnswer } from "./support-answers.js";

const ctx = useMockServer();

it("in a createAgent run, support gets the user's request as the rationale and the model sees the note", async () => {
  ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
  ctx.mock.script("POST /support/ask", supportAnswer());
  const toolkit = new WebDataToolkit({ client: ctx.client({ retry: 0 }), tools: ["web_scrape"], selfHealing: true });
  const model = fakeModel()
    .respondWithTools([{ name: "web_scrape", args: { url: "https://example.com/pricing" }, id: "c1" }])
    .respond(new AIMessage("done"));
  const agent = createAgent({ model, tools: toolkit.getTools() });
  const res = await agent.invoke({ messages: [{ role: "user", content: "What does the Pro plan cost?" }] });

  const ask = ctx.mock.requestsTo("POST /support/ask")[0]?.body as { rationale?: string };
  expect(ask.rationale).toBe("What does the Pro plan cost?");
  const scrape = res.messages.find((m): m is ToolMessage => m instanceof ToolMessage);
  expect(String(scrape?.content)).toContain("retried with waitFor=5000 as the service's support suggested");
});

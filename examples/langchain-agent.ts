/**
 * A LangChain agent (createAgent) with the web toolkit.
 *
 *   npm run example -- examples/langchain-agent.ts
 *
 * With OPENAI_API_KEY set it uses a real model ("openai:gpt-4o-mini", or MODEL); without it, a fake
 * chat model scripts the tool calls so the loop runs offline. The web side is the hosted service
 * when WEBDATA_API_KEY is set, else the mock server.
 */
import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { createAgent, fakeModel } from "langchain";
import { WebDataToolkit } from "webdata-kit/langchain";
import { createMockServer } from "webdata-kit/testing";

const mock = process.env.WEBDATA_API_KEY ? undefined : await createMockServer({ apiKey: null });
const realModel = Boolean(process.env.OPENAI_API_KEY);
console.log(`model: ${realModel ? "openai" : "fake (set OPENAI_API_KEY for a real one)"}; web: ${mock ? "mock server" : "hosted service"}`);

const toolkit = new WebDataToolkit({
  ...(mock ? { baseUrl: mock.url } : {}),
  tools: ["web_search", "web_scrape", "web_crawl", "web_crawl_status"],
  maxCredits: 30,
});

const model = realModel
  ? (process.env.MODEL ?? "openai:gpt-4o-mini")
  : fakeModel()
      .respondWithTools([{ name: "web_search", args: { query: "example.com docs", limit: 3 } }])
      .respondWithTools([{ name: "web_crawl", args: { url: "https://example.com/docs", limit: 5 } }])
      .respond((messages) => new AIMessage(`I read ${messages.filter((m) => m instanceof ToolMessage).length} tool results about example.com.`));

const agent = createAgent({ model, tools: toolkit.getTools(), systemPrompt: "You research websites. Cite URLs." });

try {
  const result = await agent.invoke({ messages: [{ role: "user", content: "Summarise example.com's documentation." }] });
  for (const message of result.messages) {
    if (message instanceof ToolMessage) console.log(`← ${message.name}: ${String(message.content).split("\n")[0]}`);
  }
  console.log(`\nanswer: ${String(result.messages.at(-1)?.content)}`);
  console.log(`credits spent: ${toolkit.usage.creditsSpent}`);
} finally {
  await mock?.close();
}

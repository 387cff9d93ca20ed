import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One chat-completions request as the server received it. */
export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }>;
  tools?: Array<{ type: string; function: { name: string } }>;
  response_format?: unknown;
  authorization?: string | undefined;
}

/** What the server answers: assistant text, or tool calls. */
export type ChatReply = { text: string } | { toolCalls: Array<{ name: string; arguments: unknown }> };

/**
 * A minimal OpenAI-compatible `POST /v1/chat/completions` server on 127.0.0.1 (non-streaming), so a
 * real provider package (`@ai-sdk/openai-compatible`) runs its whole HTTP path in tests.
 */
export async function startChatCompletionsServer(reply: (request: ChatRequest, index: number) => ChatReply) {
  const requests: ChatRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const request = { ...(JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest), authorization: req.headers.authorization };
    requests.push(request);
    const answer = reply(request, requests.length - 1);
    const message =
      "text" in answer
        ? { role: "assistant", content: answer.text }
        : {
            role: "assistant",
            content: null,
            tool_calls: answer.toolCalls.map((call, i) => ({
              id: `call_${requests.length}_${i}`,
              type: "function",
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            })),
          };
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message, finish_reason: "text" in answer ? "stop" : "tool_calls" }],
        usage: { prompt_tokens: 200, completion_tokens: 25, total_tokens: 225 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

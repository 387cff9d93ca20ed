import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { anthropicToolViolations, geminiDeclarationViolations, openAiStrictViolations } from "./provider-schema-rules.js";

/** The provider wire formats the loopback server speaks. */
export type Provider = "openai" | "google" | "anthropic";

/** One tool call the server makes the model send, or the final text. */
export type ProviderReply = { toolCall: { name: string; args: Record<string, unknown> } } | { text: string };

/** What the server saw in one request. */
export interface ProviderRequest {
  provider: Provider;
  path: string;
  body: Record<string, unknown>;
  /** Tool definitions as the provider package sent them. */
  tools: unknown[];
  /** Rule violations in those definitions (the request was answered 400 when there were any). */
  violations: string[];
}

/**
 * A loopback HTTP server that answers like OpenAI (chat completions and responses), Gemini
 * (generateContent) and Anthropic (messages), so each provider's real AI SDK package runs its whole
 * request path; it checks every tool definition it receives with that provider's published rules
 * and answers 400 (the provider's refusal) on a violation. Base URLs: `${url}/openai`,
 * `${url}/google`, `${url}/anthropic`.
 */
export async function startProviderLoopback(reply: (request: ProviderRequest, index: number) => ProviderReply) {
  const requests: ProviderRequest[] = [];
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? "";
    const provider = path.startsWith("/openai/") ? "openai" : path.startsWith("/google/") ? "google" : path.startsWith("/anthropic/") ? "anthropic" : undefined;
    if (req.method !== "POST" || !provider) return send(res, 404, { error: { message: `not found: ${path}` } });
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    const { tools, violations } = checkTools(provider, path, body);
    const request: ProviderRequest = { provider, path, body, tools, violations };
    requests.push(request);
    if (violations.length > 0) return send(res, 400, { error: { type: "invalid_request_error", message: violations.join("\n") } });
    const answer = reply(request, requests.length - 1);
    if (provider === "openai") return send(res, 200, path.endsWith("/responses") ? responsesAnswer(answer, requests.length) : chatAnswer(answer, requests.length));
    if (provider === "google") return send(res, 200, geminiAnswer(answer));
    return send(res, 200, anthropicAnswer(answer, requests.length));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

type Json = Record<string, unknown>;

/** The tool definitions of a request, and every rule they break. */
function checkTools(provider: Provider, path: string, body: Json): { tools: unknown[]; violations: string[] } {
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  const violations: string[] = [];
  if (provider === "openai") {
    for (const tool of tools) {
      // Chat completions nest the function; the responses API does not.
      const fn = (path.endsWith("/responses") ? tool : tool.function) as Json | undefined;
      if (!fn) continue;
      if (fn.strict !== true) violations.push(`${String(fn.name)}: not sent with strict: true`);
      violations.push(...openAiStrictViolations(fn.parameters).map((v) => `${String(fn.name)}: ${v}`));
    }
  } else if (provider === "google") {
    for (const group of tools) for (const declaration of (group.functionDeclarations as unknown[] | undefined) ?? []) violations.push(...geminiDeclarationViolations(declaration));
  } else {
    for (const tool of tools) violations.push(...anthropicToolViolations(tool));
  }
  return { tools, violations };
}

function chatAnswer(answer: ProviderReply, n: number): Json {
  const message =
    "text" in answer
      ? { role: "assistant", content: answer.text }
      : { role: "assistant", content: null, tool_calls: [{ id: `call_${n}`, type: "function", function: { name: answer.toolCall.name, arguments: JSON.stringify(answer.toolCall.args) } }] };
  return {
    id: `chatcmpl-${n}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-test",
    choices: [{ index: 0, message, finish_reason: "text" in answer ? "stop" : "tool_calls" }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function responsesAnswer(answer: ProviderReply, n: number): Json {
  const output =
    "text" in answer
      ? [{ type: "message", id: `msg_${n}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: answer.text, annotations: [] }] }]
      : [{ type: "function_call", id: `fc_${n}`, call_id: `call_${n}`, name: answer.toolCall.name, arguments: JSON.stringify(answer.toolCall.args), status: "completed" }];
  return {
    id: `resp_${n}`,
    object: "response",
    created_at: 1_700_000_000,
    model: "gpt-test",
    status: "completed",
    error: null,
    incomplete_details: null,
    output,
    usage: { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 },
  };
}

function geminiAnswer(answer: ProviderReply): Json {
  const part = "text" in answer ? { text: answer.text } : { functionCall: { name: answer.toolCall.name, args: answer.toolCall.args } };
  return {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    modelVersion: "gemini-test",
  };
}

function anthropicAnswer(answer: ProviderReply, n: number): Json {
  const content = "text" in answer ? [{ type: "text", text: answer.text }] : [{ type: "tool_use", id: `toolu_${n}`, name: answer.toolCall.name, input: answer.toolCall.args }];
  return {
    id: `msg_${n}`,
    type: "message",
    role: "assistant",
    model: "claude-test",
    content,
    stop_reason: "text" in answer ? "end_turn" : "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

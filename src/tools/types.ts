import type { z } from "zod/v4";
import type { TokenCounter } from "../core/token-budget.js";

/** Tool names the model sees; the same in both frameworks. */
export const TOOL_NAMES = [
  "web_search",
  "web_scrape",
  "web_map",
  "web_crawl",
  "web_crawl_status",
  "web_extract",
  "web_agent",
  "web_agent_status",
  "web_interact",
  "web_interact_stop",
  "web_support_ask",
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** What a tool call gets besides its input. */
export interface ToolCallContext {
  /** Aborts the HTTP call and any wait; a job the call started is cancelled on the server. */
  signal?: AbortSignal | undefined;
  /** The framework's id of this call, when it has one. */
  toolCallId?: string | undefined;
  /** Key of the conversation (thread id) for stateful tools such as web_interact. */
  sessionKey?: string | undefined;
  /** The model's or user's goal, when known: self-healing sends it to support as `rationale`. */
  rationale?: string | undefined;
  /**
   * Told how a long call advances (a crawl's pages done of its total), e.g. for MCP progress
   * notifications. Tools without countable progress never call it.
   */
  onProgress?: ((progress: ToolProgress) => void) | undefined;
}

/** How far a long tool call has come. */
export interface ToolProgress {
  /** Units done so far (crawl: pages). */
  completed: number;
  /** Units expected in all, when known. */
  total?: number | undefined;
  /** One line for a human watching. */
  message?: string | undefined;
}

/** A problem the model can fix by calling again differently (DESIGN rule 10). */
export interface ModelFixableError {
  /** Short machine-readable category, e.g. `invalid_arguments`, `not_found`, `budget_exhausted`. */
  category: string;
  message: string;
  /** What to change: which parameter, which sibling tool. */
  hint: string;
  status?: number | undefined;
  code?: string | undefined;
}

/** What a tool call returns to the application. The model sees only `modelText`. */
export type ToolResult<O = unknown> =
  | { ok: true; tool: ToolName; output: O; modelText: string; creditsUsed: number; notes: string[] }
  | { ok: false; tool: ToolName; error: ModelFixableError; output?: O | undefined; modelText: string; creditsUsed: number; notes: string[] };

/** Budget for rendering one result to the model. */
export interface RenderBudget {
  /** Most tokens the rendered text may use, counted by `tokens`. */
  maxTokens: number;
  /** The tool set's token counter (its `tokenizer` option). */
  tokens: TokenCounter;
}

/**
 * One tool, defined once for every framework (DESIGN rule 8): its model-facing schema and
 * description, how it runs, and how its output is shown to the model.
 */
export interface ToolSpec<I = Record<string, unknown>, O = unknown> {
  name: ToolName;
  /** Instructions to the model: when to use it, when to use a sibling instead, what it returns, cost. */
  description: string;
  /** Model-facing input schema: flat, simple, with developer-fixed options already removed. */
  inputSchema: z.ZodType<I>;
  /**
   * Starts billed work: refused once the credit budget is spent; a candidate for approval. A
   * function decides per call (reading on from the page cache, checking a job, are free).
   */
  costly: boolean | ((input: I) => boolean);
  execute(input: I, ctx: ToolCallContext): Promise<O>;
  /** The model's view of a successful output, within the budget. */
  render(output: O, budget: RenderBudget): string;
  /** A successful call whose result the model should treat as a failure (empty page, 404 target). */
  check?(output: O): ModelFixableError | undefined;
  /** Credits this output reports (for the budget). */
  creditsOf?(output: O): number;
  /**
   * For a status tool: the job a call reads. Reads of a job the tool set already knows (it started
   * it, or read it before) count per job with a higher bound (`JobReads`), not against `maxCalls`.
   */
  readsJob?(input: I): string | undefined;
  /** For a job tool: the job this output started, so that reading on with its status tool is a follow-up. */
  startsJob?(output: O): string | undefined;
}

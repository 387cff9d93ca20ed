import type { LanguageModel, LanguageModelUsage } from "ai";
import { loadAi } from "./load-ai.js";
import { SchemaCheckError } from "./schema-checker.js";
import type { UserSchema } from "./user-schema.js";

/** Tokens a job spent with its model: credits are ⌈tokens / 15⌉ (docs/api.md §10). */
export class TokenMeter {
  tokens = 0;

  add(usage: Partial<LanguageModelUsage> | undefined): void {
    if (usage === undefined) return;
    const total = usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
    if (Number.isFinite(total) && total > 0) this.tokens += total;
  }

  get credits(): number {
    return tokensToCredits(this.tokens);
  }
}

/** 1 credit = 15 tokens, rounded up (docs/api.md §6, §10). */
export function tokensToCredits(tokens: number): number {
  return Math.ceil(tokens / 15);
}

export interface GenerateJsonInput {
  model: LanguageModel;
  system: string;
  prompt: string;
  /** Validate against it (and retry on a non-conforming answer); without it any JSON value is taken. */
  schema?: UserSchema | undefined;
  meter: TokenMeter;
  signal?: AbortSignal | undefined;
  /** Model calls before giving up on invalid output. @default 3 */
  maxAttempts?: number | undefined;
}

/** The model's answer never parsed or never matched the schema. */
export class InvalidModelOutputError extends Error {
  override name = "InvalidModelOutputError";
}

/**
 * Asks the model for JSON (the AI SDK's structured output, so providers that support JSON mode use
 * it) and checks it against the caller's schema; an invalid answer is sent back with the problems,
 * up to `maxAttempts` calls.
 */
export async function generateJson(input: GenerateJsonInput): Promise<unknown> {
  const ai = await loadAi();
  const { schema } = input;
  // A check that ran out of time or memory is the schema's fault: no new answer helps, so the call fails with it.
  let schemaFailure: Error | undefined;
  const output = schema
    ? ai.Output.object({
        schema: ai.jsonSchema<Record<string, unknown>>(schema.objectSchema, {
          validate: async (value) => {
            let problems: string | undefined;
            try {
              problems = await schema.problems(value);
            } catch (error) {
              schemaFailure = error instanceof Error ? error : new Error(String(error));
              return { success: false, error: schemaFailure };
            }
            return problems === undefined
              ? { success: true, value: value as Record<string, unknown> }
              : { success: false, error: new Error(`does not match the schema: ${problems}`) };
          },
        }),
      })
    : ai.Output.json();
  const attempts = input.maxAttempts ?? 3;
  let prompt = input.prompt;
  let lastProblem = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await ai.generateText({ model: input.model, system: input.system, prompt, output, abortSignal: input.signal, maxRetries: 1 });
      input.meter.add(result.totalUsage ?? result.usage);
      const value: unknown = result.output;
      return schema?.wrapped === true ? (value as { result?: unknown }).result : value;
    } catch (error) {
      if (!ai.NoObjectGeneratedError.isInstance(error)) throw error;
      input.meter.add(error.usage);
      if (schemaFailure !== undefined) {
        // Only a schema that ran out of time or memory is the caller's to fix; a full queue or a worker
        // that failed is the engine's, and keeps its own class (no "invalid model output").
        if (schemaFailure instanceof SchemaCheckError && schemaFailure.schemaFault) throw new InvalidModelOutputError(schemaFailure.message, { cause: schemaFailure });
        throw schemaFailure;
      }
      lastProblem = problemText(error);
      prompt =
        `${input.prompt}\n\nYour previous answer was not usable: ${lastProblem}\n` +
        "Answer again with only a JSON value" +
        (schema ? " that conforms to the schema." : ".");
    }
  }
  throw new InvalidModelOutputError(`The model gave no valid JSON in ${attempts} attempts. Last problem: ${lastProblem}`);
}

function problemText(error: Error): string {
  const cause = error.cause instanceof Error ? error.cause.message : "";
  const text = cause || error.message;
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** The AI SDK, loaded when a model operation first runs: it is an optional peer dependency of the toolkit. */
export type AiSdk = typeof import("ai");

let loading: Promise<AiSdk> | undefined;

export function loadAi(): Promise<AiSdk> {
  loading ??= import("ai").catch((error: unknown) => {
    loading = undefined;
    throw new Error(`The local engine's model operations need the AI SDK: npm install ai (${error instanceof Error ? error.message : String(error)})`);
  });
  return loading;
}

import { loadOptional } from "../../core/optional-peer.js";

/** The AI SDK, loaded when a model operation first runs: it is an optional peer dependency of the toolkit. */
export type AiSdk = typeof import("ai");

let loading: Promise<AiSdk> | undefined;

export function loadAi(): Promise<AiSdk> {
  loading ??= loadOptional("the local engine's model operations", () => import("ai")).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Extract bills 1 credit per 15 tokens (docs/api.md §6, §10). */
export const TOKENS_PER_CREDIT = 15;

/** Credits an extract job costs for `tokens` tokens (rounded up). */
export function extractTokensToCredits(tokens: number): number {
  if (!Number.isFinite(tokens) || tokens <= 0) return 0;
  return Math.ceil(tokens / TOKENS_PER_CREDIT);
}

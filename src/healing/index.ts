export { withSelfHealing, isSelfHealing } from "./with-self-healing.js";
export { resolvePolicy, PROTECTED_FIELDS, type Confidence, type HealingPolicy, type SelfHealingOptions } from "./healing-policy.js";
export {
  healingOf,
  HEALABLE_OPERATIONS,
  type ErrorSummary,
  type HealableOperation,
  type HealingFailure,
  type HealingOutcome,
  type HealingRecord,
  type HealingTrigger,
  type RefusalReason,
  type RefusedParameter,
} from "./healing-record.js";
export type { HealingCallOptions, HealingRequestOptions, HealingWaitOptions } from "./call-options.js";
export { healingNote, healingNotes } from "./healing-note.js";
export { runInHealingScope, currentHealingScope, type HealingScope } from "./healing-scope.js";

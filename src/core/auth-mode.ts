/** How an operation authenticates against the service (docs/api.md §9). */
export type AuthMode =
  /** Sent without `Authorization` when no key is configured (the service's keyless tier). */
  | "keyless"
  /** Needs a key; the client refuses before any request when none is configured. */
  | "required";

/**
 * Credits spent by one tool set, summed from what results report (DESIGN rule: an agent cannot
 * burn more than the developer allowed). Not a bill: the service's own accounting is the truth.
 */
export class CreditLedger {
  private spentCredits = 0;
  constructor(
    /** Most credits the tool set may spend; `undefined` for no limit. */
    readonly limit: number | undefined,
  ) {}

  get spent(): number {
    return this.spentCredits;
  }

  /** Credits left, or Infinity without a limit. */
  get remaining(): number {
    return this.limit === undefined ? Infinity : Math.max(0, this.limit - this.spentCredits);
  }

  get exhausted(): boolean {
    return this.remaining <= 0;
  }

  add(credits: number | undefined): void {
    if (typeof credits === "number" && Number.isFinite(credits) && credits > 0) this.spentCredits += credits;
  }

  reset(): void {
    this.spentCredits = 0;
  }
}

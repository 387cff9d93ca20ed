import { expect } from "vitest";
import { InvalidArgumentError } from "../../src/index.js";

/** The `InvalidArgumentError` `fn` throws (fails the test for anything else). */
export function thrown(fn: () => unknown): InvalidArgumentError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return error as InvalidArgumentError;
  }
  throw new Error("expected InvalidArgumentError");
}

/** The `InvalidArgumentError` `promise` rejects with. */
export async function rejected(promise: Promise<unknown>): Promise<InvalidArgumentError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return error as InvalidArgumentError;
  }
  throw new Error("expected InvalidArgumentError");
}

/**
 * The size limits of what the sandbox child sends the engine, in one place for both sides: the engine
 * checks every message against them (and ends the run of a child that goes past them), and sends them
 * to the child in its `run` message, where the code's calls are refused with a normal error before
 * they are sent. A call that is refused is the code's mistake; a message past them is misbehaviour.
 */
export const sandboxLimits = {
  /** Most text interact code may print on stdout or on stderr; past it the output ends with a note. */
  maxOutputChars: 1024 * 1024,
  /** Characters of one message as JSON (a page call with its arguments, or a piece of output). */
  maxMessageChars: 4 * 1024 * 1024,
  /** Values (objects, arrays, strings, numbers, …) in one message. */
  maxMessageValues: 250_000,
  /** Nesting of one message (a call's arguments are cut to null below 16 levels of their own). */
  maxMessageDepth: 24,
} as const;

/** The limits as the child receives them. */
export type SandboxLimits = { -readonly [K in keyof typeof sandboxLimits]: number };

/**
 * Bounds of one session's live view: what a viewer may cost the engine whatever it asks for or
 * however slowly it reads.
 */
export const liveViewLimits = {
  /** Viewers (open frame streams) per session, view-only and interactive together; one more is a 429. */
  maxViewers: 4,
  /** Frames per second sent at most: Chromium's next frame is acknowledged no sooner. */
  maxFps: 8,
  /** Largest frame, in CSS pixels, on each side (Chromium scales the page down to fit). */
  maxFrameWidth: 1280,
  maxFrameHeight: 1024,
  /** JPEG quality of the frames (0–100). */
  jpegQuality: 60,
  /** A frame larger than this (base64 characters) is dropped rather than sent. */
  maxFrameChars: 1_500_000,
  /** Input events waiting to be applied per session; more answer 429 (a viewer that floods). */
  maxPendingInput: 32,
  /** An input event the page has not taken by then (a page stuck in a loop) answers 409, and the next one goes on. */
  inputTimeoutMs: 10_000,
  /** Largest input request body, in bytes. */
  maxInputBytes: 4096,
  /** A comment line this often keeps a quiet stream open and finds viewers that left. */
  heartbeatMs: 15_000,
  /** Ended sessions remembered so their links answer 410 rather than 404. */
  maxEnded: 1_000,
} as const;

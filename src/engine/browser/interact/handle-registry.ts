import { randomBytes } from "node:crypto";

/** What a remote handle of interact code stands for on the engine's side. */
export type HandleKind = "element" | "js" | "frame" | "response" | "request" | "dialog" | "console";

/** One object interact code holds by id. */
export interface HandleEntry {
  kind: HandleKind;
  object: object;
}

/** A run may hold this many handles at once; `dispose()` frees one. */
export const maxHandlesPerRun = 10_000;

/**
 * The objects one interact run holds through remote handles (element and JS handles, frames,
 * responses, …). Ids are random (a child cannot guess another's), the registry belongs to one run
 * (an id of another run or session is unknown here), its size is bounded, and `disposeAll` releases
 * everything when the run ends.
 */
export class HandleRegistry {
  readonly #byId = new Map<string, HandleEntry>();
  readonly #idOf = new Map<object, string>();
  #closed = false;

  /** The id of `object` (the same id when it is registered again), or undefined when the run holds too many handles. */
  add(kind: HandleKind, object: object): string | undefined {
    const known = this.#idOf.get(object);
    if (known !== undefined) return known;
    // A call still running when the run ended registers nothing: its handle is released at once.
    if (this.#closed || this.#byId.size >= maxHandlesPerRun) return undefined;
    const id = `h${randomBytes(12).toString("hex")}`;
    this.#byId.set(id, { kind, object });
    this.#idOf.set(object, id);
    return id;
  }

  get(id: string): HandleEntry | undefined {
    return this.#byId.get(id);
  }

  /** Forgets one handle (after the code disposed it). */
  delete(id: string): void {
    const entry = this.#byId.get(id);
    if (entry === undefined) return;
    this.#byId.delete(id);
    this.#idOf.delete(entry.object);
  }

  /** Ends every handle of the run: JS handles are released in the page, open dialogs dismissed (the session's page must not stay blocked). */
  async disposeAll(): Promise<void> {
    this.#closed = true;
    const entries = [...this.#byId.values()];
    this.#byId.clear();
    this.#idOf.clear();
    await Promise.all(
      entries.map(async ({ kind, object }) => {
        const target = object as { dispose?: () => Promise<void>; dismiss?: () => Promise<void> };
        try {
          if (kind === "element" || kind === "js") await target.dispose?.();
          if (kind === "dialog") await target.dismiss?.();
        } catch {
          // Already disposed, handled, or the page is gone.
        }
      }),
    );
  }
}

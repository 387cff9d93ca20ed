/**
 * One idle instance of each class the engine makes per page, held for the life of the process.
 *
 * Why: V8 gives the objects of a class a hidden layout (a map) and compiles the hot functions for
 * it. When a full garbage collection finds no instance of the class left, as it does between two
 * pages, it drops that layout and throws away every function compiled for it, with the type
 * feedback they learnt: the next pages run unoptimized until V8 has learnt and compiled again.
 * With a full collection before each pass over P5's corpus, a pass took about 3.5 times as long
 * (bench/README.md, "Object layouts"). An instance that stays alive keeps the layout, and so the code.
 * Object literals do not need this: their layout is held by the code that makes them.
 */
const held: object[] = [];

/** Keeps `instances` alive for the life of the process: one per class, made from an empty page. */
export function holdShapes(...instances: object[]): void {
  held.push(...instances);
}

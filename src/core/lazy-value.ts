/**
 * A value built on its first use and kept. For module-level schemas that only some calls need: an
 * `import` of the package should not pay for building them (bench/README.md, issue 31).
 */
export function lazyValue<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

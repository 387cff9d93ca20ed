/** Starts a CPU-time meter for this process; the returned function gives user + system µs since. */
export function cpuMeter(): () => number {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };
}

/**
 * Waits until this process's threads (workers and V8's helper threads included: `getrusage` counts the
 * whole process) use less than `share` of one core over `windowMs`, giving up after `maxMs`.
 * A contender's pass can leave V8 work behind on the helper threads the process's isolates share
 * (sweeping, concurrent marking); on two cores that work ran during the next contender's pass.
 */
export async function quietProcess(windowMs = 20, share = 0.1, maxMs = 1_000): Promise<void> {
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline) {
    const used = cpuMeter();
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if (used() / 1000 < share * (performance.now() - start)) return;
  }
}

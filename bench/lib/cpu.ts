/** Starts a CPU-time meter for this process; the returned function gives user + system µs since. */
export function cpuMeter(): () => number {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };
}

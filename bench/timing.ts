/** Timing helpers of the page benchmarks (`npm run bench`, bench-pages): measurements, never assertions. */

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Requests per second of sequential runs that took `times` ms. */
export function perSecond(times: readonly number[]): number {
  return (times.length / times.reduce((sum, time) => sum + time, 0)) * 1000;
}

/**
 * `runs` sequential calls after `warmup` unmeasured ones, each body read whole; `before` runs
 * untimed ahead of every call. Milliseconds, sorted; a failed answer stops the benchmark.
 */
export async function timeRuns(
  call: (run: number) => Promise<Response>,
  { runs, warmup, before }: { runs: number; warmup: number; before?: () => Promise<void> },
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < warmup + runs; run++) {
    await before?.();
    const started = performance.now();
    const response = await call(run);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (run >= warmup) times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

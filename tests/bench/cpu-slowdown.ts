/**
 * Lighthouse's mobile preset slows the CPU 4x in its simulation, a factor chosen for a host of benchmark index about
 * 1,500 (a fast desktop): on a slower host the same page counts as a slower phone. Lighthouse's own advice
 * (its docs/throttling.md, "Calibrating the CPU slowdown", and the calculator it links) is to pick the factor from
 * the host's benchmark index so that every host emulates the same mid-tier phone. This is that calculator's mapping.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no benchmark index to calibrate from: ${benchmarkIndex}`);
  // 1,300 → 3x, 1,533 → 4x, 1,766 → 5x, 2,000 → 6x.
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 → 2x, 1,300 → 3x.
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 → 1x, 800 → 2x; a host slower than the phone it should emulate is not slowed at all.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** One point of a series: `t` is a time in epoch milliseconds. */
export interface TrendPoint {
  t: number;
  value: number;
}

/**
 * Largest-Triangle-Three-Buckets (Steinarsson 2013, https://skemman.is/handle/1946/15343): keeps the first
 * and last points and, from each of `threshold - 2` buckets, the point that makes the largest triangle with
 * the point kept before it and the average of the next bucket. Peaks and dips survive, so ten years of
 * daily readings draw as ~500 points that look like the whole series. Input must be sorted by `t`.
 */
export function lttb<P extends TrendPoint>(points: readonly P[], threshold: number): P[] {
  const n = points.length;
  if (threshold >= n || threshold < 3) return points.slice();
  const sampled: P[] = [points[0]!];
  const bucketSize = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    const nextStart = Math.floor((i + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * bucketSize) + 1, n);
    let avgT = 0;
    let avgV = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      avgT += points[j]!.t;
      avgV += points[j]!.value;
    }
    const count = Math.max(nextEnd - nextStart, 1);
    avgT /= count;
    avgV /= count;

    const start = Math.floor(i * bucketSize) + 1;
    const end = Math.floor((i + 1) * bucketSize) + 1;
    const pa = points[a]!;
    let maxArea = -1;
    let chosen = start;
    for (let j = start; j < end; j++) {
      const p = points[j]!;
      const area = Math.abs((pa.t - avgT) * (p.value - pa.value) - (pa.t - p.t) * (avgV - pa.value));
      if (area > maxArea) {
        maxArea = area;
        chosen = j;
      }
    }
    sampled.push(points[chosen]!);
    a = chosen;
  }
  sampled.push(points[n - 1]!);
  return sampled;
}

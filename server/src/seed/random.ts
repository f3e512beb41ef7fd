/**
 * The seeds' shared generator (demo seed, scale seed, generated pictures). It lives apart from seed.ts so that the per-area seed files (seed-*.ts) and
 * seed.ts, which calls them, depend on it one way instead of importing each other.
 */

/** mulberry32: a tiny fixed-seed PRNG, so every demo database holds the same readings. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

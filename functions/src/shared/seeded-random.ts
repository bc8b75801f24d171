/** Reproducible random numbers: the lottery's draws (docs/allocation.md) and seeded tests. */

/** A seed: 8 hexadecimal digits (32 bits), as `crypto.randomBytes(4).toString('hex')` makes. */
export const SEED_PATTERN = /^[0-9a-f]{8}$/;

/** Mulberry32: a small, well-known 32-bit generator; numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  if (!SEED_PATTERN.test(seed)) throw new Error(`Not a seed: ${seed}`);
  let state = Number.parseInt(seed, 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

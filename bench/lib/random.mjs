// The choices a load makes (which user, which action of a weighted mix), from Math.random or
// from a seeded generator when a run must be repeatable (`--seed`). Each choice draws one number.

/**
 * A seeded generator (mulberry32): numbers in [0, 1), the same ones for the same seed.
 * @param {number} seed
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One element of `list`, each as likely.
 * @template T
 * @param {T[]} list
 * @param {() => number} [random]
 * @returns {T}
 */
export const pick = (list, random = Math.random) => list[Math.floor(random() * list.length)];

/**
 * A picker of names by weight: each name comes up in its weight's share of the picks.
 * @param {[string, number][]} weights  [name, weight] pairs
 * @param {() => number} [random]
 * @returns {() => string}
 */
export function weightedPicker(weights, random = Math.random) {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  return () => {
    let x = random() * total;
    for (const [name, w] of weights) if ((x -= w) < 0) return name;
    return weights[0][0];
  };
}

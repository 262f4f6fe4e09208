/**
 * Deterministic "random" choices. The old site picked some lines at random on every render;
 * we pick them with a PRNG seeded by the page path, so every build is byte-identical and each
 * page still reads differently from its neighbours.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, fast PRNG; returns floats in [0, 1). */
export function createRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A copy of `items` in the order of a Fisher–Yates shuffle drawn from `random`. Self-contained:
 * the home page's first-tap script carries it (src/lib/views/first-tap.ts), with Math.random.
 */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A picker bound to one page: successive picks differ, the same page always gets the same ones. */
export function seededPicker(seed: string) {
  const random = createRandom(seed);
  return {
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('seededPicker.pick: nothing to pick from');
      return items[Math.floor(random() * items.length)]!;
    },
    shuffle<T>(items: readonly T[]): T[] {
      return shuffled(items, random);
    },
  };
}

// A small seeded pseudo-random generator (mulberry32), so that every fixture, latency and random
// failure of the mock is the same for the same seed: snapshots and tests stay stable.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `length` lowercase hexadecimal digits. */
  hex(length: number): string;
  /** A v4-shaped UUID (deterministic, not cryptographic). */
  uuid(): string;
  /** A copy of `items` in a shuffled order. */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number): string => {
    let out = '';
    // Eight digits per draw: ids are made by the thousand.
    while (out.length < length) out += Math.floor(next() * 4294967296).toString(16).padStart(8, '0');
    return out.slice(0, length);
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() needs at least one item');
      return items[int(0, items.length - 1)] as T;
    },
    hex,
    uuid: () => {
      const variant = (8 + int(0, 3)).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

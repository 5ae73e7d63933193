// A small seeded pseudo-random generator (sfc32, seeded through splitmix32) so that the demo data is
// the same on every machine and every run: no Math.random() anywhere in the seed.

const UINT32 = 0x1_0000_0000;
const SFC32_WARM_UP_ROUNDS = 15;

/** splitmix32: spreads one 32-bit number into a well-mixed sequence, used to fill sfc32's state. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

/**
 * FNV-1a hash of a string to 32 bits; used to derive independent streams from labels.
 * @example hashString('cars') // a stable unsigned 32-bit number
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A weighted choice: the value and its relative weight (any non-negative number). */
export type Weighted<T> = readonly [value: T, weight: number];

/**
 * A deterministic random source. The same seed always yields the same sequence.
 * @example
 * const rng = Random.fromSeed(42);
 * rng.int(1, 6); // a die roll, the same one every run
 * rng.fork('cars').pick(['Toyota', 'Mazda']); // an independent stream for one concern
 */
export class Random {
  readonly #seed: number;
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  private constructor(seed: number) {
    this.#seed = seed >>> 0;
    const mix = splitmix32(this.#seed);
    this.#a = mix();
    this.#b = mix();
    this.#c = mix();
    this.#d = mix();
    for (let i = 0; i < SFC32_WARM_UP_ROUNDS; i++) this.#nextUint32();
  }

  /** A generator for a 32-bit seed (other numbers are truncated to 32 bits). */
  static fromSeed(seed: number): Random {
    if (!Number.isFinite(seed)) throw new RangeError(`Seed must be a finite number, got ${seed}`);
    return new Random(Math.trunc(seed));
  }

  /**
   * An independent stream for one concern. It depends only on this generator's seed and the label,
   * never on how many numbers were drawn before, so adding cars does not reshuffle the reviews.
   */
  fork(label: string): Random {
    return new Random(Math.imul(this.#seed ^ hashString(label), 0x9e3779b1) ^ hashString(`${label}#`));
  }

  #nextUint32(): number {
    const t = (((this.#a + this.#b) >>> 0) + this.#d) >>> 0;
    this.#d = (this.#d + 1) >>> 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) >>> 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) >>> 0;
    this.#c = (this.#c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#nextUint32() / UINT32;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with the given probability (0 never, 1 always). */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element, each equally likely. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One value, each as likely as its weight. */
  weighted<T>(entries: readonly Weighted<T>[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    if (!(total > 0)) throw new RangeError('weighted() needs a positive total weight');
    let target = this.next() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    // Floating-point rounding can leave target at exactly 0 after the last entry.
    return (entries.findLast(([, weight]) => weight > 0) as Weighted<T>)[0];
  }

  /** A shuffled copy (Fisher–Yates); the input is left as it is. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct elements in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }
}

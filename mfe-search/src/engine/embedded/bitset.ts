// Sets of document slots as bitsets: bit `slot & 31` of word `slot >>> 5`. Filters produce them,
// AND combines them, and a set is walked once into a list of slots for counting and sorting.

export type Bitset = Uint32Array;

/** How many 32-bit words hold `slots` bits. */
export function wordsFor(slots: number): number {
  return (slots + 31) >>> 5;
}

export function setBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
}

export function clearBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) & ~(1 << (slot & 31));
}

export function hasBit(bits: Bitset, slot: number): boolean {
  return (((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;
}

/** `target &= source` over the first `words` words. */
export function andInto(target: Bitset, source: Bitset, words: number): void {
  for (let w = 0; w < words; w++) target[w] = (target[w] as number) & (source[w] as number);
}

/**
 * Writes the slots set in `bits` (ascending) into `out` and returns how many there are.
 * `out` must hold at least `words * 32` entries.
 */
export function collectSlots(bits: Bitset, words: number, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let word = bits[w] as number;
    const base = w << 5;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = base + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return n;
}

/** How many bits are set in both `a` and `b` over the first `words` words. */
export function countBoth(a: Bitset, b: Bitset, words: number): number {
  let count = 0;
  for (let w = 0; w < words; w++) {
    let word = (a[w] as number) & (b[w] as number);
    // Clear the lowest set bit until none is left: as many rounds as set bits.
    while (word !== 0) {
      word &= word - 1;
      count++;
    }
  }
  return count;
}

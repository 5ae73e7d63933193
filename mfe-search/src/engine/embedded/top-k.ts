/**
 * The first `k` of `n` slots in `compare` order, sorted: a bounded max-heap keeps the k best seen so
 * far, so a page of 21 out of 50,000 matches costs about n comparisons with the heap's worst, not a
 * full sort. `rank`, when given, must agree with `compare` (a lower rank sorts first); a slot ranked
 * above the heap's worst is then dropped without calling `compare`.
 *
 * @example topK(slots, count, 21, (a, b) => price[a] - price[b] || a - b) // → the 21 cheapest slots
 */
export function topK(
  slots: Uint32Array,
  n: number,
  k: number,
  compare: (a: number, b: number) => number,
  rank?: (slot: number) => number,
): number[] {
  const size = Math.min(k, n);
  if (size <= 0) return [];
  const heap = new Uint32Array(size);
  let filled = 0;
  let worstRank = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const slot = slots[i] as number;
    if (filled < size) {
      heap[filled] = slot;
      siftUp(heap, filled++, compare);
      if (filled === size && rank !== undefined) worstRank = rank(heap[0] as number);
    } else if (rank !== undefined && rank(slot) > worstRank) {
      // Sorts after the heap's worst: cannot be in the first k.
    } else if (compare(slot, heap[0] as number) < 0) {
      heap[0] = slot;
      siftDown(heap, size, compare);
      if (rank !== undefined) worstRank = rank(heap[0] as number);
    }
  }
  return Array.from(heap).sort(compare);
}

/** Max-heap on `compare`: the worst slot sits at the root. */
function siftUp(heap: Uint32Array, index: number, compare: (a: number, b: number) => number): void {
  const slot = heap[index] as number;
  let i = index;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    const parentSlot = heap[parent] as number;
    if (compare(slot, parentSlot) <= 0) break;
    heap[i] = parentSlot;
    i = parent;
  }
  heap[i] = slot;
}

function siftDown(heap: Uint32Array, size: number, compare: (a: number, b: number) => number): void {
  const slot = heap[0] as number;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= size) break;
    const right = left + 1;
    let child = left;
    if (right < size && compare(heap[right] as number, heap[left] as number) > 0) child = right;
    const childSlot = heap[child] as number;
    if (compare(childSlot, slot) <= 0) break;
    heap[i] = childSlot;
    i = child;
  }
  heap[i] = slot;
}

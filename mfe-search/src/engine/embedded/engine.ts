import type { IndexedField, NumericField, SearchDocument } from '../document';
import type { SearchDocumentSource, SearchEngine } from '../engine';
import {
  compareFacetCounts,
  type FacetCount,
  type FacetRequest,
  type FacetStats,
  type Filter,
  type ScopeFilter,
  type SearchQuery,
  type SearchResult,
  type SortSpec,
  validateSearchQuery,
} from '../query';
import { andInto, type Bitset, collectSlots, countBoth, setBit, wordsFor } from './bitset';
import { ColumnStore, DictionaryColumn, KeywordSetColumn, NULL_CODE, NumberColumn } from './columns';
import { TextIndex, textTerms } from './text-index';
import { topK } from './top-k';

// The embedded engine: runs in the gateway isolate (and in Node), no I/O. A query is
//   1. one bitset per filtered field (a scan of that field's column; several filters on one field AND),
//   2. the text matches as one more bitset (MiniSearch over the distinct values, see text-index.ts),
//      ANDed with the scope's filters into the ground every count starts from,
//   3. the matching slots = ground ∧ every field's bitset, walked once into a list,
//   4. facets counted from that list with typed-array counters, except a facet on a filtered field,
//      which is counted over ground ∧ the other fields' bitsets (disjunctive); a set field's values
//      are counted a word at a time against the counted bitset,
//   5. the page: a bounded heap picks offset + limit slots in sort order, and only those become hits.
// Scans of typed columns are a few microseconds per thousand cars, so no per-value posting lists
// are kept: they would cost memory per distinct value and complicate every update.

interface SortKey {
  data: Float64Array;
  descending: boolean;
}

/** Reusable buffers for one query: bitsets and slot lists sized to the store, so a query allocates little. */
class Scratch {
  private readonly bitsets: Bitset[] = [];
  private used = 0;
  readonly slots: Uint32Array;
  readonly otherSlots: Uint32Array;
  readonly scores: Float64Array;

  constructor(readonly words: number) {
    this.slots = new Uint32Array(words * 32);
    this.otherSlots = new Uint32Array(words * 32);
    this.scores = new Float64Array(words * 32);
  }

  reset(): void {
    this.used = 0;
  }

  /** A bitset of `words` words, all zero. */
  bitset(words: number): Bitset {
    let bits = this.bitsets[this.used];
    if (bits === undefined) {
      bits = new Uint32Array(this.words);
      this.bitsets.push(bits);
    } else {
      bits.fill(0, 0, words);
    }
    this.used++;
    return bits;
  }
}

/**
 * Creates an empty embedded engine.
 *
 * @example const engine = createEmbeddedSearchEngine(); await engine.replaceAll(docs);
 */
export function createEmbeddedSearchEngine(): EmbeddedSearchEngine {
  return new EmbeddedSearchEngine();
}

export class EmbeddedSearchEngine implements SearchEngine {
  private store = new ColumnStore();
  private text = new TextIndex(this.store);
  private scratch: Scratch | undefined;
  /** Mutations run one at a time, so an update never lands in an index a rebuild is about to replace. */
  private mutations: Promise<void> = Promise.resolve();

  async search(query: SearchQuery): Promise<SearchResult> {
    return this.searchSync(query);
  }

  /** `search` without the promise (the engine never waits on anything). */
  searchSync(query: SearchQuery): SearchResult {
    const started = performance.now();
    validateSearchQuery(query);
    const terms = query.text === undefined ? [] : textTerms(query.text);
    let result = this.run(query, terms, false);
    // Typos only when the exact terms find nothing (see text-index.ts).
    if (result.found === 0 && terms.length > 0) result = this.run(query, terms, true);
    return { ...result, searchTimeMs: performance.now() - started };
  }

  private run(query: SearchQuery, terms: readonly string[], typos: boolean): Omit<SearchResult, 'searchTimeMs'> {
    const store = this.store;
    const words = wordsFor(store.slots);
    const scratch = this.scratchFor(words);
    scratch.reset();

    // Live documents in scope and matching the text: the ground every facet is counted on.
    const ground = scratch.bitset(words);
    ground.set(store.alive.subarray(0, words));
    for (const filter of query.scope ?? []) {
      const bits = scratch.bitset(words);
      evaluateScopeFilter(store, filter, bits, words, () => scratch.bitset(words));
      andInto(ground, bits, words);
    }
    let scores: Float64Array | undefined;
    if (terms.length > 0) {
      const textBits = scratch.bitset(words);
      scores = scratch.scores;
      scores.fill(0, 0, store.slots);
      this.text.match(terms, typos, textBits, scratch.bitset(words), words, scores);
      andInto(ground, textBits, words);
    }

    const byField = new Map<IndexedField, Bitset>();
    for (const filter of query.filters) {
      const bits = scratch.bitset(words);
      evaluateFilter(store, filter, bits, store.slots);
      const previous = byField.get(filter.field);
      if (previous === undefined) byField.set(filter.field, bits);
      else andInto(previous, bits, words);
    }

    const matching = scratch.bitset(words);
    matching.set(ground.subarray(0, words));
    for (const bits of byField.values()) andInto(matching, bits, words);
    const found = collectSlots(matching, words, scratch.slots);

    const facets: SearchResult['facets'] = {};
    const facetStats: SearchResult['facetStats'] = {};
    for (const facet of query.facets) {
      let counted: Counted = { bits: matching, words, slots: scratch.slots, n: found };
      if (byField.has(facet.field)) {
        const others = scratch.bitset(words);
        others.set(ground.subarray(0, words));
        for (const [field, bits] of byField) if (field !== facet.field) andInto(others, bits, words);
        counted = {
          bits: others,
          words,
          slots: scratch.otherSlots,
          n: collectSlots(others, words, scratch.otherSlots),
        };
      }
      countFacet(store, facet, counted, facets, facetStats);
    }

    const sort: readonly SortSpec[] =
      query.sort.length > 0 ? query.sort : scores !== undefined ? [{ field: '_text_match', direction: 'desc' }] : [];
    const order = comparator(store, sort, scores);
    const page = topK(scratch.slots, found, query.offset + query.limit, order.compare, order.rank).slice(query.offset);
    return { hits: page.map((slot) => store.hit(slot)), found, facets, facetStats };
  }

  replaceAll(docs: SearchDocumentSource): Promise<void> {
    return this.mutate(async () => {
      // Built aside and swapped in, so searches keep answering from the old index meanwhile.
      const store = new ColumnStore();
      if (Symbol.iterator in docs) {
        for (const doc of docs) store.put(doc);
      } else {
        for await (const doc of docs) store.put(doc);
      }
      store.fit();
      const text = new TextIndex(store);
      text.sync();
      this.store = store;
      this.text = text;
      this.scratch = undefined;
    });
  }

  upsert(docs: Iterable<SearchDocument>): Promise<void> {
    return this.mutate(async () => {
      for (const doc of docs) this.store.put(doc);
      this.text.sync();
    });
  }

  remove(ids: Iterable<number>): Promise<void> {
    return this.mutate(async () => {
      for (const id of ids) this.store.delete(id);
    });
  }

  async size(): Promise<number> {
    return this.store.size;
  }

  memoryEstimate(): number {
    const scratch = this.scratch === undefined ? 0 : this.scratch.words * 32 * 16;
    return this.store.bytes() + this.text.bytes() + scratch;
  }

  private mutate(run: () => Promise<void>): Promise<void> {
    const next = this.mutations.then(run);
    this.mutations = next.catch(() => {});
    return next;
  }

  private scratchFor(words: number): Scratch {
    if (this.scratch === undefined || this.scratch.words < words) {
      // Room to grow, so a few upserts do not reallocate every buffer.
      this.scratch = new Scratch(Math.max(words, Math.ceil(words * 1.25)));
    }
    return this.scratch;
  }
}

/** Sets in `bits` (all zero) the slots passing a scope clause: an `any` is the OR of its groups' ANDs. */
function evaluateScopeFilter(
  store: ColumnStore,
  filter: ScopeFilter,
  bits: Bitset,
  words: number,
  bitset: () => Bitset,
): void {
  if (filter.op !== 'any') {
    evaluateFilter(store, filter, bits, store.slots);
    return;
  }
  for (const group of filter.of) {
    const groupBits = bitset();
    groupBits.set(store.alive.subarray(0, words));
    for (const inner of group) {
      const innerBits = bitset();
      evaluateFilter(store, inner, innerBits, store.slots);
      andInto(groupBits, innerBits, words);
    }
    for (let w = 0; w < words; w++) bits[w] = (bits[w] as number) | (groupBits[w] as number);
  }
}

/** Sets in `bits` (all zero) the slots (below `slots`) whose value passes the filter. */
function evaluateFilter(store: ColumnStore, filter: Filter, bits: Bitset, slots: number): void {
  const column = store.column(filter.field);
  if (column instanceof KeywordSetColumn) {
    if (filter.op === '=' || filter.op === '!=') {
      matchSets(column, filter.values as readonly string[], filter.op, bits, slots);
    }
    return;
  }
  if (column instanceof DictionaryColumn) {
    if (filter.op !== '=' && filter.op !== '!=') return;
    const wanted = new Uint8Array(column.codeCount);
    for (const value of filter.values) {
      const code = column.codeOf(value);
      if (code !== undefined) wanted[code] = 1;
    }
    // `!=` keeps every other code, null among them.
    if (filter.op === '!=') for (let code = 0; code < wanted.length; code++) wanted[code] = wanted[code] === 1 ? 0 : 1;
    matchCodes(column.codes, wanted, bits, slots);
    return;
  }
  if (!(column instanceof NumberColumn)) return;
  const data = column.data;
  switch (filter.op) {
    case '=':
    case '!=': {
      const values = filter.values as readonly number[];
      const keep = filter.op === '=';
      for (let slot = 0; slot < slots; slot++) {
        // NaN (null) equals nothing, so `!=` keeps it.
        if (values.includes(data[slot] as number) === keep) setBit(bits, slot);
      }
      return;
    }
    case 'range':
      matchBetween(data, filter.min, filter.max, bits, slots);
      return;
    case '>':
      matchBetween(data, nextUp(filter.value), Number.POSITIVE_INFINITY, bits, slots);
      return;
    case '>=':
      matchBetween(data, filter.value, Number.POSITIVE_INFINITY, bits, slots);
      return;
    case '<':
      matchBetween(data, Number.NEGATIVE_INFINITY, nextDown(filter.value), bits, slots);
      return;
    case '<=':
      matchBetween(data, Number.NEGATIVE_INFINITY, filter.value, bits, slots);
      return;
  }
}

/**
 * A set field: `=` sets the slots holding any of the values (the union of their bitsets), `!=` the
 * slots holding none of them (its complement, cut off at `slots`).
 */
function matchSets(
  column: KeywordSetColumn,
  values: readonly string[],
  op: '=' | '!=',
  bits: Bitset,
  slots: number,
): void {
  const words = wordsFor(slots);
  for (const value of values) {
    const code = column.codeOf(value);
    if (code === undefined) continue;
    const posting = column.postings[code - 1] as Bitset;
    for (let w = 0; w < words; w++) bits[w] = (bits[w] as number) | (posting[w] as number);
  }
  if (op === '=') return;
  for (let w = 0; w < words; w++) bits[w] = ~(bits[w] as number);
  const tail = slots & 31;
  if (tail !== 0) bits[words - 1] = (bits[words - 1] as number) & ((1 << tail) - 1);
}

/** One word at a time: bit j of word w is wanted[codes[32w + j]]. */
function matchCodes(codes: Uint16Array | Uint32Array, wanted: Uint8Array, bits: Bitset, slots: number): void {
  const words = wordsFor(slots);
  for (let w = 0; w < words; w++) {
    const base = w << 5;
    const end = Math.min(base + 32, slots);
    let word = 0;
    for (let slot = base; slot < end; slot++) word |= (wanted[codes[slot] as number] as number) << (slot - base);
    bits[w] = word;
  }
}

/**
 * Sets the slots whose value lies in [low, high]. NaN (null) fails both comparisons, so it never
 * matches. Built a word at a time, like matchCodes.
 */
function matchBetween(data: Float64Array, low: number, high: number, bits: Bitset, slots: number): void {
  const words = wordsFor(slots);
  for (let w = 0; w < words; w++) {
    const base = w << 5;
    const end = Math.min(base + 32, slots);
    let word = 0;
    for (let slot = base; slot < end; slot++) {
      const value = data[slot] as number;
      if (value >= low && value <= high) word |= 1 << (slot - base);
    }
    bits[w] = word;
  }
}

const bitsView = new Float64Array(1);
const intView = new BigInt64Array(bitsView.buffer);

/** The smallest double above `value`, so `> x` is `>= nextUp(x)` exactly. */
export function nextUp(value: number): number {
  if (Number.isNaN(value) || value === Number.POSITIVE_INFINITY) return value;
  if (value === 0) return Number.MIN_VALUE;
  bitsView[0] = value;
  intView[0] = (intView[0] as bigint) + (value > 0 ? 1n : -1n);
  return bitsView[0] as number;
}

/** The largest double below `value`. */
export function nextDown(value: number): number {
  return -nextUp(-value);
}

/** The documents a facet counts, both as a bitset (`words` long) and as a list of `n` slots. */
interface Counted {
  bits: Bitset;
  words: number;
  slots: Uint32Array;
  n: number;
}

function countFacet(
  store: ColumnStore,
  facet: FacetRequest,
  { bits, words, slots, n }: Counted,
  facets: SearchResult['facets'],
  facetStats: SearchResult['facetStats'],
): void {
  const column = store.column(facet.field);
  if (column instanceof KeywordSetColumn) {
    const values: FacetCount[] = [];
    column.values.forEach((value, index) => {
      const count = countBoth(column.postings[index] as Bitset, bits, words);
      if (count > 0) values.push({ value, count });
    });
    values.sort(compareFacetCounts);
    facets[facet.field] = facet.limit === undefined ? values : values.slice(0, facet.limit);
    return;
  }
  let dictionary: DictionaryColumn;
  if (column instanceof NumberColumn) {
    const stats = statsOf(column.data, slots, n);
    if (stats !== undefined) facetStats[facet.field as NumericField] = stats;
    if (facet.limit === 0) {
      facets[facet.field] = [];
      return;
    }
    dictionary = column.facetCodes(store.slots);
  } else if (column instanceof DictionaryColumn) {
    dictionary = column;
  } else {
    return;
  }
  const codes = dictionary.codes;
  const counts = new Uint32Array(dictionary.codeCount);
  for (let i = 0; i < n; i++) {
    const code = codes[slots[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
  const values: FacetCount[] = [];
  for (let code = NULL_CODE + 1; code < counts.length; code++) {
    const count = counts[code] as number;
    if (count > 0) values.push({ value: dictionary.values[code - 1] as FacetCount['value'], count });
  }
  values.sort(compareFacetCounts);
  facets[facet.field] = facet.limit === undefined ? values : values.slice(0, facet.limit);
}

function statsOf(data: Float64Array, slots: Uint32Array, n: number): FacetStats | undefined {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const value = data[slots[i] as number] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min === Number.POSITIVE_INFINITY ? undefined : { min, max };
}

/**
 * The page order: sort keys in order, nulls last either way, then id ascending. Also a rank for the
 * first key (lower is earlier; null is +Infinity), or the id without keys, so `topK` can drop most
 * slots without comparing.
 */
function comparator(
  store: ColumnStore,
  sort: readonly SortSpec[],
  scores: Float64Array | undefined,
): { compare: (a: number, b: number) => number; rank?: (slot: number) => number } {
  const keys: SortKey[] = [];
  for (const spec of sort) {
    if (spec.field === '_text_match') {
      // Without text every document is equally relevant: the key changes nothing.
      if (scores !== undefined) keys.push({ data: scores, descending: spec.direction === 'desc' });
    } else {
      keys.push({ data: (store.column(spec.field) as NumberColumn).data, descending: spec.direction === 'desc' });
    }
  }
  const ids = store.idData;
  const compare = (a: number, b: number): number => {
    for (const key of keys) {
      const left = key.data[a] as number;
      const right = key.data[b] as number;
      if (left === right) continue;
      if (Number.isNaN(left)) {
        if (Number.isNaN(right)) continue;
        return 1;
      }
      if (Number.isNaN(right)) return -1;
      return key.descending ? right - left : left - right;
    }
    return (ids[a] as number) - (ids[b] as number);
  };
  const first = keys[0];
  if (first === undefined) return { compare, rank: (slot) => ids[slot] as number };
  const { data, descending } = first;
  const rank = (slot: number): number => {
    const value = data[slot] as number;
    return Number.isNaN(value) ? Number.POSITIVE_INFINITY : descending ? -value : value;
  };
  return { compare, rank };
}

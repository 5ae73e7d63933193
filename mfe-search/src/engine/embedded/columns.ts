import { SEARCH_FIELDS, SEARCH_HIT_FIELDS, type SearchDocument, type SearchField, type SearchHit } from '../document';
import type { FilterValue } from '../query';
import { type Bitset, clearBit, hasBit, setBit, wordsFor } from './bitset';

// The documents, column by column: one typed array per field, indexed by slot. Strings (card-only ones
// too: many cars share a name or a photo) and booleans are dictionary codes, each distinct value kept
// once per field; numbers are a Float64Array with NaN for null; a set of strings (`keywords`) is one
// bitset of slots per distinct value. A slot is reused when its document is removed. Dictionaries only
// grow until the next full rebuild; a value no car has any more counts 0.

/** The code of a missing value in a `DictionaryColumn`. */
export const NULL_CODE = 0;
const MAX_UINT16_CODE = 0xffff;
/** What a JS string costs on the heap, roughly: header and padding plus one byte a character (V8 one-byte strings). */
const STRING_HEADER_BYTES = 24;
/** A Map entry and its slot in the backing store, roughly (V8 OrderedHashMap). */
const MAP_ENTRY_BYTES = 24;
const POINTER_BYTES = 4;

/** A keyword or boolean field (or a numeric field's values, for counting): a dictionary and one code per slot. */
export class DictionaryColumn {
  /** values[code - 1] */
  readonly values: FilterValue[] = [];
  private readonly codeByValue = new Map<FilterValue, number>();
  codes: Uint16Array | Uint32Array;

  constructor(capacity: number, preset: readonly FilterValue[] = []) {
    this.codes = new Uint16Array(capacity);
    for (const value of preset) this.codeFor(value);
  }

  /** How many codes there are, counting `NULL_CODE`. */
  get codeCount(): number {
    return this.values.length + 1;
  }

  /** The code of a known value, or undefined. */
  codeOf(value: FilterValue): number | undefined {
    return this.codeByValue.get(value);
  }

  /** The value's code, adding it to the dictionary if new. */
  codeFor(value: FilterValue): number {
    let code = this.codeByValue.get(value);
    if (code === undefined) {
      this.values.push(value);
      code = this.values.length;
      this.codeByValue.set(value, code);
      if (code > MAX_UINT16_CODE && this.codes instanceof Uint16Array) this.codes = Uint32Array.from(this.codes);
    }
    return code;
  }

  set(slot: number, value: FilterValue | null | undefined): void {
    this.codes[slot] = value === null || value === undefined ? NULL_CODE : this.codeFor(value);
  }

  get(slot: number): FilterValue | null {
    const code = this.codes[slot] as number;
    return code === NULL_CODE ? null : (this.values[code - 1] as FilterValue);
  }

  resize(capacity: number): void {
    const codes = this.codes instanceof Uint16Array ? new Uint16Array(capacity) : new Uint32Array(capacity);
    codes.set(this.codes.subarray(0, capacity));
    this.codes = codes;
  }

  bytes(): number {
    let strings = 0;
    for (const value of this.values) {
      if (typeof value === 'string') strings += STRING_HEADER_BYTES + value.length;
    }
    return this.codes.byteLength + strings + this.values.length * (MAP_ENTRY_BYTES + POINTER_BYTES);
  }
}

/** A numeric field: NaN stands for null. */
export class NumberColumn {
  data: Float64Array;
  /** Codes of the distinct values for counting; built on the first facet request after a change. */
  private facetView: DictionaryColumn | undefined;

  constructor(capacity: number) {
    this.data = new Float64Array(capacity).fill(Number.NaN);
  }

  set(slot: number, value: number | null | undefined): void {
    this.data[slot] = value === null || value === undefined ? Number.NaN : value;
    this.facetView = undefined;
  }

  get(slot: number): number | null {
    const value = this.data[slot] as number;
    return Number.isNaN(value) ? null : value;
  }

  resize(capacity: number): void {
    const data = new Float64Array(capacity).fill(Number.NaN);
    data.set(this.data.subarray(0, capacity));
    this.data = data;
    this.facetView = undefined;
  }

  /** The values as dictionary codes (for counting them); rebuilt after any change. */
  facetCodes(slots: number): DictionaryColumn {
    if (this.facetView === undefined) {
      const view = new DictionaryColumn(this.data.length);
      for (let slot = 0; slot < slots; slot++) {
        const value = this.data[slot] as number;
        if (!Number.isNaN(value)) view.set(slot, value);
      }
      this.facetView = view;
    }
    return this.facetView;
  }

  bytes(): number {
    return this.data.byteLength + (this.facetView?.bytes() ?? 0);
  }
}

/**
 * A `keywords` field (a set of strings per document): a dictionary and, per value, the bitset of slots
 * holding it. Sets are small and their values few (features, body categories), so a bitset per value
 * costs less than a list per slot, and filters and facet counts are word-wide ANDs.
 */
export class KeywordSetColumn {
  /** values[code - 1] */
  readonly values: string[] = [];
  /** postings[code - 1]: the slots holding values[code - 1]. */
  readonly postings: Bitset[] = [];
  private readonly codeByValue = new Map<string, number>();
  private words: number;

  constructor(capacity: number) {
    this.words = wordsFor(capacity);
  }

  /** The code of a known value, or undefined. */
  codeOf(value: string): number | undefined {
    return this.codeByValue.get(value);
  }

  set(slot: number, values: readonly string[] | null | undefined): void {
    for (const bits of this.postings) clearBit(bits, slot);
    for (const value of values ?? []) setBit(this.postingOf(value), slot);
  }

  get(slot: number): string[] {
    return this.values.filter((_, index) => hasBit(this.postings[index] as Bitset, slot));
  }

  resize(capacity: number): void {
    this.words = wordsFor(capacity);
    this.postings.forEach((bits, index) => {
      const resized = new Uint32Array(this.words);
      resized.set(bits.subarray(0, this.words));
      this.postings[index] = resized;
    });
  }

  bytes(): number {
    let bytes = 0;
    for (const value of this.values) bytes += STRING_HEADER_BYTES + value.length + MAP_ENTRY_BYTES + POINTER_BYTES;
    return bytes + this.postings.length * this.words * 4;
  }

  private postingOf(value: string): Bitset {
    let code = this.codeByValue.get(value);
    if (code === undefined) {
      this.values.push(value);
      this.postings.push(new Uint32Array(this.words));
      code = this.values.length;
      this.codeByValue.set(value, code);
    }
    return this.postings[code - 1] as Bitset;
  }
}

export type Column = DictionaryColumn | NumberColumn | KeywordSetColumn;

function newColumn(kind: (typeof SEARCH_FIELDS)[SearchField], capacity: number): Column {
  switch (kind) {
    case 'number':
      return new NumberColumn(capacity);
    case 'keywords':
      return new KeywordSetColumn(capacity);
    case 'boolean':
      return new DictionaryColumn(capacity, [false, true]);
    default:
      return new DictionaryColumn(capacity);
  }
}

const INITIAL_CAPACITY = 1024;
/** `fit` leaves 1/16 of the slots free, so a few upserts do not double every column. */
const FIT_HEADROOM_DIVISOR = 16;

/** All documents, one slot each. */
export class ColumnStore {
  readonly columns = new Map<SearchField, Column>();
  /** Live slots. */
  alive: Bitset;
  /** Slots handed out so far (live or free); every slot below this has been written once. */
  slots = 0;
  private capacity: number;
  private readonly slotById = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private readonly ids: NumberColumn;

  constructor(capacity = INITIAL_CAPACITY) {
    this.capacity = Math.max(capacity, 32);
    this.alive = new Uint32Array(wordsFor(this.capacity));
    for (const [field, kind] of Object.entries(SEARCH_FIELDS) as [SearchField, (typeof SEARCH_FIELDS)[SearchField]][]) {
      this.columns.set(field, newColumn(kind, this.capacity));
    }
    this.ids = this.columns.get('id') as NumberColumn;
  }

  get size(): number {
    return this.slotById.size;
  }

  /** Car ids by slot (for the id tie-break). */
  get idData(): Float64Array {
    return this.ids.data;
  }

  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  /** Writes the document into its slot (a new one for a new id) and returns the slot. */
  put(doc: SearchDocument): number {
    let slot = this.slotById.get(doc.id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.nextSlot();
      this.slotById.set(doc.id, slot);
      setBit(this.alive, slot);
    }
    for (const [field, column] of this.columns) {
      (column as { set(slot: number, value: unknown): void }).set(slot, doc[field]);
    }
    return slot;
  }

  /** Frees the document's slot; false when the id is unknown. */
  delete(id: number): boolean {
    const slot = this.slotById.get(id);
    if (slot === undefined) return false;
    this.slotById.delete(id);
    clearBit(this.alive, slot);
    this.freeSlots.push(slot);
    // Clear the slot so a numeric facet view built later does not count a stale value.
    for (const column of this.columns.values()) (column as { set(slot: number, value: null): void }).set(slot, null);
    return true;
  }

  column(field: SearchField): Column {
    return this.columns.get(field) as Column;
  }

  /** The card projection of the document in `slot`. */
  hit(slot: number): SearchHit {
    const hit: Record<string, unknown> = {};
    for (const field of SEARCH_HIT_FIELDS) hit[field] = this.column(field).get(slot);
    const created = (this.column('created_at_timestamp') as NumberColumn).get(slot);
    const sold = (this.column('sold_at_timestamp') as NumberColumn).get(slot);
    hit.created_at = new Date(created ?? 0).toISOString();
    hit.sold_at = sold === null ? null : new Date(sold).toISOString();
    return hit as SearchHit;
  }

  bytes(): number {
    let bytes = this.alive.byteLength + this.slotById.size * MAP_ENTRY_BYTES + this.freeSlots.length * 8;
    for (const column of this.columns.values()) bytes += column.bytes();
    return bytes;
  }

  /** Shrinks the columns to the slots in use plus a little room for updates (after a bulk load). */
  fit(): void {
    const capacity = Math.max(32, this.slots + Math.ceil(this.slots / FIT_HEADROOM_DIVISOR));
    if (capacity < this.capacity) this.resize(capacity);
  }

  private nextSlot(): number {
    // Grow by a quarter (not double): at 50k cars a doubling would add ~15 MB for a handful of new cars.
    if (this.slots === this.capacity) this.resize(this.capacity + Math.max(INITIAL_CAPACITY, this.capacity >>> 2));
    return this.slots++;
  }

  private resize(capacity: number): void {
    for (const column of this.columns.values()) column.resize(capacity);
    const alive = new Uint32Array(wordsFor(capacity));
    alive.set(this.alive.subarray(0, alive.length));
    this.alive = alive;
    this.capacity = capacity;
  }
}

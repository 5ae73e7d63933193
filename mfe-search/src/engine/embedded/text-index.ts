import MiniSearch from 'minisearch';
import { TEXT_FIELDS, type TextField } from '../document';
import { andInto, type Bitset, setBit } from './bitset';
import type { ColumnStore, DictionaryColumn } from './columns';

// Full-text matching over the TEXT_FIELDS. Those fields are already dictionary columns, and cars share
// their values (thousands of Hiluxes, one "Hilux"), so MiniSearch indexes each distinct value once,
// not each car: a term finds values, and a scan of the value codes finds the cars. That keeps the text
// index to a few MB at 50k cars where per-car postings took about 40 MB.
//
// Every term must match (in any of the fields) and the last may be a prefix (someone still typing).
// Typos are a second try, as in Typesense (typo_tokens_threshold 1): the engine asks again with typos
// allowed (1 from 4 characters, 2 from 7) only when the exact terms found nothing, so "hilux" finds
// Hilux alone and "hilx" still finds it. Stock numbers are identifiers: they match exactly or as a
// prefix, never with a typo (a mistyped stock number is another car; Typesense: num_typos 0 there).

const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 7;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const IDENTIFIER_FIELDS: readonly TextField[] = ['stocknum'];
const WORD_FIELDS = (Object.keys(TEXT_FIELDS) as TextField[]).filter((field) => !IDENTIFIER_FIELDS.includes(field));
/** Value ids pack the field's index into the low bits: id = code * FIELD_SLOTS + field index. */
const FIELD_SLOTS = 8;
const VALUE_DOCUMENT_BYTES = 300;
const TERM_BYTES = 150;
const STRING_HEADER_BYTES = 24;
const POINTER_BYTES = 4;
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Lower case without accents, so "skoda" finds Škoda. */
function normaliseTerm(term: string): string | null {
  const normalised = term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
  return normalised === '' ? null : normalised;
}

function typosAllowed(term: string): number {
  return term.length >= TWO_TYPOS_FROM ? 2 : term.length >= ONE_TYPO_FROM ? 1 : 0;
}

/** The terms of a text, normalised; none for blank or punctuation-only text. */
export function textTerms(text: string): string[] {
  return tokenize(text)
    .map(normaliseTerm)
    .filter((term) => term !== null);
}

interface ValueDocument {
  id: number;
  text: string;
}

/**
 * The terms of one identifier field, sorted, each with the dictionary code it came from: a term or a
 * prefix is a binary search, not a pass over 50,000 stock numbers.
 */
class IdentifierTerms {
  private terms: string[] = [];
  private codes: number[] = [];
  /** Codes added so far (1..n). */
  indexed = 0;

  /** Adds the terms of new values; one sort for a bulk load, sorted inserts for a few. */
  add(values: readonly (string | number | boolean)[]): void {
    const added: [string, number][] = [];
    for (let code = this.indexed + 1; code <= values.length; code++) {
      for (const term of textTerms(String(values[code - 1]))) added.push([term, code]);
    }
    this.indexed = values.length;
    if (added.length > this.terms.length / 8) {
      const all = this.terms.map((term, i): [string, number] => [term, this.codes[i] as number]).concat(added);
      all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      this.terms = all.map(([term]) => term);
      this.codes = all.map(([, code]) => code);
      return;
    }
    for (const [term, code] of added) {
      const at = this.lowerBound(term);
      this.terms.splice(at, 0, term);
      this.codes.splice(at, 0, code);
    }
  }

  /** Calls `found` with the code of every value having `term` (or, with `prefix`, a term starting with it). */
  forEachMatch(term: string, prefix: boolean, found: (code: number) => void): void {
    for (let i = this.lowerBound(term); i < this.terms.length; i++) {
      const candidate = this.terms[i] as string;
      if (prefix ? !candidate.startsWith(term) : candidate !== term) break;
      found(this.codes[i] as number);
    }
  }

  bytes(): number {
    let bytes = this.terms.length * 2 * POINTER_BYTES;
    for (const term of this.terms) bytes += STRING_HEADER_BYTES + term.length;
    return bytes;
  }

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.terms[mid] as string) < term) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** A weight per dictionary code of one field, reused across queries: only the touched codes are reset. */
class WeightTable {
  weights = new Float64Array(0);
  readonly touched: number[] = [];

  set(code: number, weight: number, codeCount: number): void {
    if (this.weights.length < codeCount) {
      const grown = new Float64Array(Math.max(codeCount, this.weights.length * 2));
      grown.set(this.weights);
      this.weights = grown;
    }
    const current = this.weights[code] as number;
    if (current === 0) this.touched.push(code);
    if (weight > current) this.weights[code] = weight;
  }

  reset(): void {
    for (const code of this.touched) this.weights[code] = 0;
    this.touched.length = 0;
  }
}

export class TextIndex {
  private readonly index = new MiniSearch<ValueDocument>({
    idField: 'id',
    fields: ['text'],
    storeFields: [],
    processTerm: normaliseTerm,
    autoVacuum: false,
  });
  /** How many of each word field's dictionary values are indexed (codes 1..n). */
  private readonly indexedCodes = new Map<TextField, number>();
  private readonly identifiers = new Map<TextField, IdentifierTerms>(
    IDENTIFIER_FIELDS.map((field) => [field, new IdentifierTerms()]),
  );
  private readonly tables = new Map<TextField, WeightTable>(
    (Object.keys(TEXT_FIELDS) as TextField[]).map((field) => [field, new WeightTable()]),
  );

  constructor(private readonly store: ColumnStore) {}

  /** Indexes the dictionary values added since the last call (dictionaries only grow). */
  sync(): void {
    WORD_FIELDS.forEach((field, fieldIndex) => {
      const column = this.column(field);
      for (let code = (this.indexedCodes.get(field) ?? 0) + 1; code <= column.values.length; code++) {
        this.index.add({ id: code * FIELD_SLOTS + fieldIndex, text: String(column.values[code - 1]) });
      }
      this.indexedCodes.set(field, column.values.length);
    });
    for (const [field, terms] of this.identifiers) terms.add(this.column(field).values);
  }

  /**
   * Sets in `bits` (zeroed, `words` long) the slots matching every term of `terms`, and adds each
   * match's weight to `scores[slot]` (zeroed by the caller). `termBits` is scratch of the same size.
   */
  match(
    terms: readonly string[],
    typos: boolean,
    bits: Bitset,
    termBits: Bitset,
    words: number,
    scores: Float64Array,
  ): void {
    terms.forEach((term, index) => {
      const prefix = index === terms.length - 1;
      const target = index === 0 ? bits : termBits;
      if (index > 0) termBits.fill(0, 0, words);
      this.weigh(term, prefix, typos);
      for (const [field, table] of this.tables) {
        if (table.touched.length === 0) continue;
        this.markMatches(this.column(field).codes, table.weights, target, scores);
        table.reset();
      }
      if (index > 0) andInto(bits, termBits, words);
    });
  }

  /** Fills each field's weight table: a weight for every value the term matches. */
  private weigh(term: string, prefix: boolean, typos: boolean): void {
    const results = this.index.search(term, { prefix, fuzzy: typos ? typosAllowed(term) : false });
    for (const result of results) {
      const id = result.id as number;
      const field = WORD_FIELDS[id % FIELD_SLOTS] as TextField;
      const code = Math.floor(id / FIELD_SLOTS);
      this.table(field).set(code, result.score * TEXT_FIELDS[field], this.column(field).codeCount);
    }
    for (const [field, identifierTerms] of this.identifiers) {
      const table = this.table(field);
      const codeCount = this.column(field).codeCount;
      identifierTerms.forEachMatch(term, prefix, (code) => table.set(code, TEXT_FIELDS[field], codeCount));
    }
  }

  /** Heap bytes, roughly (per-value and per-term costs measured on demo stock with bench/search). */
  bytes(): number {
    let identifiers = 0;
    for (const terms of this.identifiers.values()) identifiers += terms.bytes();
    return this.index.documentCount * VALUE_DOCUMENT_BYTES + this.index.termCount * TERM_BYTES + identifiers;
  }

  private markMatches(
    codes: Uint16Array | Uint32Array,
    weights: Float64Array,
    bits: Bitset,
    scores: Float64Array,
  ): void {
    const slots = this.store.slots;
    for (let slot = 0; slot < slots; slot++) {
      const weight = weights[codes[slot] as number] as number;
      if (weight > 0) {
        setBit(bits, slot);
        scores[slot] = (scores[slot] as number) + weight;
      }
    }
  }

  private table(field: TextField): WeightTable {
    return this.tables.get(field) as WeightTable;
  }

  private column(field: TextField): DictionaryColumn {
    return this.store.column(field) as DictionaryColumn;
  }
}

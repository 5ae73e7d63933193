import MiniSearch from 'minisearch';
import { type SearchDocument, TEXT_FIELDS, type TextField } from '../document';

// Full-text matching over the TEXT_FIELDS with MiniSearch: every term must match and the last may be
// a prefix (someone still typing). Typos are a second try, as in Typesense (typo_tokens_threshold 1):
// the engine asks again with typos allowed (1 from 4 characters, 2 from 7) only when the exact terms
// found nothing, so "HCT10001" finds that stock number alone and "hilx" still finds Hilux.
// Only ids and scores come back; the column store has the rest.

const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 7;
/** Discarded documents the index may hold before it is cleaned (see `vacuumIfDirty`). */
const VACUUM_AFTER_DISCARDS = 500;

const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[];
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Lower case without accents, so "skoda" finds Škoda. */
function normaliseTerm(term: string): string | null {
  const normalised = term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
  return normalised === '' ? null : normalised;
}

function typosAllowed(term: string): number {
  return term.length >= TWO_TYPOS_FROM ? 2 : term.length >= ONE_TYPO_FROM ? 1 : 0;
}

export interface TextMatch {
  id: number;
  score: number;
}

export class TextIndex {
  private readonly index = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: TEXT_FIELD_NAMES,
    storeFields: [],
    processTerm: normaliseTerm,
    autoVacuum: false,
    searchOptions: {
      combineWith: 'AND',
      boost: TEXT_FIELDS,
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: false,
    },
  });

  /** Adds a document, or replaces the one with its id. */
  put(doc: SearchDocument): void {
    if (this.index.has(doc.id)) this.index.replace(doc);
    else this.index.add(doc);
  }

  delete(id: number): void {
    if (this.index.has(id)) this.index.discard(id);
  }

  /** Whether `text` has any term to match (blank or punctuation-only text sets no condition). */
  static hasTerms(text: string): boolean {
    return tokenize(text).some((term) => normaliseTerm(term) !== null);
  }

  /** Documents matching every term of `text`, exactly or (with `typos`) within the typos allowed. */
  search(text: string, typos: boolean): TextMatch[] {
    const options = typos ? { fuzzy: (term: string) => typosAllowed(term), maxFuzzy: 2 } : {};
    return this.index.search(text, options).map((result) => ({ id: result.id as number, score: result.score }));
  }

  /** Drops discarded documents from the term tree once enough have piled up. */
  async vacuumIfDirty(): Promise<void> {
    if (this.index.dirtCount >= VACUUM_AFTER_DISCARDS) await this.index.vacuum({ batchWait: 0 });
  }

  get termCount(): number {
    return this.index.termCount;
  }
}

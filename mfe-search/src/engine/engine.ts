import type { SearchDocument } from './document';
import type { SearchQuery, SearchResult } from './query';

/** Documents to index: an array, or a stream (pages read from D1) so a rebuild never holds all cars at once. */
export type SearchDocumentSource = Iterable<SearchDocument> | AsyncIterable<SearchDocument>;

/**
 * A search engine over `SearchDocument`s. Two implement it: the embedded engine (in the gateway
 * isolate) and Typesense; both pass the one contract suite (`contract.test-support.ts`).
 *
 * @example
 * const engine = createEmbeddedSearchEngine();
 * await engine.replaceAll(cars.map((car) => toSearchDocument(car)));
 * const page = await engine.search({ filters: [{ field: 'make', op: '=', values: ['Toyota'] }], facets: [{ field: 'model' }], sort: [{ field: 'price', direction: 'asc' }], offset: 0, limit: 21 });
 */
export interface SearchEngine {
  /** Runs a query; throws `SearchQueryError` for one `validateSearchQuery` refuses. */
  search(query: SearchQuery): Promise<SearchResult>;
  /** Replaces the whole index with these documents. */
  replaceAll(docs: SearchDocumentSource): Promise<void>;
  /** Adds these documents, replacing any with the same id. */
  upsert(docs: Iterable<SearchDocument>): Promise<void>;
  /** Removes the documents with these ids; unknown ids are ignored. */
  remove(ids: Iterable<number>): Promise<void>;
  /** How many documents are indexed. */
  size(): Promise<number>;
  /** Bytes the index holds in this isolate, roughly; only an in-process engine can say. */
  memoryEstimate?(): number;
}

import type { SearchDocument } from '../document';
import type { SearchDocumentSource, SearchEngine } from '../engine';
import { type SearchQuery, type SearchResult, validateSearchQuery } from '../query';
import { createTypesenseClient, type TypesenseClient, type TypesenseClientOptions, TypesenseError } from './client';
import { planMultiSearch, readMultiSearch, type TypesenseSearchResult } from './multi-search';
import { toTypesenseDocument, typesenseCollectionSchema } from './schema';

// The Typesense engine: the same SearchEngine contract over a Typesense collection. Searches and
// document writes go to an alias (`collection`), so `replaceAll` can build a whole new collection and
// swap the alias when it is complete: searches never see a half-built index (zero-downtime reindex),
// and the old collection is dropped after the swap.

/** Documents per import call (JSONL). */
export const IMPORT_BATCH_SIZE = 1000;
/** Ids per delete-by-filter call (keeps the URL short). */
const DELETE_BATCH_SIZE = 200;
const IMPORT_TIMEOUT_MS = 60_000;

/** Options of {@link createTypesenseSearchEngine}. */
export interface TypesenseEngineOptions extends TypesenseClientOptions {
  /** The alias searched and written (default `cars`); collections behind it are named `<alias>_<stamp>`. */
  collection?: string;
}

interface ImportLine {
  success: boolean;
  error?: string;
}

/**
 * Creates a Typesense engine. It creates nothing on the server until written to (or `ensureCollection`).
 *
 * @example const engine = createTypesenseSearchEngine({ url: env.TYPESENSE_URL, apiKey: env.TYPESENSE_API_KEY, collection: 'cars' });
 */
export function createTypesenseSearchEngine(options: TypesenseEngineOptions): TypesenseSearchEngine {
  return new TypesenseSearchEngine(createTypesenseClient(options), options.collection ?? 'cars');
}

export class TypesenseSearchEngine implements SearchEngine {
  constructor(
    private readonly client: TypesenseClient,
    /** The alias every search and write goes to. */
    readonly alias: string,
  ) {}

  async search(query: SearchQuery): Promise<SearchResult> {
    validateSearchQuery(query);
    const started = performance.now();
    const plan = planMultiSearch(query, this.alias);
    const response = await this.client.request<{ results: TypesenseSearchResult[] }>('POST', '/multi_search', {
      json: plan.body,
    });
    return { ...readMultiSearch(plan, response), searchTimeMs: performance.now() - started };
  }

  /** Makes an empty collection behind the alias, unless the alias already points at one. */
  async ensureCollection(): Promise<void> {
    if ((await this.aliasTarget()) !== null) return;
    const name = await this.createCollection();
    await this.pointAliasAt(name);
  }

  /** Removes the alias and the collection behind it (test clean-up, or retiring an index). */
  async drop(): Promise<void> {
    const target = await this.aliasTarget();
    if (target === null) return;
    await this.client.request('DELETE', `/aliases/${encodeURIComponent(this.alias)}`);
    await this.dropCollection(target);
  }

  async replaceAll(docs: SearchDocumentSource): Promise<void> {
    const previous = await this.aliasTarget();
    const next = await this.createCollection();
    try {
      let batch: SearchDocument[] = [];
      for await (const doc of docs) {
        batch.push(doc);
        if (batch.length === IMPORT_BATCH_SIZE) {
          await this.importInto(next, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await this.importInto(next, batch);
    } catch (error) {
      await this.dropCollection(next);
      throw error;
    }
    await this.pointAliasAt(next);
    if (previous !== null) await this.dropCollection(previous);
  }

  async upsert(docs: Iterable<SearchDocument>): Promise<void> {
    let batch: SearchDocument[] = [];
    for (const doc of docs) {
      batch.push(doc);
      if (batch.length === IMPORT_BATCH_SIZE) {
        await this.importInto(this.alias, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await this.importInto(this.alias, batch);
  }

  async remove(ids: Iterable<number>): Promise<void> {
    const all = [...ids];
    for (let start = 0; start < all.length; start += DELETE_BATCH_SIZE) {
      const batch = all.slice(start, start + DELETE_BATCH_SIZE);
      await this.client.request('DELETE', `/collections/${encodeURIComponent(this.alias)}/documents`, {
        query: { filter_by: `car_id:[${batch.join(',')}]` },
      });
    }
  }

  async size(): Promise<number> {
    const collection = await this.client.request<{ num_documents: number }>(
      'GET',
      `/collections/${encodeURIComponent(this.alias)}`,
    );
    return collection.num_documents;
  }

  /** The collection the alias points at, or null when there is no alias yet. */
  private async aliasTarget(): Promise<string | null> {
    try {
      const alias = await this.client.request<{ collection_name: string }>(
        'GET',
        `/aliases/${encodeURIComponent(this.alias)}`,
      );
      return alias.collection_name;
    } catch (error) {
      if (error instanceof TypesenseError && error.status === 404) return null;
      throw error;
    }
  }

  private async createCollection(): Promise<string> {
    const name = `${this.alias}_${Date.now()}_${crypto.randomUUID().slice(0, 8)}`;
    await this.client.request('POST', '/collections', { json: typesenseCollectionSchema(name) });
    return name;
  }

  private async pointAliasAt(collection: string): Promise<void> {
    await this.client.request('PUT', `/aliases/${encodeURIComponent(this.alias)}`, {
      json: { collection_name: collection },
    });
  }

  private async dropCollection(name: string): Promise<void> {
    try {
      await this.client.request('DELETE', `/collections/${encodeURIComponent(name)}`);
    } catch (error) {
      if (!(error instanceof TypesenseError && error.status === 404)) throw error;
    }
  }

  /** Imports (upserts) a batch; throws naming the first document Typesense refused. */
  private async importInto(collection: string, docs: readonly SearchDocument[]): Promise<void> {
    const answer = await this.client.request(
      'POST',
      `/collections/${encodeURIComponent(collection)}/documents/import`,
      {
        query: { action: 'upsert' },
        text: docs.map((doc) => JSON.stringify(toTypesenseDocument(doc))).join('\n'),
        responseType: 'text',
        timeoutMs: IMPORT_TIMEOUT_MS,
      },
    );
    const lines = answer
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ImportLine);
    const refused = lines.findIndex((line) => !line.success);
    if (refused >= 0 || lines.length !== docs.length) {
      const id = refused >= 0 ? docs[refused]?.id : undefined;
      throw new TypesenseError(
        200,
        `Typesense import into ${collection}: ${refused >= 0 ? `car ${id}: ${lines[refused]?.error}` : `${lines.length} answers for ${docs.length} documents`}`,
      );
    }
  }
}

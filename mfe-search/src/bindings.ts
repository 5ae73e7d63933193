import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import type { KitBindings } from '@forecourt/shared/server-kit/env';
import type { AlertPartnerBindings } from './partners/alert-messages';

/**
 * What the search engines read: the platform's D1 (the stock) and the engine's vars —
 * `SEARCH_ENGINE=embedded|typesense` (embedded by default), `TYPESENSE_URL`, `TYPESENSE_COLLECTION`, the
 * secret `TYPESENSE_API_KEY`, and `SEARCH_INDEX_CHECK_SECONDS` (how often the embedded index looks for a
 * stock change; default 30).
 */
export interface SearchEngineBindings {
  DB: D1Database;
  SEARCH_ENGINE?: string;
  TYPESENSE_URL?: string;
  TYPESENSE_API_KEY?: string;
  TYPESENSE_COLLECTION?: string;
  SEARCH_INDEX_CHECK_SECONDS?: string;
}

/**
 * mfe-search's Worker bindings (its wrangler configs): the server kit's, its client build, the engines', and the
 * partners saved searches' digests go through.
 */
export interface SearchBindings extends KitBindings, RemoteBindings, SearchEngineBindings, AlertPartnerBindings {}

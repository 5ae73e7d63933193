import type { StockVisibilityConfig } from '@forecourt/shared';
import { toTypesenseFilterBy } from '../query';
import { visibleStockFilters } from '../visible-stock-filters';
import { typesenseFieldName } from './schema';

// Scoped search keys: a search-only key with search parameters embedded, for a browser that talks to
// Typesense itself. Typesense applies the embedded `filter_by` to every search made with the key (ANDed
// with the caller's own), so a key derived for a tenant cannot see another tenant's cars. The algorithm
// is Typesense's own (its clients compute it with Node's crypto, which workerd lacks): the base64
// HMAC-SHA256 of the parameters' JSON under the parent key, then the key's first 4 characters, then
// the JSON, all base64-encoded. WebCrypto computes the same here.

/** What a scoped key may embed (any search parameter; these are the ones the platform uses). */
export interface ScopedKeyParameters {
  filter_by?: string;
  /** Unix time (seconds) after which Typesense refuses the key. */
  expires_at?: number;
  [parameter: string]: unknown;
}

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Derives a scoped search key from a search-only parent key.
 *
 * @example const key = await scopedSearchKey(env.TYPESENSE_SEARCH_KEY, { filter_by: 'dealership_slug:=`x`', expires_at: 1764000000 });
 */
export async function scopedSearchKey(parentKey: string, parameters: ScopedKeyParameters): Promise<string> {
  const json = JSON.stringify(parameters);
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(parentKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = base64(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(json))));
  return base64(encoder.encode(`${digest}${parentKey.slice(0, 4)}${json}`));
}

/**
 * A scoped key that sees only the cars the tenant's site shows, valid for `ttlSeconds` from `now`. The
 * sold-cars bound is fixed when the key is made, so keep the lifetime short (an hour by default).
 *
 * @example const key = await tenantSearchKey(env.TYPESENSE_SEARCH_KEY, tenant, new Date());
 */
export function tenantSearchKey(
  parentKey: string,
  tenant: StockVisibilityConfig,
  now: Date,
  ttlSeconds = 3600,
): Promise<string> {
  return scopedSearchKey(parentKey, {
    filter_by: toTypesenseFilterBy(visibleStockFilters(tenant, now), typesenseFieldName),
    expires_at: Math.floor(now.getTime() / 1000) + ttlSeconds,
  });
}

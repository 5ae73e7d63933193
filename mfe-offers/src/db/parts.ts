import type { TenantConfig } from '@forecourt/shared';
import type { PartsSearchRequest, PartsSearchResponse } from '@forecourt/shared/parts/api';
import { PartSchema } from '@forecourt/shared/parts/part';
import { searchParts } from '@forecourt/shared/parts/search';

// The site's parts catalogue from D1 (this remote's `parts` table; issue 15 "Parts"). The tenant scope is
// SQL; the search itself is shared's pure rule (`parts/search.ts`), so the API and the pages cannot disagree.

/**
 * One page of the site's parts search.
 * @example await searchSiteParts(env.DB, tenant, { query: 'towbar', offset: 0 })
 */
export async function searchSiteParts(
  db: D1Database,
  tenant: Pick<TenantConfig, 'slug'>,
  request: PartsSearchRequest,
): Promise<PartsSearchResponse> {
  const { results } = await db
    .prepare('SELECT doc FROM parts WHERE tenant = ?')
    .bind(tenant.slug)
    .all<{ doc: string }>();
  const parts = results.map((row) => PartSchema.parse(JSON.parse(row.doc)));
  return searchParts(parts, request);
}

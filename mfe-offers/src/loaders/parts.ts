import type { TenantConfig } from '@forecourt/shared';
import type { PartsPageLoad, PartsSearchRequest } from '@forecourt/shared/parts/api';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import { searchSiteParts } from '../db/parts';

/**
 * The parts pages' answer: what the parts API answers, and the dealerships a parts enquiry may name.
 * @example await loadPartsPage(env.DB, tenant, { query: '', category: 'Towing', offset: 0 })
 */
export async function loadPartsPage(
  db: D1Database,
  tenant: TenantConfig,
  request: PartsSearchRequest,
): Promise<PartsPageLoad> {
  const [search, dealerships] = await Promise.all([
    searchSiteParts(db, tenant, request),
    listSiteDealerships(db, tenant),
  ]);
  return { search, dealerships };
}

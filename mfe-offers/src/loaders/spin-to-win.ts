import type { TenantConfig } from '@forecourt/shared';
import type { SpinToWinPageLoad } from '@forecourt/shared/offers/spin-to-win';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import { spinByLead } from '../db/spins';

// The Spin to Win page's loader (spec: 001 §2 /spin-to-win): the site's wheel and its dealerships (where a
// prize is claimed), and, after a spin, that spin (`?spin=<lead id>`: the page is one every visitor of the
// site gets the same, so the shopper's spin travels in the link the spin redirected to; an id of another
// site, or none, shows the wheel).

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The page's data, or null while the site has Spin to Win off (or no prizes).
 * @example await loadSpinToWinPage(env.DB, tenant, query.spin)
 */
export async function loadSpinToWinPage(
  db: D1Database,
  tenant: TenantConfig,
  spinId: string | undefined,
): Promise<SpinToWinPageLoad | null> {
  const config = tenant.spinToWin;
  if (!isSwitchedOn('spinToWin', tenant.features) || !config) return null;
  const [dealerships, spin] = await Promise.all([
    listSiteDealerships(db, tenant),
    spinId !== undefined && LEAD_ID.test(spinId) ? spinByLead(db, tenant, spinId) : Promise.resolve(null),
  ]);
  return { config, dealerships: dealerships.map(({ slug, name }) => ({ slug, name })), spin };
}

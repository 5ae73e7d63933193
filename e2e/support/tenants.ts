import { parseDay } from '@forecourt/demo/seed/dates';
import { buildTenants } from '@forecourt/demo/seed/tenants';
import type { TenantConfig } from '@forecourt/shared';
import { todayUtc } from '../../scripts/lib/database.ts';

/**
 * The demo sites' configurations as `npm start` seeds them today (their feature flags, menus…), without
 * generating the rest of the demo data.
 * @example demoTenants().filter((site) => site.features.tradeIn)
 */
export function demoTenants(): TenantConfig[] {
  return buildTenants(parseDay(todayUtc()));
}

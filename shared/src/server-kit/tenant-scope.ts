import type { TenantConfig } from '../domain';

/** A piece of SQL and the values bound to its `?` placeholders, in order. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/**
 * Checks that a column or alias is a plain identifier before it goes into SQL text.
 *
 * @example sqlIdentifier('c.dealership_id') // → 'c.dealership_id'
 */
export function sqlIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a SQL identifier: ${name}`);
  return name;
}

/**
 * Tenant isolation: `column` (a dealership id) belongs to one of the tenant's dealerships, joined on
 * `dealerships.slug`. The slugs go in as one JSON parameter, so any number of them fits D1's
 * 100-parameter limit.
 *
 * @example dealershipScope('c.dealership_id', tenant)
 *   // → { sql: 'c.dealership_id IN (SELECT d.id FROM dealerships d WHERE d.slug IN (SELECT value FROM json_each(?)))', params: ['["a","b"]'] }
 */
export function dealershipScope(column: string, tenant: Pick<TenantConfig, 'dealerships'>): SqlFragment {
  return {
    sql: `${sqlIdentifier(column)} IN (SELECT d.id FROM dealerships d WHERE d.slug IN (SELECT value FROM json_each(?)))`,
    params: [JSON.stringify(tenant.dealerships)],
  };
}

import type { DemoData, KvEntry } from './types';

/**
 * The TENANTS namespace entries: `tenant:<slug>` → the TenantConfig as JSON, and `host:<hostname>` →
 * slug for each of its hostnames.
 * @example tenantKvEntries(data).find((entry) => entry.key === 'host:localhost')?.value // 'harbourcity'
 */
export function tenantKvEntries(data: Pick<DemoData, 'tenants'>): KvEntry[] {
  return data.tenants.flatMap((tenant) => [
    { key: `tenant:${tenant.slug}`, value: JSON.stringify(tenant) },
    ...tenant.hostnames.map((hostname) => ({ key: `host:${hostname}`, value: tenant.slug })),
  ]);
}

import { env } from 'cloudflare:workers';
import type { TenantConfig } from '@forecourt/shared';
import { createCatalogueStore } from '@forecourt/shared/server-kit/catalogue';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { createApi } from '../src/api';
import { createLoaders, type OffersContext } from '../src/loaders';

// This remote called in-process inside workerd, on the real D1, tenants and stock search: its API as
// the gateway's proxy passes a request on (the site's slug as the RPC's context), and its page loaders
// as its fragments call them.

const api = createApi();

/**
 * `GET path` of this remote's API for the site `tenant` (its config must be in TENANTS).
 * @example const res = await apiGet('/api/offers?offset=21', 'offerland');
 */
export function apiGet(path: string, tenant: string): Promise<Response> {
  return callSliceApi(api, env, path, { tenant });
}

/** The Worker's loaders, with a catalogue cache of their own. */
export const loaders = createLoaders(createCatalogueStore());

/**
 * A fragment's context for `tenant`, as the remote kit makes one (the loaders read `env` and `site`).
 * @example await loaders.pickers(contextFor(SEEK));
 */
export function contextFor(tenant: TenantConfig): OffersContext {
  return {
    env,
    site: async () => tenant,
    waitUntil: () => {},
    requestId: 'test-request',
  } as unknown as OffersContext;
}

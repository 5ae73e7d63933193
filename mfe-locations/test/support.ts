import { env } from 'cloudflare:workers';
import type { TenantConfig } from '@forecourt/shared';
import type { FragmentContext } from '@forecourt/shared/remote-kit';
import type { LocationsBindings } from '../src/bindings';

// What the Worker tests share: a fragment's context, as the fragment Worker gives it to the loaders.

/**
 * A fragment's context for `tenant` (with the route `params` the gateway sent, when a test renders a fragment).
 * @example await loadLocations(fragmentContextFor(SITE), '2000');
 */
export function fragmentContextFor(
  tenant: TenantConfig,
  params: Record<string, string> = {},
): FragmentContext<LocationsBindings> {
  return {
    env,
    site: async () => tenant,
    waitUntil: () => {},
    requestId: 'req-locations',
    request: { params },
  } as unknown as FragmentContext<LocationsBindings>;
}

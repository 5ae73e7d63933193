import { env } from 'cloudflare:workers';
import { RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, signIn, testGateway } from './identity-support';
import { testRegistry } from './stand-ins/declarations';

// /online-payment and its receipts are mfe-finance's pages (declared `shopper` in its remote.ts; their loaders,
// views and the reservations they show: mfe-finance/test/online-payment.worker.test.ts and src/server.test.ts).
// What stays the platform's: the gate (gating.worker.test.ts), telling those pages' fragments the shopper it
// verified and no other page's (src/composition/load-slots.test.ts), and the declared param rule, below.

const SITE = makeTenant({ slug: 'shopper-pages', websiteId: 615, dealerships: ['alpha-motors'] });

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
});

describe('GET /online-payment/:id (mfe-finance’s receipt page)', () => {
  it('is not found for an id that is no reservation id, without asking the slice', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone(), { tenant: SITE });
    const page = await gateway.call('/online-payment/not-a-reservation', { tenant: SITE, cookie });
    expect(page.status).toBe(404);
    expect(page.headers.get('Server-Timing') ?? '').not.toContain('fc-reservation-receipt');
  });
});

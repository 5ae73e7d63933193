import type { FragmentRequest } from '@forecourt/shared';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../env';
import type { Session } from '../services/sessions';
import { loadSlots, type PageAudience } from './load-slots';
import type { RouteTable, TableRelease } from './route-table';

// What the gateway tells a remote's fragment about who asked: the shopper it verified from the session cookie,
// only for a page the remote declared `shopper` (mfe-finance's /online-payment and its receipts), never for
// any other page, so what every shopper sees the same never carries, or is kept by, who asked.

const TENANT = makeTenant({ slug: 'shopper-pages', websiteId: 615, dealerships: ['alpha-motors'] });
const SESSION: Session = { idHash: 'ab12', userId: 42, phone: '0412345678', expiresAt: Date.now() + 60_000 };
const RELEASE = {
  remote: 'mfe_finance',
  channel: 'stable',
  version: '1.0.0',
  pinHonoured: true,
} as TableRelease;
const TABLE = { releases: new Map([['mfe_finance', RELEASE]]) } as unknown as RouteTable;
const SLOT = { remote: 'mfe_finance', fragment: 'OnlinePayments', primary: true };

/**
 * The fragment requests the finance Worker got for one page request: signed in or not (a shopper; the dealer), a
 * shopper's page, a dealer's page or neither.
 */
async function requestsSent(
  session: Session | null,
  audience: PageAudience,
  dealer = false,
): Promise<FragmentRequest[]> {
  const sent: FragmentRequest[] = [];
  // The stand-in answers no fragment: the slot's fallback is logged, and only what was sent matters here.
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const worker = {
    async fetch(_url: string, init: RequestInit) {
      sent.push(JSON.parse(String(init.body)) as FragmentRequest);
      return new Response('not a fragment', { status: 500 });
    },
  };
  const app = new Hono<AppEnv>();
  app.get('/online-payment', async (c) => {
    c.set('tenant', TENANT);
    c.set('session', session);
    c.set('dealer', dealer);
    c.set('requestId', 'req-1');
    await loadSlots(c, TABLE, [SLOT], {}, audience);
    return c.body(null, 204);
  });
  const res = await app.request('http://shopper-pages.localhost/online-payment', {}, { MFE_FINANCE: worker });
  expect(res.status).toBe(204);
  errors.mockRestore();
  return sent;
}

describe('loadSlots', () => {
  it("tells a shopper page's fragments the signed-in shopper", async () => {
    const [request] = await requestsSent(SESSION, { shopper: true });
    expect(request?.shopper).toEqual({ userId: 42, phone: '0412345678' });
  });

  it('tells no other page who is signed in, and a shopper page nobody when no one is', async () => {
    expect((await requestsSent(SESSION, {}))[0]).not.toHaveProperty('shopper');
    expect((await requestsSent(null, { shopper: true }))[0]).not.toHaveProperty('shopper');
  });

  it("tells a dealer page's fragments the dealer is signed in, and no other page, nor a shopper", async () => {
    expect((await requestsSent(null, { dealer: true }, true))[0]?.dealer).toBe(true);
    expect((await requestsSent(null, {}, true))[0]).not.toHaveProperty('dealer');
    expect((await requestsSent(SESSION, { dealer: true }, false))[0]).not.toHaveProperty('dealer');
  });
});

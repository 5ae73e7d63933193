import { env } from 'cloudflare:workers';
import { DEALER_KEY_REQUIRED, RELEASE_REGISTRY_KEY, WRONG_DEALER_KEY } from '@forecourt/shared';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ID_OTHER, ID_SITE, seedIdentitySites, testGateway } from './identity-support';
import { testRegistry } from './stand-ins/declarations';

// The dealer's sign-in and area (issues 29, 30): the dealer key once at /dealer/sign-in, then a cookie of this site's
// for a working day; the dealer's pages (remote.ts `dealer: true`) only for the dealer, told so, never kept; the
// remotes' dealer APIs told the dealer is signed in; another site, an old key or an expired cookie let no one in.

const KEY = env.DEALER_API_KEY ?? '';
const ORIGIN = { Origin: `http://${ID_SITE.slug}.localhost` };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A site with a promotional popup (shoppers' pages carry it; the dealer's do not). */
const POPUP_SITE = makeTenant({
  slug: 'dealer-popup',
  websiteId: 6101,
  dealerships: ['alpha-motors'],
  popup: { id: 'spring', title: 'Spring sale on now', body: 'Drive away this weekend.' },
});

afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  await seedIdentitySites();
  await env.TENANTS.put(`tenant:${POPUP_SITE.slug}`, JSON.stringify(POPUP_SITE));
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
});

/** The `name=value` of the dealer cookie a response sets, or null. */
function dealerCookieOf(res: Response): string | null {
  const set = res.headers.getSetCookie().find((line) => line.startsWith('__Host-fc_dealer='));
  return set ? (set.split(';')[0] ?? null) : null;
}

async function signedIn(gateway = testGateway(), client = `dealer-${Math.random()}`) {
  const res = await gateway.call('/dealer/sign-in?redirect=%2Fdealer%2Fstock', {
    form: { key: KEY },
    headers: ORIGIN,
    client,
  });
  return { res, cookie: dealerCookieOf(res), gateway };
}

describe('the dealer sign-in', () => {
  it('shows the key form, and refuses an empty key (400) and a wrong one (401) with their messages', async () => {
    const gateway = testGateway();
    const page = await gateway.call('/dealer/sign-in');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Dealer sign-in');
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="key"|<input[^>]*name="key"[^>]*type="password"/);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex');

    const empty = await gateway.call('/dealer/sign-in', {
      form: { key: ' ' },
      headers: ORIGIN,
      client: 'dealer-empty',
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(DEALER_KEY_REQUIRED.replace("'", '&#x27;'));
    const wrong = await gateway.call('/dealer/sign-in', {
      form: { key: 'nope' },
      headers: ORIGIN,
      client: 'dealer-wrong',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(WRONG_DEALER_KEY.replace("'", '&#x27;'));
    expect(dealerCookieOf(wrong)).toBeNull();
  });

  it("shows no shopper's popup in the dealer's area (the site's own pages keep it)", async () => {
    const gateway = testGateway();
    expect(await (await gateway.call('/dealer/sign-in', { tenant: POPUP_SITE })).text()).not.toContain(
      'Spring sale on now',
    );
    expect(await (await gateway.call('/sign-in', { tenant: POPUP_SITE })).text()).toContain('Spring sale on now');
  });

  it('signs the dealer in with the key: a host-only, HttpOnly, Strict cookie, and on to the page asked for', async () => {
    const { res, cookie } = await signedIn();
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/dealer/stock');
    expect(cookie).not.toBeNull();
    const line = res.headers.getSetCookie().find((set) => set.startsWith('__Host-fc_dealer=')) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/Path=\//);
  });

  it('goes nowhere off the dealer area: another site or a shopper page lands on /dealer', async () => {
    const gateway = testGateway();
    for (const redirect of ['//evil.example/dealer', '/my-garage', 'https://evil.example/']) {
      const res = await gateway.call(`/dealer/sign-in?redirect=${encodeURIComponent(redirect)}`, {
        form: { key: KEY },
        headers: ORIGIN,
        client: `dealer-redirect-${redirect.length}`,
      });
      expect(res.headers.get('Location')).toBe('/dealer');
    }
  });

  it('refuses a sign-in posted from another site (the origin check)', async () => {
    const res = await testGateway().call('/dealer/sign-in', {
      form: { key: KEY },
      headers: { Origin: 'https://evil.example' },
      client: 'dealer-cross',
    });
    expect(res.status).toBe(403);
    expect(dealerCookieOf(res)).toBeNull();
  });

  it('limits tries of the key per client (the dealerSignIns budget: 10 in 15 minutes)', async () => {
    const gateway = testGateway();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await gateway.call('/dealer/sign-in', {
        form: { key: `guess-${i}` },
        headers: { ...ORIGIN, Accept: 'text/html' },
        client: 'dealer-guesser',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the dealer's area", () => {
  it('sends a visitor without the dealer cookie to the sign-in, with the way back', async () => {
    const res = await testGateway().call('/dealer/stock?x=1');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/dealer/sign-in?redirect=%2Fdealer%2Fstock%3Fx%3D1');
    expect((await testGateway().call('/dealer')).headers.get('Location')).toBe('/dealer/sign-in?redirect=%2Fdealer');
  });

  it("lists the dealer pages the site's remotes declare, with sign-out, for the signed-in dealer", async () => {
    const { gateway, cookie } = await signedIn();
    const res = await gateway.call('/dealer', { cookie: cookie ?? '' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<a href="/dealer/stock">Stock feed</a>');
    expect(html).toContain('action="/dealer/sign-out"');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it("tells a dealer page's fragments the dealer is signed in, and renders it each time", async () => {
    const { gateway, cookie } = await signedIn();
    const res = await gateway.call('/dealer/stock', { cookie: cookie ?? '' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"dealer":true');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it("tells the remote's API the dealer is signed in, and not when they are not", async () => {
    const { gateway, cookie } = await signedIn();
    const asDealer = await gateway.call('/api/cars/stock-feed?dealership=x', {
      raw: 'stocknum\n',
      headers: { ...ORIGIN, 'Content-Type': 'text/csv' },
      cookie: cookie ?? '',
    });
    expect(((await asDealer.json()) as { context: Record<string, unknown> }).context).toMatchObject({ dealer: true });
    const asShopper = await gateway.call('/api/cars/stock-feed?dealership=x', {
      raw: 'stocknum\n',
      headers: { ...ORIGIN, 'Content-Type': 'text/csv' },
    });
    expect(((await asShopper.json()) as { context: Record<string, unknown> }).context).not.toHaveProperty('dealer');
  });

  it("lets no one in with another site's cookie, a forged one, or one past its working day", async () => {
    const { gateway, cookie } = await signedIn();
    const other = await gateway.call('/dealer', { cookie: cookie ?? '', tenant: ID_OTHER });
    expect(other.status).toBe(303);
    const forged = await gateway.call('/dealer', { cookie: `${cookie ?? ''}x` });
    expect(forged.status).toBe(303);
    gateway.clock.advance(DAY_MS);
    const expired = await gateway.call('/dealer', { cookie: cookie ?? '' });
    expect(expired.status).toBe(303);
  });

  it('signs the dealer out: the cookie dropped, back to the sign-in', async () => {
    const { gateway, cookie } = await signedIn();
    const res = await gateway.call('/dealer/sign-out', { method: 'POST', headers: ORIGIN, cookie: cookie ?? '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/dealer/sign-in');
    expect(res.headers.getSetCookie().some((line) => /^__Host-fc_dealer=;/.test(line))).toBe(true);
  });
});

describe("the dealer's releases page (issue 29)", () => {
  it('shows each part of the site, the release it runs and why, and lets the dealer try the canary and go back', async () => {
    // The car page's finance calculator has no Worker of its own here: its fallback's log is not this test's.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway, cookie } = await signedIn();
    const asDealer = { cookie: cookie ?? '' };
    const before = await (await gateway.call('/dealer/releases', asDealer)).text();
    expect(before).toContain('Car pages');
    expect(before).toContain('You run 1.0.0 (stable), by the stable release.');
    expect(before).toContain('Try 1.1.0-canary');

    const tried = await gateway.call('/dealer/releases', {
      form: { remote: 'mfe_vehicle', channel: 'canary' },
      headers: ORIGIN,
      ...asDealer,
    });
    expect(tried.status).toBe(303);
    // The next page is on the canary: the site's car page now comes from the canary's build.
    const car = await (await gateway.call('/cars/hilux-sr5')).text();
    expect(car).toContain('data-version="1.1.0-canary"');
    const after = await (await gateway.call('/dealer/releases', asDealer)).text();
    expect(after).toContain('You run 1.1.0-canary (canary), by your choice.');
    expect(after).toContain(
      'mfe_vehicle chosen: stable 1.0.0, canary 1.1.0-canary (id-site) by the dealer of id-site (chose canary)',
    );

    const back = await gateway.call('/dealer/releases', {
      form: { remote: 'mfe_vehicle', channel: 'stable' },
      headers: ORIGIN,
      ...asDealer,
    });
    expect(back.status).toBe(303);
    expect(await (await gateway.call('/cars/hilux-sr5')).text()).toContain('data-version="1.0.0"');
    const history = await env.DB.prepare(
      "SELECT action, who FROM release_changes WHERE action = 'choose' ORDER BY revision",
    ).all();
    expect(history.results).toEqual([
      { action: 'choose', who: 'the dealer of id-site' },
      { action: 'choose', who: 'the dealer of id-site' },
    ]);
  });

  it('refuses a choice the page does not offer (409), and anyone but the dealer', async () => {
    const { gateway, cookie } = await signedIn();
    const refused = await gateway.call('/dealer/releases', {
      form: { remote: 'mfe_vehicle', channel: 'stable' },
      headers: ORIGIN,
      cookie: cookie ?? '',
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('mfe_vehicle: that release cannot be chosen here now.');
    const stranger = await gateway.call('/dealer/releases', {
      form: { remote: 'mfe_vehicle', channel: 'canary' },
      headers: ORIGIN,
    });
    expect(stranger.status).toBe(401);
    expect((await gateway.call('/dealer/releases')).status).toBe(303);
  });
});

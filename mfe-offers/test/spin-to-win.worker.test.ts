import { env } from 'cloudflare:workers';
import { SpinResponseSchema } from '@forecourt/shared/offers/spin-to-win';
import type { Shopper } from '@forecourt/shared/server-kit/env';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/api';
import { contextFor, loaders } from './slice';

// Spin to Win (spec: 001 §2 /spin-to-win, §6 gated) inside workerd with the real D1: one spin per signed-in
// shopper per site, its prize drawn here and kept with an enquiry to the dealer (lead + outbox in one batch),
// a second spin answering the first, the page showing the spin its link names on its own site only, bad
// input a 400 naming the field, and a site with it off a 404.

const PRIZES = [{ label: '$100 fuel card' }, { label: 'Free window tint' }];
/** Two dealerships: a spin names where its prize is collected. */
const SPINNER = makeTenant({
  slug: 'spinner',
  websiteId: 9911,
  dealerships: ['alpha-motors', 'alpha-used'],
  features: { spinToWin: true },
  spinToWin: { prizes: PRIZES },
});
/** Another site with Spin to Win: its spins are not SPINNER's. */
const OTHER = makeTenant({
  slug: 'spinner-other',
  websiteId: 9912,
  dealerships: ['alpha-motors'],
  features: { spinToWin: true },
  spinToWin: { prizes: PRIZES },
});
/** Prizes written, but the promotion switched off. */
const OFF = makeTenant({
  slug: 'spinner-off',
  websiteId: 9913,
  dealerships: ['alpha-motors'],
  spinToWin: { prizes: PRIZES },
});

const api = createApi();
let serial = 0;

async function newShopper(): Promise<Shopper> {
  serial += 1;
  const phone = `0414${String(Date.now() % 1000).padStart(3, '0')}${String(serial).padStart(3, '0')}`;
  const row = await env.DB.prepare(
    `INSERT INTO users (phone, created_at, updated_at, verified_at) VALUES (?1, ?2, ?2, ?2)
       ON CONFLICT(phone) DO UPDATE SET updated_at = excluded.updated_at RETURNING id`,
  )
    .bind(phone, Date.now())
    .first<{ id: number }>();
  if (!row) throw new Error(`no user for ${phone}`);
  return { userId: row.id, phone };
}

const WHO = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com' };

function spin(tenant: string, shopper: Shopper | null, body: unknown, form = false) {
  const init: RequestInit = form
    ? {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body as Record<string, string>).toString(),
      }
    : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return callSliceApi(api, env, '/api/spin-to-win', { tenant, shopper }, init);
}

beforeAll(async () => {
  await seedFixtures(env);
  await Promise.all(
    [SPINNER, OTHER, OFF].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))),
  );
});

describe('POST /api/spin-to-win', () => {
  it('draws a prize once per shopper and site, kept with an enquiry to the dealer; a second spin is the first', async () => {
    const shopper = await newShopper();
    const first = await spin(SPINNER.slug, shopper, { ...WHO, dealership_slug: 'alpha-used' });
    expect(first.status).toBe(201);
    const won = SpinResponseSchema.parse(await first.json());
    expect(PRIZES.map((prize) => prize.label)).toContain(won.prize);

    const lead = await env.DB.prepare(
      'SELECT tenant, form, payload, user_id, (SELECT COUNT(*) FROM lead_outbox o WHERE o.lead_id = leads.id) AS queued FROM leads WHERE id = ?',
    )
      .bind(won.lead_id)
      .first<{ tenant: string; form: string; payload: string; user_id: number; queued: number }>();
    expect(lead).toMatchObject({ tenant: SPINNER.slug, form: 'enquiry', user_id: shopper.userId, queued: 1 });
    expect(JSON.parse(lead?.payload ?? '{}')).toMatchObject({
      name: 'Sam',
      phone: shopper.phone,
      dealership_slug: 'alpha-used',
      category: 'General Enquiry',
      subcategory: 'Spin to Win',
      message: `Spin to Win prize: ${won.prize}`,
    });

    const again = await spin(SPINNER.slug, shopper, { ...WHO, dealership_slug: 'alpha-motors' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(won);
    const spins = await env.DB.prepare('SELECT COUNT(*) AS n FROM spin_to_win_spins WHERE user_id = ?')
      .bind(shopper.userId)
      .first<{ n: number }>();
    expect(spins?.n).toBe(1);

    // The same shopper on another site spins there; the page shows a spin on its own site only.
    const elsewhere = await callSliceApi(api, env, '/api/spin-to-win', { tenant: OTHER.slug, shopper });
    expect(await elsewhere.json()).toEqual({ spin: null });
    expect((await loaders.spinToWinPage(contextFor(SPINNER), won.lead_id))?.spin).toEqual(won);
    expect((await loaders.spinToWinPage(contextFor(OTHER), won.lead_id))?.spin).toBeNull();
  });

  it('two spins at once store one', async () => {
    const shopper = await newShopper();
    const answers = await Promise.all([1, 2, 3].map(() => spin(OTHER.slug, shopper, WHO)));
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ lead_id: string }>));
    expect(new Set(bodies.map((body) => body.lead_id)).size).toBe(1);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
  });

  it('comes back to the page with the spin when posted as an HTML form', async () => {
    const res = await spin(OTHER.slug, await newShopper(), WHO, true);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toMatch(/^\/spin-to-win\?spin=[0-9a-f-]{36}$/);
  });

  it('refuses bad input with a 400 naming the field, before any prize is drawn', async () => {
    const shopper = await newShopper();
    const cases: [unknown, string][] = [
      [{ ...WHO, prize: 'A car' }, 'prize'],
      [{ ...WHO, email: 'not-an-email' }, 'email'],
      [WHO, 'dealership_slug'],
      [{ ...WHO, dealership_slug: 'bravo-nissan' }, 'dealership_slug'],
    ];
    for (const [body, field] of cases) {
      const res = await spin(SPINNER.slug, shopper, body);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { error: string }).error, field).toContain(field);
    }
    const spins = await env.DB.prepare('SELECT COUNT(*) AS n FROM spin_to_win_spins WHERE user_id = ?')
      .bind(shopper.userId)
      .first<{ n: number }>();
    expect(spins?.n).toBe(0);
  });

  it('needs a signed-in shopper (401), and is a 404 on a site with it off', async () => {
    const signedOut = await spin(SPINNER.slug, null, WHO);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: 'Sign in to spin the wheel.' });
    const off = await spin(OFF.slug, await newShopper(), WHO);
    expect(off.status).toBe(404);
    expect(await off.json()).toMatchObject({ error: 'Spin to Win is not available on this site.' });
    expect(await loaders.spinToWinPage(contextFor(OFF), undefined)).toBeNull();
  });
});

import { env } from 'cloudflare:workers';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { postJson, seedLeadFixtures } from './leads-support';
import { atWindowStart } from './rate-window';

// POST /api/events (issue 13 item 9): the analytics events only a browser sees — 39 favourite, 60
// history report, 61 print — validated, from the site's own pages, rate limited, stored like event 25.

/** This file's own site (alpha-motors' stock), with a tight `events` budget. */
const EVENTS_SITE = makeTenant({
  slug: 'events-site',
  websiteId: 511,
  dealerships: ['alpha-motors'],
  stock: { level: 3 },
  rateLimits: { events: { limit: 3, windowSeconds: 60 } },
});

beforeAll(async () => {
  await seedLeadFixtures();
  await env.TENANTS.put(`tenant:${EVENTS_SITE.slug}`, JSON.stringify(EVENTS_SITE));
});

function eventOf(res: Response) {
  return env.DB.prepare('SELECT event_id, tenant, website_id, payload FROM analytics_events WHERE request_id = ?')
    .bind(res.headers.get('x-request-id'))
    .first<{ event_id: number; tenant: string; website_id: number; payload: string }>();
}

describe('POST /api/events', () => {
  it.each([39, 60, 61])("records event %i about one of the site's cars", async (eventId) => {
    const res = await postJson(
      EVENTS_SITE,
      '/api/events',
      { event_id: eventId, car_id: 9101 },
      { ip: `203.0.113.${eventId}` },
    );
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({ recorded: true });
    const event = await eventOf(res);
    expect(event).toMatchObject({ event_id: eventId, tenant: 'events-site', website_id: 511 });
    expect(JSON.parse(event?.payload ?? '{}')).toEqual({ car_id: 9101, dealership_id: 9001 });
  });

  it('refuses other event ids and bad bodies with 400 naming the field, recording nothing', async () => {
    for (const body of [{ event_id: 25, car_id: 9101 }, { event_id: 37, car_id: 9101 }, { event_id: 60 }]) {
      const res = await postJson(EVENTS_SITE, '/api/events', body, { ip: '203.0.113.10' });
      expect(res.status).toBe(400);
      expect(((await json(res)).issues as { path: string }[])[0]?.path).toMatch(/^(event_id|car_id)$/);
      expect(await eventOf(res)).toBeNull();
    }
  });

  it("answers 404 for a car the site does not show (another site's)", async () => {
    const res = await postJson(EVENTS_SITE, '/api/events', { event_id: 61, car_id: 9121 }, { ip: '203.0.113.11' });
    expect(res.status).toBe(404);
    expect(await eventOf(res)).toBeNull();
  });

  it("takes them only from the site's own pages: another Origin or no Origin is 403", async () => {
    const body = { event_id: 61, car_id: 9101 };
    const foreign = await postJson(EVENTS_SITE, '/api/events', body, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const noOrigin = await gateway('/api/events', {
      host: `${EVENTS_SITE.slug}.localhost`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.12' },
      body: JSON.stringify(body),
    });
    expect(noOrigin.status).toBe(403);
  });

  it('limits each client with its own budget (the events class)', async () => {
    await atWindowStart();
    const send = () => postJson(EVENTS_SITE, '/api/events', { event_id: 61, car_id: 9101 }, { ip: '203.0.113.99' });
    for (let call = 1; call <= 3; call++) expect((await send()).status).toBe(202);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await eventOf(limited)).toBeNull();
  }, 20_000);
});

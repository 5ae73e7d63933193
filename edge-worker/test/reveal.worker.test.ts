import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from './http';
import { LEAD_GROUP, LEAD_SOLO, postJson, seedLeadFixtures } from './leads-support';

// POST /api/reveal-phone (spec: 000 §4 "Phone reveal", §7 car_id, dealership_id, website_id; event 25).

beforeAll(() => seedLeadFixtures());

interface RevealRow {
  tenant: string;
  car_id: number;
  dealership_id: number;
  website_id: number;
  client: string;
  request_id: string;
}

function reveals(requestId: string | null) {
  return env.DB.prepare('SELECT * FROM phone_reveals WHERE request_id = ?').bind(requestId).all<RevealRow>();
}

const reveal = (site: typeof LEAD_GROUP, body: unknown, ip?: string) =>
  postJson(site, '/api/reveal-phone', body, ip ? { ip } : {});

describe('POST /api/reveal-phone', () => {
  it('answers the number and records the reveal', async () => {
    const res = await reveal(LEAD_GROUP, { car_id: 9101, dealership_id: 9001, website_id: 501 }, '203.0.113.77');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({ phone: '02 9000 0000' });
    const { results } = await reveals(res.headers.get('x-request-id'));
    expect(results).toEqual([
      expect.objectContaining({
        tenant: 'lead-group',
        car_id: 9101,
        dealership_id: 9001,
        website_id: 501,
        client: '203.0.113.77',
      }),
    ]);
    const event = await env.DB.prepare('SELECT event_id, tenant, payload FROM analytics_events WHERE request_id = ?')
      .bind(res.headers.get('x-request-id'))
      .first<{ event_id: number; tenant: string; payload: string }>();
    expect(event).toMatchObject({ event_id: 25, tenant: 'lead-group' });
    expect(JSON.parse(event?.payload ?? '{}')).toEqual({ car_id: 9101, dealership_id: 9001 });
  });

  it("answers the site's number for the car's type first (spec: 001 §6)", async () => {
    const res = await reveal(LEAD_GROUP, { car_id: '9102', dealership_id: '9001', website_id: '501' });
    expect(await json(res)).toEqual({ phone: '02 9000 2222' });
  });

  it("answers 404 'Phone not available' when the site has no number, and records nothing", async () => {
    const res = await reveal(LEAD_SOLO, { car_id: 9121, dealership_id: 9003, website_id: 502 });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ error: 'Phone not available' });
    expect((await reveals(res.headers.get('x-request-id'))).results).toEqual([]);
  });

  it("answers 404 for another site's car and 400 for another site's id or dealership", async () => {
    const foreign = await reveal(LEAD_GROUP, { car_id: 9121, dealership_id: 9003, website_id: 501 });
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toMatchObject({ error: 'Car not found: 9121' });

    const otherSite = await reveal(LEAD_GROUP, { car_id: 9101, dealership_id: 9001, website_id: 502 });
    expect(otherSite.status).toBe(400);
    expect(await json(otherSite)).toMatchObject({ issues: [{ path: 'website_id', message: 'not this site' }] });

    const otherDealer = await reveal(LEAD_GROUP, { car_id: 9101, dealership_id: 9002, website_id: 501 });
    expect(otherDealer.status).toBe(400);
    expect(await json(otherDealer)).toMatchObject({
      issues: [{ path: 'dealership_id', message: "not this car's dealership" }],
    });
  });

  it('names missing and malformed ids', async () => {
    const res = await reveal(LEAD_GROUP, { car_id: 'abc' });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.issues).toEqual([
      { path: 'car_id', message: 'Expected a numeric id.' },
      { path: 'dealership_id', message: 'Expected a numeric id.' },
      { path: 'website_id', message: 'Expected a numeric id.' },
    ]);
  });
});

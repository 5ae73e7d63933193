import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { CONTACT, LEAD_GROUP, postJson, seedLeadFixtures } from './leads-support';

// The CSRF defence (Origin check on state-changing /api calls) and the request body cap, through the
// whole gateway.

beforeAll(() => seedLeadFixtures());

const LEAD = { form: 'trade-in', ...CONTACT, postcode: '2000', dealership_slug: 'alpha-motors' };

async function leadCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE tenant = 'lead-group'").first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

describe('Origin check on state-changing /api calls', () => {
  it('refuses a lead posted from another site with 403 JSON, and stores nothing', async () => {
    const before = await leadCount();
    for (const origin of ['https://evil.test', 'http://lead-solo.localhost', 'null']) {
      const res = await postJson(LEAD_GROUP, '/api/leads', LEAD, { headers: { Origin: origin } });
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ error: expect.stringContaining('Cross-origin request refused') });
    }
    expect(await leadCount()).toBe(before);
  });

  it("accepts the site's own origin, and its other hostnames over https", async () => {
    expect((await postJson(LEAD_GROUP, '/api/leads', LEAD)).status).toBe(201);
    const www = await postJson(LEAD_GROUP, '/api/leads', LEAD, {
      headers: { Origin: 'https://www.lead-group.example.com' },
    });
    expect(www.status).toBe(201);
  });

  it('lets a non-browser caller (no Origin) through, unless it says it is a cross-site fetch', async () => {
    const headers = { 'Content-Type': 'application/json' };
    const body = JSON.stringify(LEAD);
    const curl = await gateway('/api/leads', { host: 'lead-group.localhost', method: 'POST', headers, body });
    expect(curl.status).toBe(201);
    const crossSite = await gateway('/api/leads', {
      host: 'lead-group.localhost',
      method: 'POST',
      headers: { ...headers, 'Sec-Fetch-Site': 'cross-site' },
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(await json(crossSite)).toMatchObject({ error: 'Cross-site request refused (Sec-Fetch-Site: cross-site)' });
  });

  it('leaves reads alone', async () => {
    const read = await gateway('/api/session', {
      host: 'alpha.localhost',
      headers: { Origin: 'https://evil.test' },
    });
    expect(read.status).toBe(200);
    await read.body?.cancel();
  });
});

describe('request body cap (64 KB) on every route', () => {
  const big = JSON.stringify({ ...LEAD, message: 'x'.repeat(70_000) });

  it('refuses a declared oversize body with 413 JSON before reading it', async () => {
    const res = await postJson(LEAD_GROUP, '/api/leads', big);
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ error: 'Request body too large (limit 65536 bytes)', limit: 65_536 });
  });

  it('refuses an oversize chunked body that declares no length', async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096)
          controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const request = new Request('http://lead-group.localhost/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://lead-group.localhost' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const res = await exports.default.fetch(request);
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ limit: 65_536 });
  });

  it('caps bodies outside /api too', async () => {
    const res = await gateway('/cars/alpha-in-stock', { host: 'alpha.localhost', method: 'POST', body: big });
    expect(res.status).toBe(413);
  });
});

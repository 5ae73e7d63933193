import { describe, expect, it } from 'vitest';
import { type CrmLead, createCrmClient } from './crm';

const lead: CrmLead = {
  lead_id: '7d4c9a52-0d3e-4f0a-9a51-0e8f7f3f1c11',
  site: 'harbourcity',
  form: 'enquiry',
  submitted_at: '2026-11-22T00:00:00.000Z',
  car_id: 1,
  dealership_id: 2,
  location_id: 3,
  offer_id: null,
  analytics_event: 15,
  fields: { name: 'Sam' },
};

/** A fetch that records its calls and answers with `answer`. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('createCrmClient', () => {
  it('posts the lead to {CRM_API_URL}/v1/leads with the lead id as idempotency key', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ crm_id: 'crm_1' }, { status: 201 }));
    const result = await createCrmClient({ baseUrl: 'https://crm.example.com/api', fetch }).sendLead(lead);
    expect(result).toEqual({ ok: true, reference: 'crm_1' });
    const [call] = calls;
    expect(call?.url).toBe('https://crm.example.com/api/v1/leads');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Idempotency-Key')).toBe(lead.lead_id);
    expect(await call?.json()).toEqual(lead);
  });

  it('posts an ADF lead as XML to the same endpoint, with the same idempotency key', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ crm_id: 'crm_2' }, { status: 201 }));
    const xml = '<?xml version="1.0"?><adf><prospect/></adf>';
    const result = await createCrmClient({ baseUrl: 'https://crm.example.com/api', fetch }).sendAdf(lead.lead_id, xml);
    expect(result).toEqual({ ok: true, reference: 'crm_2' });
    const [call] = calls;
    expect(call?.url).toBe('https://crm.example.com/api/v1/leads');
    expect(call?.headers.get('Content-Type')).toBe('application/xml');
    expect(call?.headers.get('Idempotency-Key')).toBe(lead.lead_id);
    expect(await call?.text()).toBe(xml);
  });

  it('takes a 200 for a key the CRM already had as delivered', async () => {
    const { fetch } = fakeFetch(() => Response.json({ crm_id: 'crm_1', duplicate: true }));
    expect(await createCrmClient({ baseUrl: 'http://crm.test/', fetch }).sendLead(lead)).toEqual({
      ok: true,
      reference: 'crm_1',
    });
  });

  it('fails with the status and the start of the body when the CRM refuses', async () => {
    const { fetch } = fakeFetch(() => new Response(`{"error":"down"}${'x'.repeat(1000)}`, { status: 503 }));
    const result = await createCrmClient({ baseUrl: 'http://crm.test', fetch }).sendLead(lead);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^CRM answered 503: \{"error":"down"\}x+$/);
    expect(result.error.length).toBeLessThan(400);
  });

  it('fails when a 2xx has no crm_id', async () => {
    const { fetch } = fakeFetch(() => new Response('OK', { status: 200 }));
    expect(await createCrmClient({ baseUrl: 'http://crm.test', fetch }).sendLead(lead)).toEqual({
      ok: false,
      error: 'CRM answered 200 without a crm_id: OK',
    });
  });

  it('fails, never throws, when the CRM is unreachable or slow', async () => {
    const unreachable = fakeFetch(() => Promise.reject(new TypeError('connection refused')));
    expect(await createCrmClient({ baseUrl: 'http://crm.test', fetch: unreachable.fetch }).sendLead(lead)).toEqual({
      ok: false,
      error: 'CRM unreachable: TypeError: connection refused',
    });
    const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    expect(await createCrmClient({ baseUrl: 'http://crm.test', fetch: slow, timeoutMs: 20 }).sendLead(lead)).toEqual({
      ok: false,
      error: 'CRM did not answer within 20 ms',
    });
  });

  it('fails without a usable base URL', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ crm_id: 'x' }));
    expect(await createCrmClient({ baseUrl: undefined, fetch }).sendLead(lead)).toEqual({
      ok: false,
      error: 'CRM_API_URL is not configured',
    });
    expect(await createCrmClient({ baseUrl: 'not a url', fetch }).sendLead(lead)).toEqual({
      ok: false,
      error: 'CRM_API_URL is not a URL: not a url',
    });
    expect(calls).toHaveLength(0);
  });
});

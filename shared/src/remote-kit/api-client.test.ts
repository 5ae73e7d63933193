import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiUpstreamError, callApi } from './api-client';

const TENANT = { host: 'harbourcity.localhost' };
const Answer = z.object({ ok: z.boolean() });

function fakeApi(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  return {
    requests,
    api: {
      fetch: async (request: Request) => {
        requests.push(request);
        return answer(request);
      },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('GETs the path as the site, with the request id', async () => {
    const { api, requests } = fakeApi(() => Response.json({ ok: true, extra: 1 }));
    const answer = await callApi(api, TENANT, { method: 'GET', path: '/api/cars/x' }, Answer, { requestId: 'r-1' });
    expect(answer).toEqual({ ok: true });
    const [request] = requests as [Request];
    expect(request.url).toBe('https://harbourcity.localhost/api/cars/x');
    expect(request.method).toBe('GET');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('x-request-id')).toBe('r-1');
    expect(request.headers.get('content-type')).toBeNull();
  });

  it('POSTs a JSON body', async () => {
    const { api, requests } = fakeApi(() => Response.json({ ok: true }));
    await callApi(api, TENANT, { method: 'POST', path: '/api/search', body: { page: 2 } }, Answer);
    const [request] = requests as [Request];
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ page: 2 });
    expect(request.headers.get('x-request-id')).toBeNull();
  });

  it('answers null for a 404', async () => {
    const { api } = fakeApi(() => Response.json({ error: 'Car not found' }, { status: 404 }));
    expect(await callApi(api, TENANT, { method: 'GET', path: '/api/cars/x' }, Answer)).toBeNull();
  });

  it.each([
    ['a 500', () => new Response('boom', { status: 500 }), 'answered 500'],
    ['a 400', () => Response.json({ error: 'bad' }, { status: 400 }), 'answered 400'],
    ['not JSON', () => new Response('<html>'), 'not what this remote reads'],
    ['another shape', () => Response.json({ ok: 'yes' }), 'not what this remote reads'],
  ])('throws an ApiUpstreamError (502) for %s, and logs it', async (_, answer, message) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi(answer);
    const call = callApi(api, TENANT, { method: 'POST', path: '/api/search', body: {} }, Answer);
    await expect(call).rejects.toBeInstanceOf(ApiUpstreamError);
    await expect(call).rejects.toMatchObject({ status: 502, message: expect.stringContaining(message) });
    expect(log).toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callPartner, partnerUrl } from './partner-http';

const Schema = z.object({ value: z.number() });
const url = new URL('http://partner.test/v1/thing');

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

describe('partnerUrl', () => {
  it('joins a path under the base URL, keeping its own path', () => {
    expect(partnerUrl('http://127.0.0.1:8804', 'v1/valuations')?.href).toBe('http://127.0.0.1:8804/v1/valuations');
    expect(partnerUrl('https://api.example.com/guide/', 'v1/valuations')?.href).toBe(
      'https://api.example.com/guide/v1/valuations',
    );
  });

  it('is null for a missing or broken base URL', () => {
    expect(partnerUrl(undefined, 'v1/x')).toBeNull();
    expect(partnerUrl('not a url', 'v1/x')).toBeNull();
  });
});

describe('callPartner', () => {
  const options = (fetch: typeof globalThis.fetch) => ({
    partner: 'test partner',
    schema: Schema,
    timeoutMs: 200,
    fetch,
  });

  it('answers a 2xx body the schema accepts', async () => {
    const answer = await callPartner(url, {}, options(answering(200, '{"value":3}')));
    expect(answer).toEqual({ kind: 'ok', status: 200, data: { value: 3 } });
  });

  it('keeps another status with its JSON body', async () => {
    const answer = await callPartner(url, {}, options(answering(404, '{"error":"nope"}')));
    expect(answer).toEqual({ kind: 'status', status: 404, body: { error: 'nope' } });
    const html = await callPartner(url, {}, options(answering(502, '<html>bad gateway</html>')));
    expect(html).toEqual({ kind: 'status', status: 502, body: null });
  });

  it('fails on a 2xx outside the contract', async () => {
    const answer = await callPartner(url, {}, options(answering(200, '{"value":"three"}')));
    expect(answer).toMatchObject({
      kind: 'failed',
      error: expect.stringContaining('test partner answered 200 outside its contract'),
    });
    const notJson = await callPartner(url, {}, options(answering(200, 'three')));
    expect(notJson.kind).toBe('failed');
  });

  it('fails when the partner is unreachable', async () => {
    const answer = await callPartner(
      url,
      {},
      options(async () => Promise.reject(new TypeError('connection refused'))),
    );
    expect(answer).toMatchObject({ kind: 'failed', error: expect.stringContaining('test partner unreachable') });
  });

  it('gives up after the timeout', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const answer = await callPartner(url, {}, options(hanging));
    expect(answer).toEqual({ kind: 'failed', error: 'test partner did not answer within 200 ms' });
  });
});

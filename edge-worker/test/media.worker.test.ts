import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index';
import { gateway, json } from './http';

// /media/*: passed through to the media origin at MEDIA_ORIGIN — here the demo's drawing Worker, an
// auxiliary Worker at http://media.simulator.test, reached over the gateway's real fetch path.

beforeAll(() => seedFixtures(env));
afterEach(() => vi.restoreAllMocks());

const DRAWING = '/v1/car/ute/white/ext-1.svg';

/** The same file asked of the media origin directly (the runner's fetch goes through the test router too). */
function fromOrigin(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, env.MEDIA_ORIGIN), init);
}

/** The gateway app on the test bindings with `MEDIA_ORIGIN` replaced. */
async function withOrigin(origin: string, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().fetch(
    new Request(`http://alpha.localhost${path}`),
    { ...env, MEDIA_ORIGIN: origin },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('GET /media/*', () => {
  it("serves the origin's file with its type, caching headers and CSP", async () => {
    const [res, direct] = await Promise.all([gateway(`/media${DRAWING}?w=300`), fromOrigin(`${DRAWING}?w=300`)]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(direct.headers.get('etag'));
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    const body = await res.text();
    expect(body).toMatch(/^<svg /);
    expect(body).toBe(await direct.text());
  });

  it('passes the query on (another width is another drawing)', async () => {
    const [narrow, wide] = await Promise.all([gateway(`/media${DRAWING}?w=300`), gateway(`/media${DRAWING}?w=1200`)]);
    expect(narrow.headers.get('etag')).not.toBe(wide.headers.get('etag'));
    await Promise.all([narrow.body?.cancel(), wide.body?.cancel()]);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await gateway(`/media${DRAWING}`);
    const etag = first.headers.get('etag') ?? '';
    await first.body?.cancel();
    const again = await gateway(`/media${DRAWING}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it("passes the origin's 400 and 404 on as they are", async () => {
    const badWidth = await gateway(`/media${DRAWING}?w=wide`);
    expect(badWidth.status).toBe(400);
    expect(await json(badWidth)).toHaveProperty('error');
    const unknown = await gateway('/media/v2/nothing.svg');
    expect(unknown.status).toBe(404);
    expect(String((await json(unknown)).error)).toMatch(/media paths are/);
  });

  it('needs no site: media is the same for every host', async () => {
    const res = await gateway(`/media${DRAWING}`, { host: 'nobody.example.org' });
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await gateway(`/media${DRAWING}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const post = await gateway(`/media${DRAWING}`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await json(post)).toMatchObject({ error: 'Media is read-only: use GET or HEAD' });
  });

  it('answers 502 JSON when the origin is unreachable or not configured', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const origin of ['http://127.0.0.1:1', 'not a url']) {
      const res = await withOrigin(origin, `/media${DRAWING}`);
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({ error: 'The media origin did not answer' });
    }
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

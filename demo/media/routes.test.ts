import { describe, expect, it } from 'vitest';
import { media } from './routes';
import { rootAttributes, svgProblems } from './svg-check';

describe('media routes', () => {
  it('serves a vehicle drawing as cacheable SVG', async () => {
    const res = await media.request('/v1/car/suv/red/ext-1.svg?w=300');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('ETag')).toMatch(/^"m\d+-[0-9a-f]{8}"$/);
    const svg = await res.text();
    expect(svgProblems(svg)).toEqual([]);
    expect(rootAttributes(svg)).toMatchObject({ width: '300', height: '200' });
    expect(svg).toContain('Red SUV');
  });

  it('serves interiors, spin frames, other item types and unknown bodies', async () => {
    for (const url of [
      '/v1/car/sedan/white/int-1.svg',
      '/v1/car/ute/silver/spin-35.svg',
      '/v1/motorcycle/motorcycle/black/ext-2.svg',
      '/v1/truck/truck/blue/ext-3.svg',
      '/v1/caravan/caravan/white/int-3.svg',
      '/v1/car/batmobile/teal/ext-1.svg?q=20',
    ]) {
      const res = await media.request(url);
      expect(res.status, url).toBe(200);
      expect(svgProblems(await res.text()), url).toEqual([]);
    }
  });

  it('gives one ETag per drawing and answers 304 when it matches', async () => {
    const etag = (await media.request('/v1/car/suv/red/ext-1.svg')).headers.get('ETag') as string;
    expect((await media.request('/v1/car/suv/red/ext-1.svg?w=600&q=100')).headers.get('ETag')).toBe(etag);
    expect((await media.request('/v1/car/suv/red/ext-1.svg?w=300')).headers.get('ETag')).not.toBe(etag);
    expect((await media.request('/v1/car/suv/teal/ext-1.svg')).headers.get('ETag')).toBe(
      (await media.request('/v1/car/suv/grey/ext-1.svg')).headers.get('ETag'),
    );
    const revalidated = await media.request('/v1/car/suv/red/ext-1.svg', {
      headers: { 'If-None-Match': `W/"x", ${etag}` },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('ETag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
  });

  it('answers HEAD without a body', async () => {
    const res = await media.request('/v1/car/suv/red/ext-1.svg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it.each([
    ['/v1/car/suv/red/ext-1.svg?w=10', /^w must be/],
    ['/v1/car/suv/red/ext-1.svg?w=big', /^w must be/],
    ['/v1/car/suv/red/ext-1.svg?q=0', /^q must be/],
    ['/v1/logo/toyota.svg?text=', /^text must not be empty/],
  ])('answers 400 JSON naming the parameter for %s', async (url, message) => {
    const res = await media.request(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
  });

  it.each([
    '/v1/boat/suv/red/ext-1.svg',
    '/v1/car/suv/red/ext-9.svg',
    '/v1/car/suv/red/spin-36.svg',
    '/v1/car/suv/red/ext-1.png',
    '/v1/car/suv/red',
    '/v2/car/suv/red/ext-1.svg',
    '/v1/logo/toyota.png',
    '/anything',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await media.request(url);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Not found/);
  });

  it('serves logos with the wordmark text escaped', async () => {
    const res = await media.request(
      `/v1/logo/tenant-harbourcity.svg?text=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const plain = await (await media.request('/v1/logo/tenant-harbourcity.svg')).text();
    expect(plain).toContain('>Harbourcity</text>');
  });

  it('works mounted under /media', async () => {
    const { Hono } = await import('hono');
    const app = new Hono().route('/media', media);
    expect((await app.request('/media/v1/car/hatch/blue/spin-00.svg')).status).toBe(200);
    expect((await app.request('/media/v1/logo/mazda.svg')).status).toBe(200);
    expect((await app.request('/media/nope')).status).toBe(404);
  });
});

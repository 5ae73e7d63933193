import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { canonicalPagePath, trailingSlash } from './index';

describe('canonicalPagePath (spec: 000 §2 links /book-test-drive/, 001 §2 names /book-test-drive)', () => {
  it.each([
    ['/book-test-drive/', '/book-test-drive'],
    ['/search/used-cars//', '/search/used-cars'],
    ['/contact-us/harbour-city-toyota/', '/contact-us/harbour-city-toyota'],
  ])('drops the trailing slash of %j', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each(['/', '/book-test-drive', '//evil.example/', '/a//b/', '/\\evil.example/'])(
    'leaves %j alone (the home page, a canonical path, or one that could leave the site)',
    (path) => {
      expect(canonicalPagePath(path)).toBeNull();
    },
  );
});

describe('trailingSlash', () => {
  const app = new Hono<AppEnv>();
  app.use(trailingSlash());
  app.all('*', (c) => c.text(`reached ${c.req.path}`));

  it('redirects a page read with a trailing slash permanently, keeping its query', async () => {
    const res = await app.request('/book-test-drive/?car=2021-hilux');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/book-test-drive?car=2021-hilux');
  });

  it('leaves the API, other methods and canonical paths to their routes', async () => {
    expect(await (await app.request('/api/search/')).text()).toBe('reached /api/search/');
    expect(await (await app.request('/book-test-drive/', { method: 'POST' })).text()).toBe('reached /book-test-drive/');
    expect(await (await app.request('/book-test-drive')).text()).toBe('reached /book-test-drive');
  });
});

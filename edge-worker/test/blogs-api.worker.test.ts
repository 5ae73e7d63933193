import { env } from 'cloudflare:workers';
import { blogPostsFor, blogsKey } from '@forecourt/demo/seed/blogs';
import { BlogListSchema } from '@forecourt/shared';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gateway, json } from './http';

// GET /api/blogs inside workerd with the real KV: the site's seeded blog posts for a make (issue 6).

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(blogsKey('alpha'), JSON.stringify(blogPostsFor('alpha')));
  await env.TENANTS.put(blogsKey('bravo'), '{not json');
});

afterEach(() => vi.restoreAllMocks());

async function blogs(query: string, host = 'alpha.localhost') {
  const res = await gateway(`/api/blogs${query}`, { host });
  return { res, body: res.status === 200 ? BlogListSchema.parse(await res.json()) : await json(res) };
}

describe('GET /api/blogs', () => {
  it("answers the make's posts first, then general ones, newest first, up to the limit", async () => {
    const { res, body } = await blogs('?make=Toyota&limit=4');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body).toEqual({
      blogs: [
        expect.objectContaining({ href: '/blog/towing-with-a-hilux', date: '2026-10-14' }),
        expect.objectContaining({ href: '/blog/rav4-hybrid-real-world-economy' }),
        expect.objectContaining({ href: '/blog/five-checks-before-buying-used' }),
        expect.objectContaining({ href: '/blog/drive-away-price-explained' }),
      ],
    });
  });

  it('answers 3 cards by default, and general posts for a make with none of its own', async () => {
    const { body } = await blogs('?make=Tesla');
    expect(BlogListSchema.parse(body).blogs.map((card) => card.href)).toEqual([
      '/blog/five-checks-before-buying-used',
      '/blog/drive-away-price-explained',
      '/blog/finance-pre-approval',
    ]);
  });

  it('answers no cards for a site without blog posts, and logs posts it cannot read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await blogs('?make=Toyota', 'bravo.localhost')).body).toEqual({ blogs: [] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('blog posts unreadable'));
    expect((await blogs('?make=Toyota', 'charlie.localhost')).body).toEqual({ blogs: [] });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=13', 'limit'],
    ['limit=two', 'limit'],
    [`make=${'x'.repeat(101)}`, 'make'],
  ])('answers 400 JSON naming the problem for %s', async (query, field) => {
    const { res, body } = await blogs(`?${query}`);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ error: expect.any(String) });
    expect(JSON.stringify(body)).toContain(field);
  });
});

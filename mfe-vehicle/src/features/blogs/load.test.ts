import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOGS_TIMEOUT_MS, blogCardView, loadBlogCards } from './load';

const card = {
  href: '/blog/towing-with-a-hilux',
  heading: 'Towing with a HiLux',
  image: '/media/v1/car/ute/white/ext-2.svg?w=320',
  description: 'Braked towing capacity, ball weight and the gear that keeps your trailer legal on Australian roads.',
  date: '2026-10-14',
};

function source(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = {
    fetch: async (request: Request) => {
      requests.push(request);
      return answer(request);
    },
  };
  return { source: { api, tenant: { host: 'harbourcity.localhost' }, requestId: 'req-1' }, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('blogCardView', () => {
  it('formats the date and cuts the description at 80 characters', () => {
    expect(blogCardView(card)).toEqual({
      ...card,
      description: 'Braked towing capacity, ball weight and the gear that keeps your trailer legal\u2026',
      date: '14/10/2026',
      isoDate: '2026-10-14',
    });
  });
});

describe('loadBlogCards', () => {
  it("asks the site's API for 3 cards of the make", async () => {
    const { source: blogSource, requests } = source(() => Response.json({ blogs: [card] }));
    expect(await loadBlogCards(blogSource, 'Mercedes-Benz')).toEqual([blogCardView(card)]);
    expect(requests[0]?.url).toBe('https://harbourcity.localhost/api/blogs?make=Mercedes-Benz&limit=3');
    expect(requests[0]?.headers.get('x-request-id')).toBe('req-1');
  });

  it('asks once per make while the answer may be kept (the API allows 5 minutes)', async () => {
    const { source: blogSource, requests } = source(() => Response.json({ blogs: [card] }));
    await loadBlogCards(blogSource, 'Toyota');
    expect(await loadBlogCards(blogSource, 'Toyota')).toEqual([blogCardView(card)]);
    await loadBlogCards(blogSource, 'Mazda');
    expect(requests.map((request) => new URL(request.url).searchParams.get('make'))).toEqual(['Toyota', 'Mazda']);
  });

  it('gives no cards, logged, when the API fails or answers something else', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadBlogCards(source(() => new Response('down', { status: 503 })).source, 'Toyota')).toEqual([]);
    expect(await loadBlogCards(source(() => Response.json({ posts: [] })).source, 'Toyota')).toEqual([]);
    expect(log).toHaveBeenCalledWith('[fc] blog cards failed; the page goes without them', expect.anything());
  });

  it('gives no cards, logged, when the API is slower than the timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slow = source(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(Response.json({ blogs: [card] })), BLOGS_TIMEOUT_MS + 200),
        ),
    );
    expect(await loadBlogCards(slow.source, 'Toyota')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('took longer than'));
  });
});

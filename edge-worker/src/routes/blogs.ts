import type { BlogList } from '@forecourt/shared';
import { siteBlogPosts } from '@forecourt/shared/server-kit/blogs';
import { blogsForMake, MAX_BLOG_CARDS, VEHICLE_PAGE_BLOG_COUNT } from '@forecourt/shared/vehicle/blogs';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';

// The blog JSON API: `GET /api/blogs?make=&limit=`, the site's blog cards for a make (its own posts
// first, then general ones, newest first; shared `blogsForMake`). The vehicle page loads it for its
// blog section (issue 6).

/** The query: an optional make (as the car names it) and how many cards, 1 to 12 (default 3). */
export const BlogQuerySchema = z.object({
  make: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_BLOG_CARDS).default(VEHICLE_PAGE_BLOG_COUNT),
});

/**
 * `/api/blogs`, mounted with `app.route('/api/blogs', blogs)`.
 *
 * @example GET /api/blogs?make=Toyota&limit=3 → { blogs: [{ href, heading, image, description, date }, …] }
 */
export const blogs = new Hono<AppEnv>();

blogs.get(
  '/',
  validator('query', (value) => BlogQuerySchema.parse(value)),
  async (c) => {
    const { make, limit } = c.req.valid('query');
    const posts = await siteBlogPosts(c.env.TENANTS, c.get('tenant').slug);
    const body: BlogList = { blogs: blogsForMake(posts, make, limit) };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  },
);

import { z } from 'zod';
import { type BlogPost, BlogPostSchema } from '../domain';
import { readKvJson } from './kv-json';

// A site's blog posts, from the TENANTS namespace under `blogs:<tenant slug>` (the seed writes them;
// demo/seed/blogs.ts). Missing: the site has no blog. Unreadable: logged, no posts.

const BlogPostsSchema = z.array(BlogPostSchema);

/**
 * The site's blog posts; an empty list when it has none or they cannot be read (logged).
 * @example const posts = await siteBlogPosts(c.env.TENANTS, tenant.slug);
 */
export async function siteBlogPosts(kv: KVNamespace, tenantSlug: string): Promise<BlogPost[]> {
  const read = await readKvJson(kv, `blogs:${tenantSlug}`, BlogPostsSchema);
  if (read.kind === 'found') return read.value;
  if (read.kind === 'invalid') {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'blog posts unreadable',
        tenant: tenantSlug,
        issues: read.issues.length,
      }),
    );
  }
  return [];
}

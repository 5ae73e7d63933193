import type { BlogCard, BlogPost } from '../schemas/content';

// Which blog posts the vehicle page shows (issue 6 "blogs … relevant to the car (make/model) per
// site"; spec 001 §3 "Blog card", §9 "Blog description at 80").

/** How many blog cards the vehicle page asks for. */
export const VEHICLE_PAGE_BLOG_COUNT = 3;

/** The most blog cards one request may ask for. */
export const MAX_BLOG_CARDS = 12;

/** spec: 001 §9 "Blog description at 80". */
export const BLOG_DESCRIPTION_LIMIT = 80;

/**
 * A site's posts for a car's make: the make's own posts first, then posts about any car, each group
 * newest first; at most `limit`. Makes compare case-insensitively; without a make, only general posts.
 * @example blogsForMake(posts, 'Toyota', 3).map((post) => post.heading) // ['Towing with a HiLux', …, 'Five checks before you buy used']
 */
export function blogsForMake(posts: readonly BlogPost[], make: string | undefined, limit: number): BlogCard[] {
  const wanted = make?.trim().toLowerCase();
  const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date);
  const own = wanted ? posts.filter((post) => post.make?.toLowerCase() === wanted).sort(newestFirst) : [];
  const general = posts.filter((post) => post.make === null).sort(newestFirst);
  return [...own, ...general].slice(0, Math.max(0, limit)).map(({ make: _, ...card }) => card);
}

/**
 * A site's newest posts, whatever make they are about (the home page's blog cards); at most `limit`.
 * @example newestBlogs(posts, 3).map((post) => post.date) // ['2026-10-14', '2026-09-30', '2026-09-02']
 */
export function newestBlogs(posts: readonly BlogPost[], limit: number): BlogCard[] {
  return [...posts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, Math.max(0, limit))
    .map(({ make: _, ...card }) => card);
}

/**
 * A blog card's description cut to 80 characters at a word, with an ellipsis when cut.
 * @example blogDescription('A'.repeat(100)).length // 81
 */
export function blogDescription(description: string, limit: number = BLOG_DESCRIPTION_LIMIT): string {
  const text = description.trim().replace(/\s+/g, ' ');
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}\u2026`;
}

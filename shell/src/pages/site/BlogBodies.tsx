import type { BlogCard } from '@forecourt/shared';
import { formatDate } from '@forecourt/shared/format/date';

// The site's blog (spec: 001 §3 "Blog card: href, heading, image, description, date"): the list of
// cards at /blog and one post at /blog/{slug}, where the vehicle page's blog cards lead.

/**
 * The blog's cards: the list of `/blog` (headings at level 2), or the home page's newest few, under
 * that section's own heading (level 3).
 * @example <BlogList posts={posts} />
 */
export function BlogList({ posts, headingLevel = 2 }: { posts: readonly BlogCard[]; headingLevel?: 2 | 3 }) {
  if (posts.length === 0) return <p>No posts yet. Please check back soon.</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="fc-blog-list">
      {posts.map((post) => (
        <li key={post.href} className="fc-blog-card">
          {post.image ? <img src={post.image} alt="" width={320} height={213} loading="lazy" /> : null}
          <Heading>
            <a href={post.href}>{post.heading}</a>
          </Heading>
          <p className="fc-blog-card__date">{formatDate(post.date)}</p>
          <p>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The body of `/blog/{slug}`.
 * @example <BlogPostBody post={post} />
 */
export function BlogPostBody({ post }: { post: BlogCard }) {
  return (
    <article className="fc-container fc-page fc-site-page">
      <p>
        <a href="/blog">Blog</a>
      </p>
      <h1 className="fc-message__title">{post.heading}</h1>
      <p className="fc-blog-card__date">{formatDate(post.date)}</p>
      {post.image ? <img className="fc-blog-post__image" src={post.image} alt="" width={640} height={427} /> : null}
      <p className="fc-prose">{post.description}</p>
      <div className="fc-actions">
        <a className="fc-button fc-button--primary" href="/search">
          Search our vehicles
        </a>
      </div>
    </article>
  );
}

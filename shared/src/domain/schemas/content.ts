import { z } from 'zod';

// spec: 000 §3 "Brand entry", 001 §3 "Slide" and "Blog card".

export const BrandEntrySchema = z.object({
  title: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  description: z.string().nullable(),
  /** When true the brand tile is shown but has no page of its own. */
  skipPage: z.boolean(),
});
export type BrandEntry = z.infer<typeof BrandEntrySchema>;

export const SlideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  hide_overlay: z.boolean(),
});
export type Slide = z.infer<typeof SlideSchema>;

export const BlogCardSchema = z.object({
  href: z.string(),
  heading: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  date: z.string(),
});
export type BlogCard = z.infer<typeof BlogCardSchema>;

/** A blog post as a site stores it: its card (`date` an ISO date) and the make it is about (null: any car). */
export const BlogPostSchema = BlogCardSchema.extend({ make: z.string().min(1).nullable() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** `GET /api/blogs?make=&limit=` → 200: the site's blog cards for a make, newest first (vehicle page "blogs"). */
export const BlogListSchema = z.object({ blogs: z.array(BlogCardSchema) });
export type BlogList = z.infer<typeof BlogListSchema>;

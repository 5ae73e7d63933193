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

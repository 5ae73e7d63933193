import { z } from 'zod';

// spec: 001 §3 "Review".

export const ReviewSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  customer_name: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  review_date: z.string(),
  reply_text: z.string().nullable(),
  reply_date: z.string().nullable(),
  created_at_time_ago_in_words: z.string(),
  image: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

import { z } from 'zod';

// spec: 001 §3 "Make" (a static list of about 140 makes) and "Model".

export const MakeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.object({ url: z.string() }).nullable(),
});
export type Make = z.infer<typeof MakeSchema>;

export const ModelSchema = z.object({
  id: z.number().int(),
  make_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  override_url: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  cloudfront_new_image_url: z.string().nullable(),
  manufacturer_body: z.string().nullable(),
  manufacturer_body2: z.string().nullable(),
  manufacturer_body3: z.string().nullable(),
  status: z.enum(['active', 'discontinued']),
});
export type Model = z.infer<typeof ModelSchema>;

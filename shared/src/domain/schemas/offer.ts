import { z } from 'zod';

// spec: 001 §3 "Offer".

export const OfferSchema = z.object({
  id: z.number().int(),
  dealership_id: z.number().int(),
  /** The dealership's slug, as the site's reads join it (absent in a stored document): where its enquiries go. */
  dealership_slug: z.string().optional(),
  name: z.string(),
  description: z.string(),
  sanitized_description: z.string(),
  disclaimer: z.string(),
  category: z.string(),
  price: z.number().nullable(),
  manufacturer: z.object({ name: z.string(), slug: z.string() }),
  model: z.object({
    name: z.string(),
    slug: z.string(),
    override_url: z.string().nullable(),
  }),
  image_url: z.string().nullable(),
  image_or_model_image: z.string().nullable(),
  excluded_website_ids: z.array(z.number().int()),
  /** First day the offer runs ('yyyy-MM-dd'); null: already running. Issue 15: offers have a validity window. */
  starts_at: z.string().nullable().default(null),
  /** Last day the offer runs ('yyyy-MM-dd'); null: until withdrawn. */
  expires_at: z.string().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

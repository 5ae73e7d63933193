import { z } from 'zod';

// spec: 001 §3 "Dealership".

export const DealershipSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  address: z.object({
    city: z.string(),
    state: z.string(),
    place_url: z.string().nullable(),
  }),
  /** Ids of the dealership's locations. */
  locations: z.array(z.number().int()),
  url: z.string().nullable(),
  /** The franchise make for a single-brand dealership; null for multi-brand. */
  make: z.string().nullable(),
  logo: z.string().nullable(),
  /** Slugs of the dealer websites (tenants) this dealership appears on. */
  dealership_websites: z.array(z.string()),
  manufacturer_id: z.number().int().nullable(),
  /** Per-dealership overrides of the tenant configuration (e.g. sold visible days). */
  config_overrides: z.record(z.string(), z.unknown()),
});
export type Dealership = z.infer<typeof DealershipSchema>;

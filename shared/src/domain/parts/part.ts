import { z } from 'zod';

// One part or accessory of a site's catalogue (issue 15 "Parts": a seeded parts catalogue per site), as
// the D1 `parts` table stores it (its `doc`) and the parts API answers it.

/** A part: the site's own catalogue entry, priced in whole dollars including GST. */
export const PartSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  part_number: z.string().min(1),
  category: z.string().min(1),
  /** The makes and models it fits, as shown ("Toyota HiLux", "Universal"). */
  fits: z.array(z.string().min(1)),
  price: z.number().int().nonnegative(),
  description: z.string(),
  image: z.object({ url: z.string().min(1), alt: z.string() }),
});
export type Part = z.infer<typeof PartSchema>;

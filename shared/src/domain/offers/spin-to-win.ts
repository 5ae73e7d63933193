import { z } from 'zod';
import { contactFields } from '../leads/fields';

// Spin to Win (spec: 001 §2 routes "/spin-to-win", sign-in type spin-to-win; §6 "site-specific [gated
// routes] such as … spin-to-win"): a promotion a dealer switches on, whose page is gated on its site. The
// documents name no more of it; what is built is the platform's: the site lists its prizes, each signed-in
// shopper spins the wheel once per site, the prize is drawn on the server by its weight, kept, and sent to
// the dealer as an enquiry (so the CRM knows whom to give what), and the page shows the prize won.

/** The page's path. */
export const SPIN_TO_WIN_PATH = '/spin-to-win';
/** Its API: `POST` spins, `GET` reads the shopper's spin. */
export const SPIN_TO_WIN_API_PATH = '/api/spin-to-win';
/** The enquiry's subcategory that tells the dealer a lead is a prize to give (under General Enquiry). */
export const SPIN_TO_WIN_SUBCATEGORY = 'Spin to Win';
/** The most prizes a wheel shows: each segment keeps room for its label. */
export const SPIN_TO_WIN_MAX_PRIZES = 12;
/** A prize's label, short enough to fit its segment. */
export const SPIN_TO_WIN_PRIZE_MAX = 40;

/** One prize on the wheel; a larger weight is drawn more often. */
export const SpinPrizeSchema = z.object({
  label: z.string().trim().min(1).max(SPIN_TO_WIN_PRIZE_MAX),
  weight: z.number().int().min(1).max(1000).default(1),
});
export type SpinPrize = z.infer<typeof SpinPrizeSchema>;

/** A site's Spin to Win (tenant config `spinToWin`; the `spinToWin` feature flag switches it on). */
export const SpinToWinConfigSchema = z.object({
  heading: z.string().min(1).max(80).default('Spin to Win'),
  /** What the page says above the wheel. */
  intro: z.string().min(1).max(300).default('Spin the wheel once to win a prize from us.'),
  prizes: z
    .array(SpinPrizeSchema)
    .min(2)
    .max(SPIN_TO_WIN_MAX_PRIZES)
    .refine((prizes) => new Set(prizes.map((prize) => prize.label)).size === prizes.length, 'prize labels must differ'),
});
export type SpinToWinConfig = z.infer<typeof SpinToWinConfigSchema>;

/**
 * The prize a draw picks: `random` in [0, 1) falls in a prize's share of the total weight.
 *
 * @example drawPrize([{ label: 'Fuel card', weight: 3 }, { label: 'Tint', weight: 1 }], 0.8) // { label: 'Tint', weight: 1 }
 */
export function drawPrize(prizes: readonly SpinPrize[], random: number): SpinPrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let point = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total;
  for (const prize of prizes) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return prizes[prizes.length - 1] as SpinPrize;
}

/**
 * The degrees the wheel turns clockwise so the middle of the prize's segment (equal segments, the first
 * starting at the top, clockwise) ends under the pointer at the top: whole turns first, so it is seen to spin.
 *
 * @example wheelTurnFor(4, 1) // 1305 (3 turns, then 225°: the second quarter's middle, 135°, comes to the top)
 */
export function wheelTurnFor(segments: number, index: number, turns = 3): number {
  const segment = 360 / segments;
  const middle = index * segment + segment / 2;
  return turns * 360 + ((360 - middle) % 360);
}

/** The message the dealer's enquiry carries, naming the prize. */
export function spinLeadMessage(prize: string): string {
  return `Spin to Win prize: ${prize}`;
}

/**
 * `POST /api/spin-to-win`: who the dealer gives the prize to (the phone is the signed-in shopper's) and
 * where it is claimed (required on a site of several dealerships, as every enquiry's dealership is).
 */
export const SpinRequestSchema = z.strictObject({
  name: contactFields.name,
  last_name: contactFields.last_name,
  email: contactFields.email,
  dealership_slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a dealership slug')
    .max(100)
    .optional(),
});
export type SpinRequest = z.infer<typeof SpinRequestSchema>;

/** → 201 (this spin) or 200 (the shopper's earlier one): the prize and the enquiry that carries it. */
export const SpinResponseSchema = z.object({
  lead_id: z.string().uuid(),
  prize: z.string(),
  created_at: z.string(),
});
export type SpinResponse = z.infer<typeof SpinResponseSchema>;

/** What the Spin to Win page shows: the site's wheel, its dealerships (where a prize is collected), a spin. */
export interface SpinToWinPageLoad {
  config: SpinToWinConfig;
  dealerships: { slug: string; name: string }[];
  spin: SpinResponse | null;
}

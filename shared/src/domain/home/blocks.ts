import { z } from 'zod';
import { CollapsibleSectionSchema, HomeSectionBlockSchema } from '../content/section';
import { SlideSchema } from '../schemas/content';

// The home page's blocks: which ones a dealer shows and in which order (spec: 001 §1 "sliders", §3 Slide;
// issue 19). The shell renders its own blocks from the tenant and the site's stock; a fragment block is
// asked of the remote that serves it, in parallel with the others, each with its timeout and fallback.

/**
 * Blocks the shell renders itself: the hero (with the site's slides), the stock search box, the latest
 * cars, a plain list of the site's locations (for a dealer that wants it instead of the locations
 * remote's carousel), the site's newest blog cards, its feature banner and the sales counter.
 */
export const HOME_SHELL_BLOCKS = [
  'hero',
  'searchBox',
  'latestCars',
  'locations',
  'blogCards',
  'featureBanner',
  'salesCounter',
] as const;
export type HomeShellBlock = (typeof HOME_SHELL_BLOCKS)[number];

export const HomeBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shell'), block: z.enum(HOME_SHELL_BLOCKS) }),
  z.object({
    kind: z.literal('fragment'),
    /** The remote's container name, e.g. `mfe_finance`. */
    remote: z.string().regex(/^mfe_[a-z0-9_]+$/),
    /** The fragment it serves, e.g. `BudgetFinder`; it renders from the tenant alone. */
    fragment: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  }),
  // The dealer's own content (a guide, a notice), plain or collapsible (spec: 000 §2 "collapsible sections").
  HomeSectionBlockSchema,
]);
export type HomeBlock = z.infer<typeof HomeBlockSchema>;

/** A fragment block of the home page. */
export type HomeFragmentBlock = Extract<HomeBlock, { kind: 'fragment' }>;

/**
 * The blocks a dealer gets unless it says otherwise: the hero and the stock search box, the budget
 * finder, the latest cars, the brand and body pickers and the offers, then the locations and their
 * reviews (below the fold). The blog cards, feature banner and sales counter are for a dealer to add.
 */
export const DEFAULT_HOME_BLOCKS: readonly HomeBlock[] = [
  { kind: 'shell', block: 'hero' },
  { kind: 'shell', block: 'searchBox' },
  { kind: 'fragment', remote: 'mfe_finance', fragment: 'BudgetFinder' },
  { kind: 'shell', block: 'latestCars' },
  { kind: 'fragment', remote: 'mfe_offers', fragment: 'BrandPicker' },
  { kind: 'fragment', remote: 'mfe_offers', fragment: 'BodyPicker' },
  { kind: 'fragment', remote: 'mfe_offers', fragment: 'OffersCarousel' },
  { kind: 'fragment', remote: 'mfe_locations', fragment: 'LocationsCarousel' },
  { kind: 'fragment', remote: 'mfe_locations', fragment: 'ReviewsSummary' },
];

/** How many of the site's newest blog posts the home page's blog block shows. */
export const HOME_BLOG_CARD_COUNT = 3;

/**
 * A dealer's feature banner (spec: 000 §2 "Other blocks: … feature banner"): a heading, a line of text
 * and one call to action to a page of the site.
 */
export const FeatureBannerSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1),
  /** A path on the site (`/finance`), never another origin. */
  href: z.string().regex(/^\/(?!\/)/),
  ctaLabel: z.string().min(1),
  /** More about the offer, a disclosure under the text (spec: 001 §4 "Collapsible banner detail"). */
  detail: CollapsibleSectionSchema.optional(),
});
export type FeatureBanner = z.infer<typeof FeatureBannerSchema>;

export const HomeConfigSchema = z.object({
  /** The hero's slides, in order; none: the hero shows the site's name and its stock entry links only. */
  slides: z.array(SlideSchema).default([]),
  /** The `featureBanner` block's content; without it that block is left out. */
  featureBanner: FeatureBannerSchema.optional(),
  blocks: z.array(HomeBlockSchema).default(() => [...DEFAULT_HOME_BLOCKS]),
});
export type HomeConfig = z.infer<typeof HomeConfigSchema>;

/**
 * A block's key: its shell name, `remote/fragment`, or `section:` and the section's heading (its HTML
 * when it has none).
 * @example homeBlockKey({ kind: 'fragment', remote: 'mfe_finance', fragment: 'BudgetFinder' }) // → 'mfe_finance/BudgetFinder'
 */
export function homeBlockKey(block: HomeBlock): string {
  if (block.kind === 'shell') return block.block;
  if (block.kind === 'fragment') return `${block.remote}/${block.fragment}`;
  return `section:${block.heading ?? block.html}`;
}

/** The blocks to render, and the fragment blocks left out with why. */
export interface HomeBlockPlan {
  blocks: HomeBlock[];
  skipped: { block: HomeFragmentBlock; reason: string }[];
}

/**
 * Which configured blocks the page renders: each block once (the first time it is named), and a
 * fragment block only where its remote declares that fragment — a dealer's list may name a fragment
 * a remote does not serve (yet, or any more); that block is left out and reported, never an error.
 *
 * @example planHomeBlocks(tenant.home.blocks, (remote, fragment) => declares(remote, fragment)).blocks
 */
export function planHomeBlocks(
  configured: readonly HomeBlock[],
  declares: (remote: string, fragment: string) => boolean,
): HomeBlockPlan {
  const seen = new Set<string>();
  const plan: HomeBlockPlan = { blocks: [], skipped: [] };
  for (const block of configured) {
    const key = homeBlockKey(block);
    if (seen.has(key)) continue;
    seen.add(key);
    if (block.kind === 'fragment' && !declares(block.remote, block.fragment)) {
      plan.skipped.push({ block, reason: `${block.remote} declares no fragment ${block.fragment}` });
      continue;
    }
    plan.blocks.push(block);
  }
  return plan;
}

import type { FragmentSiteSettings } from '@forecourt/shared';

// The promo card of the result grid (spec: 000 §2 "optionally with a promo card inserted at configured
// positions, on one site with a random offset; also a carousel variant"; 001 §2 "Card call-to-action
// position 8 or 9"). Pure: the random draw is passed in, once per page view, so the server and the
// browser place the card in the same cells.

/** How far a random offset moves the promo: 0 or 1 cells (spec: 001 §2 "position 8 or 9"). */
export const PROMO_RANDOM_OFFSET_MAX = 1;

/** One slide of the carousel variant (spec: 001 §3 "Slide"). */
export interface PromoSlideView {
  id: number;
  name: string;
  description: string | null;
  url: string | null;
  hideOverlay: boolean;
}

/** The promo card as the listing renders it, and the 1-based grid cells it takes on this page view. */
export interface PromoPlacement {
  variant: 'grid' | 'carousel';
  title: string;
  href: string;
  slides: PromoSlideView[];
  positions: number[];
}

/**
 * Where the site's promo card goes on this page view: its positions moved on by the random offset
 * (0 or 1, drawn with `random`) when the site asks for one. Null when the site has no promo card
 * (no positions, a grid card without a title, or a carousel without slides).
 * @example promoPlacement({ positions: [8], randomOffset: true, … }, () => 0.9)?.positions // [9]
 */
export function promoPlacement(
  config: FragmentSiteSettings['promoCards'],
  random: () => number,
): PromoPlacement | null {
  if (config.positions.length === 0) return null;
  if (config.variant === 'grid' && config.title.trim() === '') return null;
  if (config.variant === 'carousel' && config.slides.length === 0) return null;
  const offset = config.randomOffset ? Math.min(PROMO_RANDOM_OFFSET_MAX, Math.floor(random() * 2)) : 0;
  const positions = [...new Set(config.positions.map((position) => position + offset))].sort((a, b) => a - b);
  return {
    variant: config.variant,
    title: config.title.trim(),
    href: config.href,
    slides: config.slides.map((slide) => ({
      id: slide.id,
      name: slide.name,
      description: slide.description,
      url: slide.url,
      hideOverlay: slide.hide_overlay,
    })),
    positions,
  };
}

/** A cell of the result grid: a car, or the promo card (keyed by the cell it takes). */
export type ListingItem<T> = { kind: 'car'; card: T } | { kind: 'promo'; position: number };

/**
 * The grid's cells: the cards in order, with the promo card at each position (1-based, counting the
 * cells before it, promos included). A position past the end of the cards plus one is skipped, so the
 * promo never stands alone after a short page.
 * @example withPromo([a, b, c], [2]) // [car a, promo, car b, car c]
 */
export function withPromo<T>(cards: readonly T[], positions: readonly number[]): ListingItem<T>[] {
  const items: ListingItem<T>[] = cards.map((card) => ({ kind: 'car', card }));
  for (const position of [...positions].sort((a, b) => a - b)) {
    const index = position - 1;
    if (index > items.length || cards.length === 0) continue;
    items.splice(index, 0, { kind: 'promo', position });
  }
  return items;
}

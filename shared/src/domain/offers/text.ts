import {
  type DealerCommentNode,
  dealerCommentsTextLength,
  sanitiseDealerComments,
  truncateDealerComments,
} from '../vehicle/dealer-comments';
import { OFFER_DESCRIPTION_EXPAND_OVER, OFFER_DESCRIPTION_TRUNCATE, OFFER_DISCLAIMER_TRUNCATE } from './constants';

// An offer's description and disclaimer as a card shows them (spec: 001 §2 "Offers" View more/less and
// View full disclaimer, §4 "Offer description truncates to 160 characters and disclaimer to 200 until
// expanded", §9). The description is the dealer's HTML, so it goes through the sanitiser dealer comments
// use (a safe tree, never raw HTML); the disclaimer is plain text.

/** A description: the whole safe tree, and the cut one when it is long enough to need View more. */
export interface OfferDescriptionView {
  full: DealerCommentNode[];
  /** Null when the whole description is shown at once (it has no more than 200 characters). */
  short: DealerCommentNode[] | null;
}

/** A disclaimer: the whole text, and the cut one when it is over 200 characters. */
export interface OfferDisclaimerView {
  full: string;
  /** Null when the disclaimer fits. */
  short: string | null;
}

/**
 * Text cut to at most `limit` characters, ellipsis included, at a word boundary when one is near.
 * @example truncateText('Offer ends soon at participating dealers', 16) // 'Offer ends soon…'
 */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > 0 && lastSpace > limit - 20 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}\u2026`;
}

/**
 * The card's description: sanitised; over 200 characters, also cut to 160 for the first view.
 * @example offerDescriptionView('<p>Drive away <script>x()</script>today</p>').short // null
 */
export function offerDescriptionView(html: string): OfferDescriptionView {
  const full = sanitiseDealerComments(html);
  if (dealerCommentsTextLength(full) <= OFFER_DESCRIPTION_EXPAND_OVER) return { full, short: null };
  return { full, short: truncateDealerComments(full, OFFER_DESCRIPTION_TRUNCATE - 1) };
}

/**
 * The card's disclaimer: over 200 characters, also cut to 200 for the first view.
 * @example offerDisclaimerView('See dealer for details.').short // null
 */
export function offerDisclaimerView(text: string): OfferDisclaimerView {
  const full = text.trim();
  return {
    full,
    short: full.length > OFFER_DISCLAIMER_TRUNCATE ? truncateText(full, OFFER_DISCLAIMER_TRUNCATE) : null,
  };
}

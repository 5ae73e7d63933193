import type { Car } from '@forecourt/shared';
import {
  type DealerCommentNode,
  sanitiseDealerComments,
  truncateDealerComments,
} from '@forecourt/shared/vehicle/dealer-comments';

// Dealer comments (spec: 000 §4): sanitised and truncated on the server, so the island receives a safe
// tree (never HTML) in both forms and ships no sanitiser.

/** The comment as the page shows it: the full tree, and the first 400 characters when longer. */
export interface DealerCommentsView {
  full: DealerCommentNode[];
  /** Null when the whole comment fits: no more/less toggle. */
  truncated: DealerCommentNode[] | null;
}

/**
 * The car's dealer comments, or null when there are none to show (the page says they are pending).
 * @example dealerCommentsOf({ dealercomments: '<p>One owner.</p><script>x()</script>' })
 * // { full: [{ kind: 'element', tag: 'p', children: [{ kind: 'text', text: 'One owner.' }] }], truncated: null }
 */
export function dealerCommentsOf(car: Pick<Car, 'dealercomments'>): DealerCommentsView | null {
  const full = sanitiseDealerComments(car.dealercomments);
  return full.length === 0 ? null : { full, truncated: truncateDealerComments(full) };
}

import { cva } from '@forecourt/shared/styled-system/css';
import { LocationCard } from './LocationCard';
import type { LocationCardView } from './view';

// A variant per column count (shared `gridColumns` answers 1 to 4), not a style attribute: the CSP
// refuses inline styles.
const grid = cva({
  base: { listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', gridTemplateColumns: '1fr' },
  variants: {
    columns: {
      1: {},
      2: { md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      3: {
        md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
      4: {
        md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  },
});

/**
 * Location cards in a grid whose wide-screen column count follows the number of cards (shared `gridColumns`).
 * @example <LocationsGrid cards={cards} columns={3} />
 */
export function LocationsGrid({ cards, columns }: { cards: LocationCardView[]; columns: number }) {
  return (
    <ul className={grid({ columns: Math.min(4, Math.max(1, columns)) as 1 | 2 | 3 | 4 })} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.slug}>
          <LocationCard card={card} links={{ details: 'View Details', stock: false }} />
        </li>
      ))}
    </ul>
  );
}

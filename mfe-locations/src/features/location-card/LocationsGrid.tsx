import { css } from '@forecourt/shared/styled-system/css';
import { LocationCard } from './LocationCard';
import type { LocationCardView } from './view';

// One class per column count (shared `gridColumns` answers 1 to 4); a style attribute would need the CSP
// to allow inline styles. Written out in full: the build turns each css() call into classes statically.
const COLUMN_CLASSES: Readonly<Record<number, string>> = {
  1: css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', gridTemplateColumns: '1fr' }),
  2: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: '1fr',
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  3: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: '1fr',
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  4: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: '1fr',
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
};

/**
 * Location cards in a grid whose wide-screen column count follows the number of cards (shared `gridColumns`).
 * @example <LocationsGrid cards={cards} columns={3} />
 */
export function LocationsGrid({ cards, columns }: { cards: LocationCardView[]; columns: number }) {
  return (
    <ul className={COLUMN_CLASSES[columns] ?? COLUMN_CLASSES[4]} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.slug}>
          <LocationCard card={card} links={{ details: 'View Details', stock: false }} />
        </li>
      ))}
    </ul>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import { LocationCard } from './LocationCard';
import type { LocationCardView } from './view';

const styles = {
  grid: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: '1fr',
    md: { gridTemplateColumns: 'repeat(min(var(--fc-grid-columns), 2), minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(var(--fc-grid-columns), minmax(0, 1fr))' },
  }),
};

/**
 * Location cards in a grid whose wide-screen column count follows the number of cards (shared `gridColumns`).
 * @example <LocationsGrid cards={cards} columns={3} />
 */
export function LocationsGrid({ cards, columns }: { cards: LocationCardView[]; columns: number }) {
  return (
    <ul className={styles.grid} style={{ '--fc-grid-columns': columns } as React.CSSProperties} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.slug}>
          <LocationCard card={card} links={{ details: 'View Details', stock: false }} />
        </li>
      ))}
    </ul>
  );
}

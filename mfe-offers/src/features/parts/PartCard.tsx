import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import type { PartCardView } from './view';

// One part of the parts search (issue 15 "Parts"): its picture, name, number, fit, price and an Enquire
// link (the page again with the part's enquiry form open: no script needed).

const styles = {
  card: css({
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    bg: 'surface',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
  }),
  image: css({ display: 'block', width: '100%', aspectRatio: '5 / 1', objectFit: 'contain', p: '2', bg: 'background' }),
  body: css({ display: 'grid', alignContent: 'start', gap: '2', p: '4' }),
  category: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  title: css({ m: '0', fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' }),
  detail: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  price: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
  enquire: css({ justifySelf: 'start' }),
};

/**
 * The card, as a list item.
 * @example <PartCard card={card} />
 */
export function PartCard({ card }: { card: PartCardView }) {
  return (
    <li className={styles.card}>
      <img className={styles.image} src={card.image.src} alt={card.image.alt} width={600} height={120} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.category}>{card.category}</p>
        <h2 className={styles.title}>{card.name}</h2>
        <p className={styles.detail}>
          Part number {card.partNumber} · Fits {card.fits}
        </p>
        <p className={styles.detail}>{card.description}</p>
        <p className={styles.price}>{card.price}</p>
        <a
          className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.enquire}`}
          href={card.enquireHref}
          aria-label={`Enquire about ${card.name}`}
        >
          Enquire
        </a>
      </div>
    </li>
  );
}

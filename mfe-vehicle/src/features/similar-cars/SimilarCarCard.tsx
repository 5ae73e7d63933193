import { css } from '@forecourt/shared/styled-system/css';
import { CarCardFrame } from '@forecourt/shared/ui/CarCardFrame';
import { useId } from 'react';
import type { SimilarCarCardView } from './card-view';

const styles = {
  body: css({ display: 'grid', alignContent: 'start', gap: '1', p: '3' }),
  title: css({ m: '0', fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight' }),
  link: css({
    color: 'text',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { focusRing: 'outside' },
  }),
  muted: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  price: css({ m: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2' }),
  amount: css({ fontSize: 'xl', fontWeight: 'bold' }),
};

/**
 * One similar car: photo, title linking to its page, badge and series, price, and a line of facts.
 * @example <SimilarCarCard card={card} />
 */
export function SimilarCarCard({ card }: { card: SimilarCarCardView }) {
  const titleId = useId();
  return (
    <CarCardFrame labelledBy={titleId} image={card.image}>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <a className={styles.link} href={card.href}>
            {card.title}
          </a>
        </h3>
        {card.variant && <p className={styles.muted}>{card.variant}</p>}
        <p className={styles.price}>
          <span className={styles.amount}>{card.price.amount}</span>
          {card.price.type && <span className={styles.muted}>{card.price.type}</span>}
        </p>
        {card.facts.length > 0 && <p className={styles.muted}>{card.facts.join(' · ')}</p>}
      </div>
    </CarCardFrame>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import type { SimilarCarCardView } from './card-view';

/** spec: 000 §9 "image size 600 by 400" (every car photo is 3:2). */
const IMAGE_SIZE = { width: 600, height: 400 } as const;

const styles = {
  card: css({
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    height: 'full',
    overflow: 'hidden',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    bg: 'background',
    color: 'text',
  }),
  media: css({ aspectRatio: '3 / 2', bg: 'surface' }),
  image: css({ display: 'block', width: 'full', height: 'full', objectFit: 'cover' }),
  noImage: css({ display: 'grid', placeItems: 'center', height: 'full', color: 'mutedText', fontSize: 'sm' }),
  body: css({ display: 'grid', alignContent: 'start', gap: '1', p: '3' }),
  title: css({ m: '0', fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight' }),
  link: css({
    color: 'text',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outlineWidth: 'focusRing', outlineStyle: 'solid', outlineColor: 'focusRing' },
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
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {card.image ? (
          <img
            className={styles.image}
            src={card.image.src}
            alt={card.image.alt}
            width={IMAGE_SIZE.width}
            height={IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={styles.noImage}>Photo coming soon</div>
        )}
      </div>
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
    </article>
  );
}

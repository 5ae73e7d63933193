import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import type { BlogCardView } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
    gap: '4',
    m: '0',
    p: '0',
    listStyle: 'none',
  }),
  card: css({
    display: 'grid',
    gap: '2',
    alignContent: 'start',
    height: '100%',
    p: '3',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
  }),
  image: css({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'sm' }),
  title: css({ m: '0', fontSize: 'md', fontWeight: 'semibold' }),
  link: css({ color: 'primary', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  date: css({ fontSize: 'sm', color: 'mutedText' }),
  description: css({ m: '0', fontSize: 'sm' }),
};

/**
 * Blog cards for the car (spec: 001 §3 "Blog card"): image, heading linking to the post, date and
 * description. Renders nothing without cards.
 * @example <Blogs cards={data.content.blogs} />
 */
export function Blogs({ cards }: { cards: BlogCardView[] }) {
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        From our blog
      </h2>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.href}>
            <article className={styles.card}>
              {card.image && (
                <img className={styles.image} src={card.image} alt="" loading="lazy" width={320} height={180} />
              )}
              <h3 className={styles.title}>
                <a className={styles.link} href={card.href}>
                  {card.heading}
                </a>
              </h3>
              <time className={styles.date} dateTime={card.isoDate}>
                {card.date}
              </time>
              <p className={styles.description}>{card.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

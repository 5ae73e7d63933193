import { css } from '@forecourt/shared/styled-system/css';
import { Stars } from '../stars/Stars';
import type { LocationCardView, RatingView } from './view';

const styles = {
  card: css({
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    borderWidth: 'thin',
    borderColor: 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
    bg: 'background',
    height: '100%',
  }),
  image: css({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }),
  body: css({ display: 'grid', alignContent: 'start', gap: '2', p: '4' }),
  name: css({ m: '0', fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' }),
  line: css({ m: '0', fontSize: 'sm' }),
  open: css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', color: 'success' }),
  closed: css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', color: 'mutedText' }),
  links: css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2', fontSize: 'sm' }),
  link: css({ color: 'primary', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
  rating: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' }),
};

/**
 * The stars, the average and the count: "★★★★☆ 4.2 (238 reviews)".
 * @example <RatingLine rating={card.rating} />
 */
export function RatingLine({ rating }: { rating: RatingView }) {
  return (
    <p className={styles.rating}>
      <Stars stars={rating.stars} label={`Rated ${rating.average} out of 5`} />
      <span>
        {rating.average} ({rating.count.toLocaleString('en-AU')} {rating.count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}

/** What the card's links say: the grid's and the carousel's differ (spec: 001 §2). */
export interface CardLinks {
  /** "View Details" on the grid, "View Location" in the carousel. */
  details: string;
  /** The carousel's "View Our Stock". */
  stock: boolean;
}

/**
 * One location's card: image or map, name, rating, address, today's hours and status, phone, links.
 * @example <LocationCard card={card} links={{ details: 'View Details', stock: false }} />
 */
export function LocationCard({ card, links }: { card: LocationCardView; links: CardLinks }) {
  return (
    <article className={styles.card} aria-label={card.name}>
      <div>
        {card.image ? (
          <img className={styles.image} src={card.image} alt="" />
        ) : (
          card.mapHtml && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the kit's LandMap, every text in it escaped (map-html.ts)
            <div dangerouslySetInnerHTML={{ __html: card.mapHtml }} />
          )
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{card.name}</h3>
        {card.rating && <RatingLine rating={card.rating} />}
        <p className={styles.line}>{card.address}</p>
        <p className={card.open ? styles.open : styles.closed}>{card.status}</p>
        <p className={styles.line}>Today: {card.todayHours}</p>
        {card.phone && (
          <p className={styles.line}>
            <a className={styles.link} href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}>
              {card.phone}
            </a>
          </p>
        )}
        <div className={styles.links}>
          <a className={styles.link} href={card.href} aria-label={`${links.details}: ${card.name}`}>
            {links.details}
          </a>
          <a
            className={styles.link}
            href={card.directionsUrl}
            rel="noopener"
            aria-label={`Get Directions to ${card.name}`}
          >
            Get Directions
          </a>
          {links.stock ? (
            <a className={styles.link} href={card.stockHref} aria-label={`View Our Stock at ${card.name}`}>
              View Our Stock
            </a>
          ) : (
            <a
              className={styles.link}
              href={`${card.href}#opening-hours`}
              aria-label={`View Location Details: ${card.name}`}
            >
              View Location Details
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import type { OfferCardView } from '../offer-card/view';

// The "Special offers" section of the catalogue pages (a model's, a brand's): each running offer as a
// link to its page, or a sentence saying there is none. Server HTML only.

const styles = {
  section: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
  offers: css({ display: 'grid', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  offer: css({ display: 'grid', gap: '1', p: '4', bg: 'surface', borderRadius: 'lg' }),
  category: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  link: css({ color: 'text', fontWeight: 'bold', _focusVisible: { focusRing: 'outside' } }),
};

/** An offer as the section links it. */
export type OfferLink = Pick<OfferCardView, 'id' | 'name' | 'category' | 'href'>;

/**
 * The section.
 * @example <OfferLinks offers={view.offers} subject="Toyota Hilux" />
 */
export function OfferLinks({ offers, subject }: { offers: readonly OfferLink[]; subject: string }) {
  return (
    <section aria-labelledby="fc-catalogue-offers" className={styles.section}>
      <h2 id="fc-catalogue-offers" className={styles.heading}>
        Special offers
      </h2>
      {offers.length > 0 ? (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.id} className={styles.offer}>
              <p className={styles.category}>{offer.category}</p>
              <a className={styles.link} href={offer.href}>
                {offer.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no special offers on the {subject} right now.</p>
      )}
    </section>
  );
}

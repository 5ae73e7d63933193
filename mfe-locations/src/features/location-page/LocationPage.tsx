import { css } from '@forecourt/shared/styled-system/css';
import { Fragment } from 'react';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import { RatingLine } from '../location-card/LocationCard';
import { HolidayHours } from './HolidayHours';
import { HoursTables } from './HoursTables';
import { Reviews } from './Reviews';
import type { LocationPageData } from './view';

const styles = {
  page: css({ display: 'grid', gap: '8', py: '8' }),
  header: css({ display: 'grid', gap: '2' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' }),
  muted: css({ m: '0', color: 'mutedText' }),
  open: css({ m: '0', fontWeight: 'semibold', color: 'success' }),
  closed: css({ m: '0', fontWeight: 'semibold', color: 'mutedText' }),
  columns: css({ display: 'grid', gap: '8', md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }),
  section: css({ display: 'grid', gap: '3', alignContent: 'start', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  // Inline, so the disclosure's marker sits beside the heading.
  summaryHeading: css({ display: 'inline', m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  text: css({ m: '0' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  action: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 'control.md',
    px: '4',
    borderRadius: 'md',
    bg: 'primary',
    color: 'primaryContrast',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _focusVisible: { focusRing: 'outside' },
  }),
  link: css({ color: 'primary', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
  facts: css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '1', columnGap: '4', m: '0' }),
  fact: css({ m: '0' }),
  cars: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  }),
  carImage: css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'md' }),
};

/**
 * The location page's island: server-rendered complete (every hours table, the holiday hours, reviews,
 * stock, the enquiry form), the Opening Hours in a native disclosure; once hydrated the hours' department
 * chooser switches and the holiday hours open in a dialog.
 * @example <LocationPage {...toLocationPageData(load, new Date(), path)} />
 */
export function LocationPage(data: LocationPageData) {
  const { card } = data;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{card.name}</h1>
        <p className={styles.muted}>{[data.subtitle, data.dealershipName].filter(Boolean).join(' · ')}</p>
        {card.rating && <RatingLine rating={card.rating} />}
        <p className={card.open ? styles.open : styles.closed}>{card.status}</p>
      </header>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="location-address">
          <h2 id="location-address" className={styles.heading}>
            Address
          </h2>
          <p className={styles.text}>{card.address}</p>
          {card.mapHtml && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the kit's LandMap, every text in it escaped (map-html.ts)
            <div dangerouslySetInnerHTML={{ __html: card.mapHtml }} />
          )}
          <div className={styles.actions}>
            <a className={styles.action} href={card.directionsUrl} rel="noopener">
              Get Directions
            </a>
            {data.phones.map((phone) => (
              <a key={phone.label} className={styles.link} href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>
                {phone.label}: {phone.number}
              </a>
            ))}
          </div>
          {data.licences.length > 0 && (
            <dl className={styles.facts}>
              {data.licences.map((licence) => (
                <Fragment key={licence.label}>
                  <dt>{licence.label}</dt>
                  <dd className={styles.fact}>{licence.value}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </section>

        <section id="opening-hours" className={styles.section} aria-labelledby="opening-hours-heading">
          {/* The dropdown (spec: 001 §2) is the browser's own disclosure: open to begin with, Enter or Space on
              the heading folds it, and it needs no script. */}
          <details open>
            <summary>
              <h2 id="opening-hours-heading" className={styles.summaryHeading}>
                Opening Hours
              </h2>
            </summary>
            <HoursTables tabs={data.hoursTabs} />
          </details>
          <HolidayHours rows={data.holidayHours} />
        </section>
      </div>

      {data.showReviews && (
        <section className={styles.section} aria-labelledby="reviews-heading">
          <h2 id="reviews-heading" className={styles.heading}>
            Google Reviews
          </h2>
          <Reviews rating={data.rating} reviews={data.reviews} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="stock-heading">
        <h2 id="stock-heading" className={styles.heading}>
          Our Stock at {card.name}
        </h2>
        {data.stock.cars.length > 0 ? (
          <ul className={styles.cars}>
            {data.stock.cars.map((car) => (
              <li key={car.href}>
                <a className={styles.link} href={car.href}>
                  {car.image && <img className={styles.carImage} src={car.image} alt="" loading="lazy" />}
                  {car.name}
                </a>
                <p className={styles.text}>{car.price}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No cars are listed at this location right now.</p>
        )}
        <div className={styles.actions}>
          {data.stock.count > 0 && (
            <a className={styles.link} href={data.stock.href}>
              View Our Stock ({data.stock.count})
            </a>
          )}
          <a className={styles.link} href={data.offersHref}>
            View Special Offers
          </a>
        </div>
      </section>

      <EnquiryForm
        title={`Enquire with ${data.dealershipName}`}
        pageId={data.pagePath}
        dealershipSlug={data.dealershipSlug}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; scriptSafeJson escapes every `<` */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.structuredData }} />
    </article>
  );
}

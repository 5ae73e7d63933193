import { css } from '@forecourt/shared/styled-system/css';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import { LocationsGrid } from '../location-card/LocationsGrid';
import type { DirectoryView } from './view';

const styles = {
  page: css({ display: 'grid', gap: '8', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  intro: css({ m: '0', color: 'mutedText' }),
  group: css({ display: 'grid', gap: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  link: css({ color: 'primary', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
};

/**
 * Every location of the site by dealership, and the general enquiry form (server HTML only).
 * @example <LocationsDirectory {...view} />
 */
export function LocationsDirectory({ title, intro, groups, enquiry }: DirectoryView) {
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>
          {intro}{' '}
          <a className={styles.link} href="/dealer-locator">
            Find your nearest dealer by postcode
          </a>
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.slug} className={styles.group} aria-labelledby={`dealership-${group.slug}`}>
          <h2 id={`dealership-${group.slug}`} className={styles.heading}>
            {group.name}
          </h2>
          <LocationsGrid cards={group.cards} columns={group.columns} />
        </section>
      ))}
      {enquiry && (
        <EnquiryForm
          title="Send us an enquiry"
          pageId={enquiry.pageId}
          dealershipSlug={null}
          dealerships={enquiry.dealerships}
        />
      )}
    </div>
  );
}

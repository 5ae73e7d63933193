import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { PhoneReveal } from '../phone-reveal/PhoneReveal';
import type { SidebarView } from '../sidebar/sidebar-view';
import { locationLink } from './link-style';
import type { VehicleLocation } from './location-view';

/** The page's anchor for this section (spec: 000 §2 "anchors: … vehicle map"; 001 §2 "/cars/{slug}#vehicle-map"). */
export const VEHICLE_MAP_ANCHOR = 'vehicle-map';

const styles = {
  root: css({ display: 'grid', gap: '3', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  address: css({ display: 'grid', gap: '1', fontStyle: 'normal' }),
  name: css({ fontWeight: 'semibold' }),
  reveal: css({ maxWidth: '20rem', mt: '2' }),
};

/**
 * Where the car is: the dealer location's name, address and the car's dealer phone, then its map
 * (where the location has coordinates; server HTML, see `VehicleLocation.mapHtml`). On the page
 * (`sidebar` given) the phone is the sidebar's own `PhoneReveal`: masked the same way, and revealing it
 * records the reveal; on paper (the print page) it is a plain `tel:` link.
 * @example <DealerLocation location={data.location} sidebar={data.sidebar} />
 */
export function DealerLocation({
  location,
  sidebar,
}: {
  location: VehicleLocation;
  sidebar?: Pick<SidebarView, 'phone' | 'carId' | 'dealershipId' | 'websiteId'>;
}) {
  const headingId = useId();
  return (
    <section id={VEHICLE_MAP_ANCHOR} className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Location
      </h2>
      <address className={styles.address}>
        <span className={styles.name}>{location.name}</span>
        <span>{location.street}</span>
        <span>{location.locality}</span>
        {sidebar?.phone && (
          <span className={styles.reveal}>
            <PhoneReveal
              phone={sidebar.phone}
              ids={{ carId: sidebar.carId, dealershipId: sidebar.dealershipId, websiteId: sidebar.websiteId }}
            />
          </span>
        )}
        {!sidebar && location.phone && location.phoneHref && (
          <span>
            Phone{' '}
            <a className={locationLink} href={location.phoneHref}>
              {location.phone}
            </a>
          </span>
        )}
      </address>
      {/* Drawn on the server (location-view.ts): the same HTML on hydrating, so React leaves it as it is. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of LocationMap, every text in it escaped by renderToStaticMarkup */}
      {location.mapHtml && <div dangerouslySetInnerHTML={{ __html: location.mapHtml }} />}
    </section>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import { Gallery } from '../gallery/Gallery';
import { KeyInformation } from '../key-information/KeyInformation';
import { DealerLocation, VEHICLE_MAP_ANCHOR } from '../location/DealerLocation';
import { Price } from '../price/Price';
import { SoldNotice } from '../sold/SoldNotice';
import type { InStockVehiclePageData, SoldVehiclePageData, VehiclePageData } from './view-model';

const styles = {
  page: css({ display: 'grid', gap: '8', py: '6', color: 'text' }),
  // One column on phones; from lg (992 px) the gallery and details beside the sidebar.
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
    gridTemplateAreas: {
      base: '"summary" "gallery" "details" "location"',
      lg: '"gallery summary" "details summary" "location summary"',
    },
    gridTemplateRows: { lg: 'auto auto 1fr' },
    columnGap: { lg: '8' },
  }),
  summary: css({ gridArea: 'summary', display: 'grid', gap: '4', alignContent: 'start' }),
  sold: css({ display: 'grid', gap: '4', maxWidth: '40rem' }),
  gallery: css({ gridArea: 'gallery', minWidth: '0' }),
  details: css({ gridArea: 'details', display: 'grid', gap: '8', alignContent: 'start', minWidth: '0' }),
  location: css({ gridArea: 'location' }),
  heading: css({ display: 'grid', gap: '1' }),
  eyebrow: css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', color: 'mutedText', textTransform: 'uppercase' }),
  title: css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' }),
  at: css({ m: '0' }),
  where: css({ color: 'primary', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  footer: css({ fontSize: 'xs', color: 'mutedText', '& p': { m: '0' } }),
};

// Page regions, top to bottom (spec: 000 §2 "Vehicle detail page"). Each feature folder renders its own
// region; the `{/* slot: … */}` comments mark where a feature's region goes in the page order.
function InStockVehicle({ data }: { data: InStockVehiclePageData }) {
  return (
    <>
      {/* slot: breadcrumbs (features/content) */}
      <div className={styles.layout}>
        <div className={styles.summary}>
          {/* slot: sidebar (features/sidebar) */}
          <div className={styles.heading}>
            <p className={styles.eyebrow}>{data.carType}</p>
            <h1 className={styles.title}>{data.title}</h1>
          </div>
          <Price price={data.price} />
          <p className={styles.at}>
            At{' '}
            <a className={styles.where} href={`#${VEHICLE_MAP_ANCHOR}`}>
              {data.location.name}
            </a>
          </p>
        </div>
        <div className={styles.gallery}>
          {/* slot: gallery (features/gallery) */}
          <Gallery images={data.images} title={data.title} />
        </div>
        <div className={styles.details}>
          <KeyInformation items={data.keyInformation} />
          {/* slot: used-car checks, dealer comments (features/content) */}
          {/* slot: fuel calculator, delivery calculator (features/calculators) */}
          {/* slot: specifications, features (features/content) */}
          {/* slot: finance calculator anchor (features/sidebar) */}
          {/* slot: price comparison (features/price-comparison) */}
          {/* slot: disclaimer, blogs (features/content) */}
        </div>
        <div className={styles.location}>
          <DealerLocation location={data.location} />
        </div>
      </div>
      {/* slot: similar cars (features/similar-cars) */}
      {/* slot: sticky header and action bar (features/sidebar) */}
      {/* slot: lead form dialogs (features/lead-forms) */}
      {/* slot: structured data (features/content) */}
    </>
  );
}

function SoldVehicle({ data }: { data: SoldVehiclePageData }) {
  // spec: 000 §2 — a car not in stock shows only the sold message (and, later, similar cars).
  return (
    <div className={styles.sold}>
      <h1 className={styles.title}>{data.title}</h1>
      <SoldNotice tagText={data.soldTagText} />
      {/* slot: find-me-something-similar form (features/lead-forms) */}
      {/* slot: similar cars (features/similar-cars) */}
    </div>
  );
}

/**
 * The vehicle detail page (spec: 000 §2): server-rendered by the fragment Worker and hydrated in the
 * browser from the same props, so it renders from its props alone. The release that rendered it is
 * stamped on the root and shown in its footer.
 * @example <VehiclePage {...toVehiclePageData(car, { remoteVersion })} />
 */
export function VehiclePage(data: VehiclePageData) {
  return (
    <article className={styles.page} data-fc-remote-version={data.remoteVersion}>
      {data.availability === 'sold' ? <SoldVehicle data={data} /> : <InStockVehicle data={data} />}
      <footer className={styles.footer}>
        <p>{`mfe-vehicle ${data.remoteVersion}`}</p>
      </footer>
    </article>
  );
}

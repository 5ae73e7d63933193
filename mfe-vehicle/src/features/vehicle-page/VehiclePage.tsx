import { css } from '@forecourt/shared/styled-system/css';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { DealerComments } from '../dealer-comments/DealerComments';
import { Disclaimer } from '../disclaimer/Disclaimer';
import { Gallery } from '../gallery/Gallery';
import { KeyInformation } from '../key-information/KeyInformation';
import { FindSimilarOffer } from '../lead-forms/FindSimilarOffer';
import { LeadFormDialogs } from '../lead-forms/LeadFormDialogs';
import { NoScriptLeadForms } from '../lead-forms/NoScriptLeadForms';
import { RequestPhotosButton } from '../lead-forms/RequestPhotosButton';
import { Sidebar } from '../sidebar/Sidebar';
import { SoldNotice } from '../sold/SoldNotice';
import { StickyBars } from '../sticky-bars/StickyBars';
import { StructuredData } from '../structured-data/StructuredData';
import { UsedCarChecks } from '../used-car-checks/UsedCarChecks';
import { ViewCounter } from '../view-counter/ViewCounter';
import {
  Blogs,
  DealerLocation,
  DeliveryCalculator,
  DriveAwayEstimate,
  Features,
  FuelCalculator,
  PriceComparisonPanel,
  PriceHistory,
  SimilarCars,
  Specifications,
} from './deferred-sections';
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
  title: css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' }),
};

// The forms a search card links to (`#enquire`, `#test-drive`, `#find-similar`); a sold car offers one.
const IN_STOCK_ANCHORED_FORMS = ['enquiry', 'test-drive', 'find-similar'] as const;
const SOLD_ANCHORED_FORMS = ['find-similar'] as const;

// Page regions, top to bottom (spec: 000 §2 "Vehicle detail page"). Each feature folder renders its own
// region; the `{/* slot: … */}` comments mark where a feature's region goes in the page order.
function InStockVehicle({ data }: { data: InStockVehiclePageData }) {
  return (
    <>
      <Breadcrumbs crumbs={data.content.breadcrumbs} />
      <div className={styles.layout}>
        <div className={styles.summary}>
          <Sidebar data={data} />
        </div>
        <div className={styles.gallery}>
          {/* slot: gallery (features/gallery) */}
          <Gallery view={data.gallery} title={data.title} />
          <RequestPhotosButton />
        </div>
        <div className={styles.details}>
          <KeyInformation items={data.keyInformation} />
          <ViewCounter path={data.content.viewCounterPath} />
          <UsedCarChecks checks={data.content.usedCarChecks} />
          <DealerComments comments={data.content.dealerComments} />
          {/* slot: drive-away estimate (features/drive-away), for a price excluding government charges */}
          {data.driveAway && <DriveAwayEstimate view={data.driveAway} />}
          {/* slot: fuel calculator, delivery calculator (features/calculators) */}
          {data.fuelCalculator && <FuelCalculator view={data.fuelCalculator} />}
          <DeliveryCalculator view={data.deliveryCalculator} />
          <Specifications rows={data.content.specifications} />
          <Features features={data.content.features} />
          {/* slot: price comparison (features/price-comparison) */}
          {data.priceComparison && <PriceComparisonPanel view={data.priceComparison} />}
          {/* slot: price history (features/price-history), for a car whose price has changed */}
          {data.priceHistory && <PriceHistory view={data.priceHistory} />}
          <Disclaimer />
          <Blogs cards={data.content.blogs} />
        </div>
        <div className={styles.location}>
          <DealerLocation location={data.location} sidebar={data.sidebar} />
        </div>
      </div>
      <NoScriptLeadForms
        view={data.leadForms}
        forms={IN_STOCK_ANCHORED_FORMS.filter((form) => form !== 'test-drive' || data.sidebar.leadForms.includes(form))}
      />
      {/* slot: similar cars (features/similar-cars) */}
      <SimilarCars view={data.similarCars} />
      <StickyBars data={data} />
      {/* slot: lead form dialogs (features/lead-forms) */}
      <LeadFormDialogs view={data.leadForms} availability="in-stock" />
      {data.structuredData && <StructuredData json={data.structuredData} />}
    </>
  );
}

function SoldVehicle({ data }: { data: SoldVehiclePageData }) {
  // spec: 000 §2 — a car not in stock shows only the sold message, the find-something-similar form and similar cars.
  return (
    <div className={styles.sold}>
      <h1 className={styles.title}>{data.title}</h1>
      <SoldNotice tagText={data.soldTagText} />
      {/* slot: find-me-something-similar form (features/lead-forms) */}
      <FindSimilarOffer view={data.leadForms} />
      <NoScriptLeadForms view={data.leadForms} forms={SOLD_ANCHORED_FORMS} />
      {/* slot: similar cars (features/similar-cars) */}
      <SimilarCars view={data.similarCars} />
      {data.structuredData && <StructuredData json={data.structuredData} />}
    </div>
  );
}

/**
 * The vehicle detail page (spec: 000 §2): server-rendered by the fragment Worker and hydrated in the
 * browser from the same props, so it renders from its props alone. The release that rendered it is
 * stamped on the root (`data-fc-remote-version`) for the team, not shown to shoppers.
 * @example <VehiclePage {...toVehiclePageData(car, { remoteVersion })} />
 */
export function VehiclePage(data: VehiclePageData) {
  return (
    <article className={styles.page} data-fc-remote-version={data.remoteVersion}>
      {data.availability === 'sold' ? <SoldVehicle data={data} /> : <InStockVehicle data={data} />}
    </article>
  );
}

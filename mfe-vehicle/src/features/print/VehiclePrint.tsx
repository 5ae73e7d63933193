import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import type { SystemStyleObject } from '@forecourt/shared/styled-system/types';
import { DealerComments } from '../dealer-comments/DealerComments';
import { Features } from '../features/Features';
import { KeyInformation } from '../key-information/KeyInformation';
import { DealerLocation } from '../location/DealerLocation';
import { Price } from '../price/Price';
import { Specifications } from '../specifications/Specifications';
import type { VehiclePrintView } from './view';

/** Typed loosely: Panda's types only know selectors that start or end with `&`; its extractor takes any. */
const HIDE_CHROME: Record<string, SystemStyleObject> = { 'body:has(&) > :not(main)': { display: 'none' } };

const styles = {
  // On paper: no site chrome (header, footer, announcement, skip link: everything outside <main>), no
  // page actions, sections kept whole where they fit.
  page: css({
    display: 'grid',
    gap: '6',
    py: '6',
    color: 'text',
    maxWidth: '60rem',
    '@media print': {
      py: '0',
      gap: '4',
      // The site chrome is the body's children other than <main>; `&` anywhere in a selector is this element.
      ...HIDE_CHROME,
      '& section': { breakInside: 'avoid' },
      '& a': { textDecoration: 'none' },
    },
  }),
  header: css({ display: 'grid', gap: '2' }),
  eyebrow: css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', color: 'mutedText', textTransform: 'uppercase' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' }),
  sold: css({ m: '0', fontSize: 'xl', fontWeight: 'bold', color: 'danger' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', '@media print': { display: 'none' } }),
  link: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline', alignSelf: 'center' }),
  photo: css({ width: '100%', maxWidth: '40rem', height: 'auto', borderRadius: 'md' }),
  columns: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    '@media print': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
};

/**
 * The printable page of a car (spec: 000 §2 /print): title, price, photo, key information,
 * specifications, features, dealer comments and location, all shown (server HTML, no island), with
 * the PDF as a download. Printing hides the site chrome and the actions.
 * @example <VehiclePrint {...toVehiclePrintView(car)} />
 */
export function VehiclePrint(view: VehiclePrintView) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{view.carType}</p>
        <h1 className={styles.title}>{view.title}</h1>
        {view.sold ? <p className={styles.sold}>Sold</p> : <Price price={view.price} />}
      </header>
      <div className={styles.actions}>
        <a className={button({ variant: 'primary' })} href={view.pdf.href} download={view.pdf.fileName}>
          Download PDF
        </a>
        <a className={styles.link} href={view.carPath}>
          Back to the car
        </a>
      </div>
      {view.photo && <img className={styles.photo} src={view.photo.src} alt={view.title} width={600} height={400} />}
      <div className={styles.columns}>
        <KeyInformation items={view.keyInformation} />
        <DealerLocation location={view.location} />
      </div>
      <Specifications rows={view.specifications} />
      <Features features={view.features} />
      <DealerComments comments={view.dealerComments} />
    </article>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { lazy, Suspense, useState } from 'react';
import { FinanceForm } from './FinanceForm';
import { GetFinanceNow } from './GetFinanceNow';
import type { FinancePageData } from './view';

// The finance page's island (/personalised/finance, /finance, /finance-enquiry, /apply-for-finance;
// spec: 001 §2): the Get Finance Now landing, or the form beside the sidebar — the car (image, name,
// price, price type or /week) or, without one, the three-step promo — with the popup view one press away.

const FinancePopup = lazy(() => import('./FinancePopup'));

const styles = {
  root: css({
    display: 'grid',
    gap: '6',
    py: '6',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    alignItems: 'start',
  }),
  title: css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' }),
  // The sidebar comes first in the document and is placed in the right-hand column on wide screens: had it come
  // after the form and been moved up by `order`, a first paint of the streamed page before it arrived showed the
  // form at the top, then pushed it down by the sidebar's height (CLS 0.19 on a phone, issue 28).
  main: css({ display: 'grid', gap: '4', gridColumn: { lg: '1' }, gridRow: { lg: '1' } }),
  aside: css({
    display: 'grid',
    gap: '3',
    p: '4',
    borderRadius: 'md',
    bg: 'surface',
    gridColumn: { lg: '2' },
    gridRow: { lg: '1' },
  }),
  image: css({ width: '100%', height: 'auto', borderRadius: 'md', aspectRatio: '4 / 3', objectFit: 'cover' }),
  carName: css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' }),
  price: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
  type: css({ fontSize: 'sm', fontWeight: 'normal', color: 'mutedText', ml: '1' }),
  promo: css({ m: '0', pl: '5', display: 'grid', gap: '2' }),
};

/** spec: 001 §2 "without a car it shows a three-step promo list". */
const PROMO_STEPS = [
  'Get a quick estimate in seconds',
  'Verify your mobile and share a few details',
  'Get instant pre-approval with no impact on your credit score',
];

function Sidebar({ data, onGetFinance }: { data: FinancePageData; onGetFinance: () => void }) {
  const { car } = data;
  return (
    <aside className={styles.aside} aria-label={car ? 'The car you are financing' : 'How it works'}>
      {car ? (
        <>
          {car.image && <img className={styles.image} src={car.image} alt={car.name} width={400} height={300} />}
          <p className={styles.carName}>{car.name}</p>
          <p className={styles.price}>
            {car.price}
            {car.priceType && <span className={styles.type}>{car.priceType}</span>}
          </p>
        </>
      ) : (
        <ol className={styles.promo}>
          {PROMO_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <Button variant="secondary" onPress={onGetFinance}>
        {data.getFinanceLabel}
      </Button>
    </aside>
  );
}

/**
 * The island.
 * @example <FinancePage {...toFinancePageData(load, query, settings)} />
 */
export function FinancePage(data: FinancePageData) {
  const [popupOpen, setPopupOpen] = useState(data.stepped);
  if (data.view === 'landing') return <GetFinanceNow featured={data.featured} wording={data.wording} />;
  return (
    <div className={styles.root}>
      <Sidebar data={data} onGetFinance={() => setPopupOpen(true)} />
      <div className={styles.main}>
        <h1 className={styles.title}>
          {data.car ? `Finance for the ${data.car.name}` : 'Get a personalised finance quote'}
        </h1>
        <FinanceForm data={data} stepped={false} />
      </div>
      {popupOpen && (
        <Suspense fallback={null}>
          <FinancePopup data={data} isOpen={popupOpen} onOpenChange={setPopupOpen} />
        </Suspense>
      )}
    </div>
  );
}

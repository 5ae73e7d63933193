import { css } from '@forecourt/shared/styled-system/css';
import { NumberField } from '@forecourt/shared/ui/NumberField';
import {
  FUEL_PRICE_PER_LITRE_RANGE,
  fuelCostFor,
  fuelCostText,
  KM_PER_WEEK_RANGE,
} from '@forecourt/shared/vehicle/fuel-cost';
import { useId, useState } from 'react';
import type { FuelCalculatorView } from './view';

/** The page's anchor for the fuel calculator. */
export const FUEL_CALCULATOR_ANCHOR = 'fuel-calculator';

const styles = {
  root: css({ display: 'grid', gap: '3', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  inputs: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }),
  consumption: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  results: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '2',
    m: '0',
    p: '3',
    borderRadius: 'md',
    bg: 'surface',
    textAlign: 'center',
    '& dt': { fontSize: 'sm', color: 'mutedText' },
    '& dd': { m: '0', fontSize: 'xl', fontWeight: 'bold' },
  }),
};

const PRICE_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const KM_FORMAT: Intl.NumberFormatOptions = { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 };

/**
 * The fuel calculator (spec: 000 §2, §9): fuel price per litre and kilometres per week, from $1.70 and
 * 250 km, with the car's combined consumption (or 10 L/100km) give the weekly, monthly and yearly fuel
 * bill. The server renders the estimate for the defaults (the page without JavaScript shows it); the
 * browser recomputes as the visitor changes a value. The parent leaves it out for electric cars.
 * @example {data.fuelCalculator && <FuelCalculator view={data.fuelCalculator} />}
 */
export function FuelCalculator({ view }: { view: FuelCalculatorView }) {
  const headingId = useId();
  const [pricePerLitre, setPricePerLitre] = useState(view.pricePerLitre);
  const [kmPerWeek, setKmPerWeek] = useState(view.kmPerWeek);
  const changed = pricePerLitre !== view.pricePerLitre || kmPerWeek !== view.kmPerWeek;
  // Until the visitor changes a value, the server's text: the first render in the browser is the server's.
  const estimate = changed
    ? fuelCostText(fuelCostFor({ pricePerLitre, kmPerWeek, litresPer100Km: view.litresPer100Km }))
    : view.estimate;
  const consumption = `${view.litresPer100Km} L/100km`;
  return (
    <section id={FUEL_CALCULATOR_ANCHOR} className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Fuel calculator
      </h2>
      <div className={styles.inputs}>
        <NumberField
          label="Fuel price per litre"
          value={pricePerLitre}
          onChange={setPricePerLitre}
          minValue={FUEL_PRICE_PER_LITRE_RANGE.min}
          maxValue={FUEL_PRICE_PER_LITRE_RANGE.max}
          step={FUEL_PRICE_PER_LITRE_RANGE.step}
          formatOptions={PRICE_FORMAT}
        />
        <NumberField
          label="Kilometres per week"
          value={kmPerWeek}
          onChange={setKmPerWeek}
          minValue={KM_PER_WEEK_RANGE.min}
          maxValue={KM_PER_WEEK_RANGE.max}
          step={KM_PER_WEEK_RANGE.step}
          formatOptions={KM_FORMAT}
        />
      </div>
      <p className={styles.consumption}>
        {view.consumptionKnown
          ? `Combined fuel consumption: ${consumption}`
          : `Combined fuel consumption: ${consumption} (an estimate; this car's figure is not known)`}
      </p>
      <dl className={styles.results} aria-live="polite">
        <div>
          <dt>Weekly</dt>
          <dd>{estimate.weekly}</dd>
        </div>
        <div>
          <dt>Monthly</dt>
          <dd>{estimate.monthly}</dd>
        </div>
        <div>
          <dt>Yearly</dt>
          <dd>{estimate.yearly}</dd>
        </div>
      </dl>
    </section>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import { TextField } from '@forecourt/shared/ui/TextField';
import {
  FUEL_PRICE_PER_LITRE_RANGE,
  fuelCostFor,
  fuelCostText,
  type InputRange,
  KM_PER_WEEK_RANGE,
  readCalculatorInput,
} from '@forecourt/shared/vehicle/fuel-cost';
import { useId, useState } from 'react';
import type { FuelCalculatorView } from './view';

/** The page's anchor for the fuel calculator. */
export const FUEL_CALCULATOR_ANCHOR = 'fuel-calculator';

/** spec: 001 §4 "Distance input has the suffix ' kms'". */
const DISTANCE_SUFFIX = ' kms';

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

/** One of the calculator's inputs: the text as typed, and the last number it read (what the estimate uses). */
function useCalculatorInput(initial: number, fractionDigits: number, range: InputRange) {
  const [text, setText] = useState(initial.toFixed(fractionDigits));
  const [value, setValue] = useState(initial);
  const onChange = (next: string) => {
    setText(next);
    const read = readCalculatorInput(next, range);
    if (read !== null) setValue(read);
  };
  return { text, value, onChange, isInvalid: readCalculatorInput(text, range) === null };
}

/**
 * The fuel calculator (spec: 000 §2, §9): fuel price per litre and kilometres per week, from $1.70 and
 * 250 km, with the car's combined consumption (or 10 L/100km) give the weekly, monthly and yearly fuel
 * bill. The server renders the estimate for the defaults (the page without JavaScript shows it); the
 * browser recomputes as the visitor types (plain text fields with a numeric keyboard: a typed value out
 * of range is flagged and the estimate keeps the last good one). The parent leaves it out for electric cars.
 * @example {data.fuelCalculator && <FuelCalculator view={data.fuelCalculator} />}
 */
export function FuelCalculator({ view }: { view: FuelCalculatorView }) {
  const headingId = useId();
  const price = useCalculatorInput(view.pricePerLitre, 2, FUEL_PRICE_PER_LITRE_RANGE);
  const distance = useCalculatorInput(view.kmPerWeek, 0, KM_PER_WEEK_RANGE);
  const pricePerLitre = price.value;
  const kmPerWeek = distance.value;
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
        <TextField
          label="Fuel price per litre"
          inputMode="decimal"
          value={price.text}
          onChange={price.onChange}
          errorMessage={price.isInvalid ? `Enter a price from $0 to $${FUEL_PRICE_PER_LITRE_RANGE.max}` : undefined}
        />
        <TextField
          label="Kilometres per week"
          suffix={DISTANCE_SUFFIX}
          inputMode="numeric"
          value={distance.text}
          onChange={distance.onChange}
          errorMessage={
            distance.isInvalid
              ? `Enter a distance from 0 to ${KM_PER_WEEK_RANGE.max.toLocaleString('en-AU')} km`
              : undefined
          }
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

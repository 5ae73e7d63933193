import { priceMessage, repaymentDisplay } from '@forecourt/shared/finance/calculator';
import { COMPARISON_RATE_WARNING, comparisonRateFor } from '@forecourt/shared/finance/comparison-rate';
import {
  balanceOverTerm,
  FREQUENCY_OPTIONS,
  type LoanTerms,
  type RepaymentFrequency,
  repaymentFor,
} from '@forecourt/shared/finance/repayment';
import { formatPrice } from '@forecourt/shared/format/money';
import { BROWSER_EVENTS, reportBrowserEvent } from '@forecourt/shared/leads/browser-event-ids';
import { css } from '@forecourt/shared/styled-system/css';
import { NumberField } from '@forecourt/shared/ui/NumberField';
import { ToggleButton } from '@forecourt/shared/ui/ToggleButton';
import { ToggleButtonGroup } from '@forecourt/shared/ui/ToggleButtonGroup';
import { useRef, useState } from 'react';
import { FieldSlider } from '../slider/FieldSlider';
import { BalanceChart } from './BalanceChart';
import { LenderPanel } from './LenderPanel';
import type { CalculatorInputs, FinanceCalculatorData } from './view';

// The car page's finance calculator (`#finance-calculator`, spec: 001 §2, §4 "any input change
// recalculates repayment and total. A tracking event fires once on first interaction", §5, §9).

const styles = {
  root: css({ display: 'grid', gap: '4', py: '6', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  inputs: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }),
  result: css({ display: 'grid', gap: '1', p: '4', borderRadius: 'md', bg: 'surface' }),
  repayment: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  line: css({ m: '0' }),
  muted: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  error: css({ m: '0', color: 'danger', fontWeight: 'semibold' }),
  fees: css({ m: '0', pl: '5', fontSize: 'sm' }),
  link: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline' }),
};

const PER_PERIOD: Record<RepaymentFrequency, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
};

type Enabled = Extract<FinanceCalculatorData, { enabled: true }>;

/**
 * The inputs held within their bounds (spec: 001 §5), in the order shown; the price is apart, since
 * beyond its bounds it shows the spec's message instead of being held.
 */
const BOUNDED_FIELDS: ReadonlyArray<{
  field: 'deposit' | 'residual' | 'termYears' | 'ratePercent';
  label: string;
  currency: boolean;
}> = [
  { field: 'deposit', label: 'Deposit or trade-in', currency: true },
  { field: 'residual', label: 'Residual (balloon)', currency: true },
  { field: 'termYears', label: 'Loan term (years)', currency: false },
  { field: 'ratePercent', label: 'Interest rate (% p.a.)', currency: false },
];

function termsOf(inputs: CalculatorInputs, fees: Enabled['fees']): LoanTerms {
  return { ...inputs, upfrontFees: fees.upfront, monthlyFees: fees.monthly };
}

/**
 * The calculator; nothing on a site without finance.
 * @example <FinanceCalculator {...toFinanceCalculatorData(load, settings, 2026)} />
 */
export function FinanceCalculator(data: FinanceCalculatorData) {
  if (!data.enabled) return null;
  return <Calculator {...data} />;
}

function Calculator(data: Enabled) {
  const { bounds } = data;
  const [inputs, setInputs] = useState<CalculatorInputs>(data.initial);
  const used = useRef(false);

  const change = (field: keyof CalculatorInputs) => (value: number | RepaymentFrequency) => {
    if (!used.current) {
      used.current = true;
      reportBrowserEvent(fetch, BROWSER_EVENTS.financeCalculator, data.carId);
    }
    // A cleared number field reads NaN: treat as 0, as the spec's "negative becomes 0" does.
    const next = typeof value === 'number' && !Number.isFinite(value) ? 0 : value;
    setInputs((current) => ({ ...current, [field]: next }));
  };

  const message = priceMessage(bounds.price, inputs.price);
  const terms = termsOf(inputs, data.fees);
  const result = repaymentFor(terms);
  const shown = repaymentDisplay(result.repayment, result.totalPayable);
  const comparison = comparisonRateFor(terms);
  const money = { style: 'currency', currency: 'AUD', maximumFractionDigits: 2 } as const;

  return (
    <section id="finance-calculator" className={styles.root} aria-labelledby="finance-calculator-title">
      <h2 id="finance-calculator-title" className={styles.heading}>
        Finance calculator
      </h2>
      {data.quote && (
        <p className={styles.line}>
          {`Our finance partner's quick quote for this car: ${data.quote.weekly} /wk (about ${data.quote.monthly} a month) at ${data.quote.rate}, comparison rate ${data.quote.comparisonRate}*.`}
        </p>
      )}
      <div className={styles.inputs}>
        <div>
          <NumberField
            label="Purchase price"
            value={inputs.price}
            onChange={change('price')}
            minValue={0}
            step={bounds.price.step}
            formatOptions={{ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }}
            description={message ?? undefined}
          />
          {/* The amount slider (spec: 001 §9 "amount slider step 500 … max 250,000"), within the provider's bounds. */}
          <FieldSlider
            aria-label="Purchase price"
            minValue={bounds.price.min}
            maxValue={bounds.price.max}
            step={bounds.price.step}
            value={Math.min(Math.max(inputs.price, bounds.price.min), bounds.price.max)}
            onChange={change('price')}
            formatOptions={{ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }}
          />
        </div>
        {BOUNDED_FIELDS.map(({ field, label, currency }) => (
          <NumberField
            key={field}
            label={label}
            value={inputs[field]}
            onChange={change(field)}
            minValue={bounds[field].min}
            maxValue={bounds[field].max}
            step={bounds[field].step}
            formatOptions={currency ? money : undefined}
          />
        ))}
        {bounds.showFrequency && (
          <ToggleButtonGroup
            aria-label="Repayment frequency"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[inputs.frequency]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key) change('frequency')(key as RepaymentFrequency);
            }}
          >
            {FREQUENCY_OPTIONS.map((option) => (
              <ToggleButton key={option.id} id={option.id} variant="chip">
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <output className={styles.result} aria-live="polite">
        {message ? (
          <span className={styles.muted}>Enter a price within the bounds to see the repayment.</span>
        ) : (
          <>
            <span className={styles.repayment}>
              {shown.repayment}
              {shown.kind === 'figure' && ` ${PER_PERIOD[inputs.frequency]}`}
            </span>
            <span className={styles.line}>{shown.total && `Total payable: ${shown.total}`}</span>
            <span className={styles.line}>
              {`Interest rate ${inputs.ratePercent.toFixed(2)}% p.a.`}
              {comparison !== null && `, comparison rate ${comparison.toFixed(2)}% p.a.*`}
            </span>
          </>
        )}
      </output>
      {data.fees.list.length > 0 && (
        <ul className={styles.fees} aria-label="Fees included">
          {data.fees.list.map((fee) => (
            <li key={fee.label}>{`${fee.label}: ${formatPrice(fee.amount)}${fee.monthly ? ' a month' : ''}`}</li>
          ))}
        </ul>
      )}
      {!message && result.principal > 0 && <BalanceChart points={balanceOverTerm(terms)} />}
      <p className={styles.muted}>{`*${COMPARISON_RATE_WARNING}`}</p>
      <LenderPanel lenders={data.lenders} />
      {data.financeHref && (
        <p className={styles.line}>
          <a className={styles.link} href={data.financeHref}>
            Get a personalised quote for this car
          </a>
        </p>
      )}
    </section>
  );
}

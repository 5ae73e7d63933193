import {
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_DEFAULT_REPAYMENT,
  BUDGET_SLIDER,
  type BudgetPeriod,
  type BudgetStockAnswer,
  budgetEstimate,
  budgetOutcome,
  budgetSearchHref,
  budgetSliderSearchHref,
  budgetStockOf,
  clampBudgetInput,
} from '@forecourt/shared/finance/budget';
import { formatPrice } from '@forecourt/shared/format/money';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { NumberField } from '@forecourt/shared/ui/NumberField';
import { ChipChoice, type ChipChoiceOption } from '@forecourt/shared/ui/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { FieldSlider } from '../slider/FieldSlider';
import { BUDGET_SEARCH_PATH, type BudgetFinderData, budgetSearchState } from './view';

// The budget finder (spec: 001 §2 "Find cars for your budget", §4 "Budget button: disabled, grey,
// reading '0 {carType}s Found' when the budget is below the minimum price", §5, §7, §8, §9): on the
// home page and /finance. Choosing a body asks the stock search for that body's price range.

const styles = {
  root: css({ display: 'grid', gap: '4', p: '5', my: '6', borderRadius: 'lg', bg: 'surface' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  inputs: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }),
  picks: css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: 'none', m: '0', p: '0', mt: '2' }),
  budget: css({ m: '0', fontSize: 'xl' }),
  figure: css({ fontWeight: 'bold', fontSize: '2xl' }),
  go: css({
    justifySelf: 'start',
    px: '5',
    py: '3',
    borderRadius: 'md',
    bg: 'primary',
    color: 'primaryContrast',
    fontWeight: 'semibold',
    _focusVisible: { focusRing: 'outside' },
    // spec: 001 §4 "Budget button: disabled, grey".
    _disabled: { bg: 'border', color: 'mutedText', cursor: 'not-allowed' },
  }),
  error: css({ m: '0', color: 'danger', fontWeight: 'semibold' }),
};

const ALL = 'all';

/** The repayment periods, as their chips say. */
const PERIOD_OPTIONS: readonly ChipChoiceOption<BudgetPeriod>[] = [
  { id: 'monthly', label: 'Monthly' },
  { id: 'weekly', label: 'Weekly' },
];

/**
 * The finder.
 * @example <BudgetFinder bodies={[{ value: 'SUV', count: 12 }]} minPrice={9000} maxPrice={90000} quickPicks={[5000]} />
 */
export function BudgetFinder(data: BudgetFinderData) {
  const [body, setBody] = useState<string>(ALL);
  const [period, setPeriod] = useState<BudgetPeriod>('monthly');
  const [repayment, setRepayment] = useState<number>(BUDGET_DEFAULT_REPAYMENT.monthly);
  const [deposit, setDeposit] = useState<number>(BUDGET_DEFAULT_DEPOSIT);
  const [range, setRange] = useState({ minPrice: data.minPrice, maxPrice: data.maxPrice });
  // A budget set on the slider, until a repayment or deposit is typed again (then the estimate is the budget).
  const [slid, setSlid] = useState<number | null>(null);

  useEffect(() => {
    if (body === ALL) {
      setRange({ minPrice: data.minPrice, maxPrice: data.maxPrice });
      return;
    }
    const controller = new AbortController();
    fetch('/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(budgetSearchState(body)),
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`search answered ${res.status}`))))
      .then((answer) => setRange(budgetStockOf(answer as BudgetStockAnswer)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[fc] the budget finder search failed', error);
      });
    return () => controller.abort();
  }, [body, data.minPrice, data.maxPrice]);

  const carType = body === ALL ? 'Car' : body;
  const budget = slid ?? budgetEstimate(repayment, deposit, period);
  const outcome = budgetOutcome(budget, range, carType);

  return (
    <section className={styles.root} aria-labelledby="budget-finder-title">
      <h2 id="budget-finder-title" className={styles.title}>
        Find cars for your budget
      </h2>
      <ChipChoice
        aria-label="Body type"
        options={[
          { id: ALL, label: 'All' },
          ...data.bodies.map((option) => ({ id: option.value, label: option.value })),
        ]}
        selected={body}
        onSelect={setBody}
      />
      <ChipChoice
        aria-label="Repayments"
        options={PERIOD_OPTIONS}
        selected={period}
        onSelect={(chosen) => {
          setPeriod(chosen);
          setRepayment(BUDGET_DEFAULT_REPAYMENT[chosen]);
          setSlid(null);
        }}
      />
      <div className={styles.inputs}>
        <NumberField
          label={period === 'monthly' ? 'Monthly repayment' : 'Weekly repayment'}
          value={repayment}
          onChange={(value) => {
            setRepayment(clampBudgetInput(value));
            setSlid(null);
          }}
          minValue={0}
          maxValue={1_000_000}
          step={10}
          formatOptions={{ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }}
        />
        <div>
          <NumberField
            label="Deposit"
            value={deposit}
            onChange={(value) => {
              setDeposit(clampBudgetInput(value));
              setSlid(null);
            }}
            minValue={0}
            maxValue={1_000_000}
            step={500}
            formatOptions={{ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }}
          />
          <fieldset className={styles.picks} aria-label="Quick deposit picks">
            {data.quickPicks.map((pick) => (
              <Button
                key={pick}
                variant="ghost"
                size="sm"
                onPress={() => {
                  setDeposit(pick);
                  setSlid(null);
                }}
              >
                {formatPrice(pick)}
              </Button>
            ))}
          </fieldset>
        </div>
      </div>
      <p className={styles.budget} aria-live="polite">
        {'Your budget: '}
        <span className={styles.figure}>{formatPrice(budget)}</span>
      </p>
      <FieldSlider
        aria-label="Your budget"
        minValue={BUDGET_SLIDER.min}
        maxValue={BUDGET_SLIDER.max}
        step={BUDGET_SLIDER.step}
        value={Math.min(Math.max(budget, BUDGET_SLIDER.min), BUDGET_SLIDER.max)}
        onChange={setSlid}
        formatOptions={{ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }}
      />
      {outcome.kind === 'search' ? (
        <a
          className={styles.go}
          // Slid to a budget: the cars nearest it first (spec: 001 §7 "slider navigation … sortBy=…:price:desc").
          href={(slid === null ? budgetSearchHref : budgetSliderSearchHref)(
            BUDGET_SEARCH_PATH,
            outcome.budget,
            body === ALL ? null : body,
          )}
        >
          {outcome.label}
        </a>
      ) : (
        <>
          <Button isDisabled className={styles.go}>
            {outcome.label}
          </Button>
          <p className={styles.error} role="status">
            {outcome.message}
          </p>
        </>
      )}
    </section>
  );
}

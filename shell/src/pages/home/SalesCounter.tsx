import { SALES_COUNTER_REFRESH_MS } from '@forecourt/shared/home/sales-counter';
import { SALES_COUNT_ATTRIBUTE } from '../../document/sales-counter-markup';
import { formatCount } from '../car-display';

/**
 * The sales counter (spec: 001 §9): the server's count at render time, which the client keeps
 * current (every 150 s) from the same rule.
 * @example <SalesCounter count={salesSoFarToday(now)} />
 */
export function SalesCounter({ count }: { count: number }) {
  return (
    <section className="fc-section fc-section--surface" aria-labelledby="fc-sales-counter-title">
      <div className="fc-container fc-sales-counter">
        <h2 className="fc-section__title" id="fc-sales-counter-title">
          Sold today
        </h2>
        <p className="fc-sales-counter__figure">
          <strong
            className="fc-sales-counter__count"
            {...{ [SALES_COUNT_ATTRIBUTE]: String(SALES_COUNTER_REFRESH_MS) }}
          >
            {formatCount(count)}
          </strong>{' '}
          vehicles sold so far today
        </p>
      </div>
    </section>
  );
}

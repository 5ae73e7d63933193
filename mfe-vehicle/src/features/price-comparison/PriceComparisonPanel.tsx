import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { useCountUp } from './use-count-up';
import type { PriceComparisonView } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  description: css({ m: '0' }),
  bar: css({ display: 'block', width: 'full', height: '3', overflow: 'visible' }),
  track: css({ fill: 'border' }),
  // spec: 000 §9 "Price comparison animation 2.5 s" (PRICE_COMPARISON_ANIMATION_MS): the bar grows from
  // nothing to the listing's place when it first renders, a CSS transition from its @starting-style,
  // so it needs no script and runs without JavaScript too. None under reduced motion.
  fill: css({
    fill: 'primary',
    transformBox: 'fill-box',
    transformOrigin: 'left center',
    transform: 'scaleX(1)',
    transitionProperty: 'transform',
    transitionDuration: '2500ms',
    transitionTimingFunction: 'ease-out',
    _starting: { transform: 'scaleX(0)' },
    _motionReduce: { transition: 'none' },
    _highContrast: { fill: 'Highlight' },
  }),
  figures: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '2',
    m: '0',
    '& div': { display: 'grid' },
    '& dt': { fontSize: 'sm', color: 'mutedText' },
    '& dd': { m: '0', fontWeight: 'semibold' },
  }),
  listing: css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  srOnly: css({ srOnly: true }),
};

/**
 * The price comparison panel (spec: 000 §2, §3, §9): the guide's words, a bar showing where the
 * listing price sits in the market range, the listing price (counting up over 2 s after mount) and the
 * range. The parent renders it only when the view model has one (000 §5; hidden on error, §4).
 * @example {data.priceComparison && <PriceComparisonPanel view={data.priceComparison} />}
 */
export function PriceComparisonPanel({ view }: { view: PriceComparisonView }) {
  const headingId = useId();
  const listing = useCountUp(view.listingPrice, view.listingPriceText);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Price comparison
      </h2>
      <p className={styles.description}>{view.description}</p>
      {view.marketPosition && <p className={styles.description}>{view.marketPosition}</p>}
      <svg
        className={styles.bar}
        viewBox="0 0 100 4"
        preserveAspectRatio="none"
        role="img"
        aria-label={`This car's price sits ${view.fillPercent}% of the way along the market range`}
      >
        <rect className={styles.track} width="100" height="4" rx="2" />
        <rect className={styles.fill} width={view.fillPercent} height="4" rx="2" />
      </svg>
      <dl className={styles.figures}>
        <div>
          <dt>This car</dt>
          <dd>
            <span className={styles.listing} aria-hidden="true">
              {listing}
            </span>
            <span className={styles.srOnly}>{view.listingPriceText}</span>
          </dd>
        </div>
        <div>
          <dt>Market range</dt>
          <dd>{`${view.marketMin} – ${view.marketMax}`}</dd>
        </div>
      </dl>
    </section>
  );
}

import type { BalancePoint } from '@forecourt/shared/finance/repayment';
import { formatPrice } from '@forecourt/shared/format/money';
import { css } from '@forecourt/shared/styled-system/css';

// The balance over the term, for people who would rather look than read: what is still owed (the
// falling line) and the interest paid so far (the rising one), a point a year. The table under it says
// the same in words for screen readers and anyone who wants the figures.

const styles = {
  root: css({ display: 'grid', gap: '2', m: '0' }),
  svg: css({ width: '100%', height: 'auto', maxWidth: '480px' }),
  legend: css({ display: 'flex', gap: '4', fontSize: 'sm', color: 'mutedText', m: '0', p: '0', listStyle: 'none' }),
  swatch: css({ display: 'inline-block', width: '3', height: '1', mr: '1', verticalAlign: 'middle' }),
  owed: css({ bg: 'primary' }),
  interest: css({ bg: 'accent' }),
  // A class, not a stroke attribute: an SVG presentation attribute takes no var(), so the theme's colour
  // reaches the lines only through CSS.
  owedLine: css({ stroke: 'primary' }),
  interestLine: css({ stroke: 'accent' }),
  table: css({ fontSize: 'sm', borderCollapse: 'collapse', '& th, & td': { textAlign: 'right', px: '2', py: '1' } }),
  details: css({ fontSize: 'sm', '& summary': { cursor: 'pointer', color: 'primary' } }),
};

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 8;

function path(points: BalancePoint[], value: (point: BalancePoint) => number, max: number, years: number): string {
  return points
    .map((point, index) => {
      const x = PAD + (point.year / years) * (WIDTH - 2 * PAD);
      const y = HEIGHT - PAD - (value(point) / max) * (HEIGHT - 2 * PAD);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * The chart and its table.
 * @example <BalanceChart points={balanceOverTerm(terms)} />
 */
export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const last = points.at(-1);
  if (!last || last.year <= 0) return null;
  const max = Math.max(...points.map((point) => Math.max(point.balance, point.interestPaid)), 1);
  return (
    <figure className={styles.root}>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img">
        <title>{`The balance over ${last.year} years: from ${formatPrice(points[0]?.balance ?? 0)} down to ${formatPrice(last.balance)}, with ${formatPrice(last.interestPaid)} of interest paid`}</title>
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="currentColor" strokeOpacity={0.3} />
        <path
          d={path(points, (point) => point.balance, max, last.year)}
          className={styles.owedLine}
          fill="none"
          strokeWidth={3}
        />
        <path
          d={path(points, (point) => point.interestPaid, max, last.year)}
          className={styles.interestLine}
          fill="none"
          strokeWidth={3}
          strokeDasharray="6 4"
        />
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.owed}`} aria-hidden="true" />
            Still owed
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.interest}`} aria-hidden="true" />
            Interest paid
          </li>
        </ul>
      </figcaption>
      <details className={styles.details}>
        <summary>The balance year by year</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Still owed</th>
              <th scope="col">Principal repaid</th>
              <th scope="col">Interest paid</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.year}>
                <th scope="row">{point.year}</th>
                <td>{formatPrice(point.balance)}</td>
                <td>{formatPrice(point.principalPaid)}</td>
                <td>{formatPrice(point.interestPaid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

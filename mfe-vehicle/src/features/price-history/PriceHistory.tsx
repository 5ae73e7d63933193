import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { PRICE_CHART, type PriceHistoryView } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  summary: css({ m: '0' }),
  chart: css({ display: 'block', width: 'full', maxWidth: '32rem', height: 'auto', overflow: 'visible' }),
  line: css({ fill: 'none', stroke: 'primary', strokeWidth: '2', _highContrast: { stroke: 'CanvasText' } }),
  dot: css({ fill: 'primary', _highContrast: { fill: 'CanvasText' } }),
  rule: css({ stroke: 'border', strokeDasharray: '2 3' }),
  label: css({ fill: 'mutedText', fontSize: '11px', _highContrast: { fill: 'CanvasText' } }),
  table: css({
    borderCollapse: 'collapse',
    '& caption': { srOnly: true },
    '& th, & td': { textAlign: 'start', py: '1', pr: '4', borderBottomWidth: 'thin', borderColor: 'border' },
    '& td': { fontVariantNumeric: 'tabular-nums' },
  }),
  toggle: css({ cursor: 'pointer', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
};

/**
 * The car's price history (issue 31): the story in a sentence, a step chart named by it (an image to a
 * screen reader), and every change in a table behind a disclosure, which the keyboard opens. Server HTML:
 * nothing in it needs script.
 * @example {data.priceHistory && <PriceHistory view={data.priceHistory} />}
 */
export function PriceHistory({ view }: { view: PriceHistoryView }) {
  const headingId = useId();
  const summaryId = useId();
  const { width, height, left } = PRICE_CHART;
  return (
    <section className={styles.root} aria-labelledby={headingId} id="price-history">
      <h2 id={headingId} className={styles.heading}>
        Price history
      </h2>
      <p id={summaryId} className={styles.summary}>
        {view.summary}
      </p>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={summaryId}>
        <title>{view.summary}</title>
        {view.axis.map((tick) => (
          <g key={tick.label}>
            <line className={styles.rule} x1={left} x2={width} y1={tick.y} y2={tick.y} />
            <text className={styles.label} x={left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.label}
            </text>
          </g>
        ))}
        <path className={styles.line} d={view.path} />
        {view.dots.map((dot) => (
          <circle key={`${dot.x} ${dot.y}`} className={styles.dot} cx={dot.x} cy={dot.y} r="3.5" />
        ))}
      </svg>
      <details>
        <summary className={styles.toggle}>Every price change</summary>
        <table className={styles.table}>
          <caption>The car's price changes, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Price</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={`${row.date} ${row.price}`}>
                <td>{row.date}</td>
                <td>{row.price}</td>
                <td>{row.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

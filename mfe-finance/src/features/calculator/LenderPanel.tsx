import { COMPARISON_RATE_WARNING } from '@forecourt/shared/finance/comparison-rate';
import type { DisclaimerText } from '@forecourt/shared/finance/disclaimer';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { Fragment, useState } from 'react';
import type { LenderSummary } from './view';

// The lenders' figures (spec: 001 §2 "A finance panel shows the financial figures per lender"; §3
// "Finance lender"), each with its disclaimer, short until Show More (spec: 001 §9 "truncated at 197").

const styles = {
  list: css({ display: 'grid', gap: '3', m: '0', p: '0', listStyle: 'none' }),
  card: css({ display: 'grid', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' }),
  name: css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' }),
  figures: css({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '1',
    columnGap: '4',
    m: '0',
    fontSize: 'sm',
    '& dd': { m: '0', fontWeight: 'semibold' },
  }),
  disclaimer: css({ m: '0', fontSize: 'xs', color: 'mutedText' }),
};

/**
 * A disclaimer with its Show More/Less toggle (the long text only when there is more).
 * @example <Disclaimer text={disclaimerText(lender.disclaimer)} />
 */
export function Disclaimer({ text }: { text: DisclaimerText }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <p className={styles.disclaimer}>
      {expanded ? text.full : text.short}{' '}
      {text.truncated && (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onPress={() => setExpanded((open) => !open)}>
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      )}
    </p>
  );
}

function figuresOf(lender: LenderSummary): [string, string][] {
  const rows: [string, string | null][] = [
    ['Interest rate', lender.interestRate],
    ['Comparison rate*', lender.comparisonRate],
    ['Repayment', lender.repayment],
    ['Term', lender.term],
    ['Deposit', lender.deposit],
    ['Establishment fee', lender.establishmentFee],
    ['Total payable', lender.totalPayable],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/**
 * The panel; nothing when no lender is available for the car.
 * @example <LenderPanel lenders={data.lenders} />
 */
export function LenderPanel({ lenders }: { lenders: LenderSummary[] }) {
  if (lenders.length === 0) return null;
  return (
    <section aria-labelledby="finance-lenders-title">
      <h3 id="finance-lenders-title">Lenders for this car</h3>
      <ul className={styles.list}>
        {lenders.map((lender) => (
          <li key={lender.provider} className={styles.card}>
            <h4 className={styles.name}>{lender.provider}</h4>
            <dl className={styles.figures}>
              {figuresOf(lender).map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
            {lender.disclaimer && <Disclaimer text={lender.disclaimer} />}
          </li>
        ))}
      </ul>
      <p className={styles.disclaimer}>{`*${COMPARISON_RATE_WARNING}`}</p>
    </section>
  );
}

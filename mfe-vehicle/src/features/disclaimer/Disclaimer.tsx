import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';

// The page's price and finance disclaimer (spec: 000 §2 "Vehicle detail page … disclaimer"). The spec
// gives no text; this is ours, written for Australian dealers (prices in AUD incl. GST; what a drive
// away price covers; finance estimates are not an offer of credit).

/** The disclaimer's paragraphs, in order. */
export const DISCLAIMER_PARAGRAPHS: readonly string[] = [
  'Prices are in Australian dollars and include GST. A drive-away price includes registration, compulsory third party (CTP) insurance, stamp duty and dealer delivery; any other price may exclude these government charges and on-road costs.',
  'Finance estimates and weekly repayments are indicative only and are not an offer of credit. They are subject to the lender’s approval, credit criteria, fees and charges, which are available on request.',
  'We take care to keep the details of this vehicle accurate, but some come from third parties and may change without notice. Please confirm the price, specifications, features and availability with the dealer before you buy.',
];

const styles = {
  root: css({ display: 'grid', gap: '2', fontSize: 'sm', color: 'mutedText', '& p': { m: '0' } }),
  heading: css({ m: '0', fontSize: 'md', fontWeight: 'semibold', color: 'text' }),
};

/**
 * The price and finance disclaimer.
 * @example <Disclaimer />
 */
export function Disclaimer() {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Disclaimer
      </h2>
      {DISCLAIMER_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

import { css } from '@forecourt/shared/styled-system/css';
import { TRADE_IN_FAQ, WHY_BUY_FROM_US } from '@forecourt/shared/trade-in/rules';
import { tradeInStyles } from './styles';

const styles = {
  list: css({
    display: 'grid',
    gap: '3',
    m: '0',
    p: '0',
    listStyle: 'none',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  }),
  title: css({ m: '0', fontWeight: 'semibold' }),
  question: css({ fontWeight: 'semibold', cursor: 'pointer', _focusVisible: { focusRing: 'outside' } }),
  answer: css({ mt: '2', mb: '0' }),
};

/**
 * The trade-in FAQ (spec: 001 §2: no online estimate over 7 years or 100,000 km; a letter from the
 * financier for a car under finance), as native disclosures that work without JavaScript.
 *
 * @example <TradeInFaq />
 */
export function TradeInFaq() {
  return (
    <section className={tradeInStyles.section} aria-labelledby="trade-in-faq">
      <h2 id="trade-in-faq" className={tradeInStyles.heading}>
        Trade-in FAQ
      </h2>
      {TRADE_IN_FAQ.map((entry) => (
        <details key={entry.question}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}

/**
 * The 'Why Buy From Us?' block (spec: 001 §2 "Trade-in").
 *
 * @example <WhyBuyFromUs />
 */
export function WhyBuyFromUs() {
  return (
    <section className={tradeInStyles.section} aria-labelledby="why-buy-from-us">
      <h2 id="why-buy-from-us" className={tradeInStyles.heading}>
        Why Buy From Us?
      </h2>
      <ul className={styles.list}>
        {WHY_BUY_FROM_US.map((point) => (
          <li key={point.title}>
            <p className={styles.title}>{point.title}</p>
            <p className={tradeInStyles.muted}>{point.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

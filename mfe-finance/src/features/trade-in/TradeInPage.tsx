import { css } from '@forecourt/shared/styled-system/css';
import type { TradeInAnswer } from '@forecourt/shared/trade-in/api';
import { useState } from 'react';
import { CarPanel } from '../page/panel';
import { SalesCounter } from './SalesCounter';
import { tradeInStyles } from './styles';
import { TradeInForm } from './TradeInForm';
import { TradeInFaq, WhyBuyFromUs } from './TradeInInfo';
import { TradeInResult } from './TradeInResult';
import type { TradeInPageData } from './view';

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  layout: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }),
  aside: css({ display: 'grid', gap: '4' }),
};

/**
 * The trade-in page's island (spec: 001 §2 "/cars/trade-in?car_id={id}, /trade-in, /sell-my-car,
 * /sell-your-car"): the form, or the valuation it came to; the car being bought beside it when the page
 * names one; the FAQ, 'Why Buy From Us?' and the sales counter.
 *
 * @example <TradeInPage car={null} valuation={null} refusedFields={{}} renderedAt={Date.now()} dealerships={[]} />
 */
export function TradeInPage({ car, valuation, refusedFields, renderedAt, dealerships }: TradeInPageData) {
  const [answer, setAnswer] = useState<TradeInAnswer | null>(valuation);
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>Value your trade-in</h1>
      <div className={styles.layout}>
        <div className={styles.aside}>
          {answer ? (
            <TradeInResult answer={answer} />
          ) : (
            <section className={tradeInStyles.section} aria-labelledby="trade-in-form">
              <h2 id="trade-in-form" className={tradeInStyles.heading}>
                Tell us about your car
              </h2>
              <p className={tradeInStyles.muted}>
                Enter its registration and state: our valuation partner finds the car and values it for its kilometres
                and condition.
              </p>
              <TradeInForm
                carId={car?.id ?? null}
                dealerships={dealerships}
                refusedFields={refusedFields}
                onValued={setAnswer}
              />
            </section>
          )}
          <TradeInFaq />
        </div>
        <aside className={styles.aside} aria-label="About buying from us">
          {car && <CarPanel id="trade-in-car" heading="The car you are buying" car={car} />}
          <SalesCounter renderedAt={renderedAt} />
          <WhyBuyFromUs />
        </aside>
      </div>
    </article>
  );
}

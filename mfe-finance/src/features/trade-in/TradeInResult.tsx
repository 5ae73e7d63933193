import { formatPrice } from '@forecourt/shared/format/money';
import { css } from '@forecourt/shared/styled-system/css';
import type { TradeInAnswer } from '@forecourt/shared/trade-in/api';
import { TRADE_IN_API_PATH } from '@forecourt/shared/trade-in/paths';
import { TRADE_IN_REFUSALS, TRADE_IN_UNAVAILABLE } from '@forecourt/shared/trade-in/rules';
import { Button } from '@forecourt/shared/ui/Button';
import { type FormEvent, useState } from 'react';
import { acceptTradeInOffer } from './send';
import { tradeInStyles } from './styles';

const styles = {
  row: css({ display: 'contents' }),
  figures: css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2', m: '0' }),
  value: css({ m: '0', fontWeight: 'semibold' }),
  offer: css({ m: '0', fontSize: '2xl', fontWeight: 'bold', color: 'primary' }),
  accepted: css({ m: '0', fontWeight: 'semibold', color: 'success' }),
};

/** An adjustment as a signed amount: '+$500', '−$1,200'. */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatPrice(Math.abs(amount))}`;

/**
 * What the valuation came to (spec: 001 §2 "Trade-in", §7): the car the registration names, the market
 * value and its adjustments, the range and the offer, with the button that accepts it (a plain form post
 * without JavaScript, carrying the link's token); or the FAQ's refusal; or, when the partner failed, that
 * the team will call.
 *
 * @example <TradeInResult answer={answer} />
 */
export function TradeInResult({ answer: initial }: { answer: TradeInAnswer }) {
  const [answer, setAnswer] = useState(initial);
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { outcome } = answer;

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAccepting(true);
    const result = await acceptTradeInOffer(answer.lead_id, answer.accept_token);
    setAccepting(false);
    if (result.ok) setAnswer(result.answer);
    else setFailure(result.error);
  };

  return (
    <section className={tradeInStyles.section} aria-labelledby="trade-in-result" aria-live="polite">
      <h2 id="trade-in-result" className={tradeInStyles.heading}>
        Your valuation
      </h2>
      {outcome.status === 'unavailable' && <p>{TRADE_IN_UNAVAILABLE}</p>}
      {outcome.status === 'refused' && (
        <>
          {outcome.vehicle && (
            <p
              className={tradeInStyles.muted}
            >{`${outcome.vehicle.year} ${outcome.vehicle.make} ${outcome.vehicle.model}`}</p>
          )}
          <p>{TRADE_IN_REFUSALS[outcome.reason]}</p>
        </>
      )}
      {outcome.status === 'valued' && (
        <>
          <p className={styles.value}>
            {[outcome.vehicle.year, outcome.vehicle.make, outcome.vehicle.model, outcome.vehicle.variant]
              .filter(Boolean)
              .join(' ')}
          </p>
          <dl className={styles.figures}>
            <dt>Market value</dt>
            <dd className={styles.value}>{formatPrice(outcome.market_value)}</dd>
            {outcome.adjustments.map((adjustment) => (
              <div key={adjustment.label} className={styles.row}>
                <dt>{adjustment.label}</dt>
                <dd className={styles.value}>{signed(adjustment.amount)}</dd>
              </div>
            ))}
            <dt>Estimated range</dt>
            <dd className={styles.value}>{`${formatPrice(outcome.range.low)} – ${formatPrice(outcome.range.high)}`}</dd>
          </dl>
          <p>Our offer</p>
          <p className={styles.offer}>{formatPrice(outcome.offer)}</p>
          {outcome.accepted_at ? (
            <p className={styles.accepted}>Offer accepted. Our team will call you to arrange an inspection.</p>
          ) : (
            <form method="post" action={`${TRADE_IN_API_PATH}/${answer.lead_id}/accept`} onSubmit={accept}>
              {/* The link's proof that this browser asked for the valuation (a signed-in asker needs none). */}
              {answer.accept_token && <input type="hidden" name="accept_token" value={answer.accept_token} />}
              <Button type="submit" variant="primary" isPending={accepting}>
                Accept offer
              </Button>
            </form>
          )}
          {failure && <p role="alert">{failure}</p>}
          <p className={tradeInStyles.muted}>The offer stands until our team has inspected the car.</p>
        </>
      )}
    </section>
  );
}

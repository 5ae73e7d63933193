import { css } from '@forecourt/shared/styled-system/css';
import { checkedPostcode, nextDeliveryState } from '@forecourt/shared/vehicle/delivery';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';
import { type FormEvent, useId, useReducer, useState } from 'react';
import { fetchPostcodeAnswer, PostcodeForm } from './PostcodeForm';
import type { DeliveryCalculatorView } from './view';

/** The page's anchor for the delivery calculator: the plain form comes back to it. */
export const DELIVERY_CALCULATOR_ANCHOR = 'delivery';

const styles = {
  root: css({ display: 'grid', gap: '3', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  outcome: css({ m: '0', minHeight: '6' }),
  result: css({ display: 'grid', gap: '1', p: '3', borderRadius: 'md', bg: 'surface' }),
  price: css({ fontSize: '2xl', fontWeight: 'bold' }),
  error: css({ color: 'danger', fontWeight: 'semibold' }),
};

/**
 * The delivery calculator (spec: 000 §2, §4, §5, §8): a postcode in, the delivery price and the region
 * out. With JavaScript the form asks the API in place (idle → loading → result or error); without it,
 * the same form is a plain GET to the car page (`?postcode=NNNN#delivery`), whose fragment Worker asks
 * the API and renders the outcome here.
 * @example <DeliveryCalculator view={data.deliveryCalculator} />
 */
export function DeliveryCalculator({ view }: { view: DeliveryCalculatorView }) {
  const headingId = useId();
  const outcomeId = useId();
  const [state, dispatch] = useReducer(nextDeliveryState, view.state);
  const [postcode, setPostcode] = useState(view.state.status === 'idle' ? '' : view.state.postcode);

  async function estimate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'submit', postcode });
    // The reducer's own check: an empty or malformed postcode is answered without a call.
    const checked = checkedPostcode(postcode);
    if ('status' in checked) return;
    // A failure is logged; the visitor gets the unknown-location message (spec: 000 §8).
    dispatch(
      await fetchPostcodeAnswer(
        vehicleApiPaths.delivery(view.slug, checked.postcode),
        checked.postcode,
        'delivery estimate',
      ),
    );
  }

  return (
    <section id={DELIVERY_CALCULATOR_ANCHOR} className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Delivery calculator
      </h2>
      <PostcodeForm
        action={`${view.carPath}#${DELIVERY_CALCULATOR_ANCHOR}`}
        label="Your postcode"
        name="postcode"
        value={postcode}
        onChange={setPostcode}
        onSubmit={estimate}
        outcomeId={outcomeId}
        isInvalid={state.status === 'error'}
        isPending={state.status === 'loading'}
        submitLabel="Estimate delivery"
      />
      <div id={outcomeId} className={styles.outcome} role="status">
        {state.status === 'result' && (
          <p className={styles.result}>
            <span>{`Delivery to ${state.region}`}</span>
            <span className={styles.price}>{state.price}</span>
          </p>
        )}
        {state.status === 'error' && <span className={styles.error}>{state.message}</span>}
        {state.status === 'loading' && <span>Estimating…</span>}
      </div>
    </section>
  );
}

import { formatPrice } from '../format/money';
import { POSTCODE_EMPTY, POSTCODE_UNKNOWN } from '../messages/catalogue';

// The vehicle page's delivery calculator (spec: 000 §4 "Delivery calculator: idle, loading, result,
// error"; §5 "empty postcode gives Please enter a postcode.; an unknown postcode gives the message in
// section 8"; §3 "Delivery estimate result: price, name (region)"). Zod-free and pure: the island runs it
// in the browser and the fragment Worker runs it for a postcode sent without JavaScript.

/** An Australian postcode: four digits (the API's DeliveryPostcodeSchema accepts exactly these). */
const POSTCODE = /^\d{4}$/;

/** Where the calculator is. */
export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  /** `price` already formatted ("$350"); `region` is the partner's region name. */
  | { status: 'result'; postcode: string; price: string; region: string }
  | { status: 'error'; postcode: string; message: string };

/** What happens to it. */
export type DeliveryEvent =
  /** The visitor asks for an estimate for what they typed. */
  | { type: 'submit'; postcode: string }
  /** The API answered (any status) for `postcode`. */
  | { type: 'answer'; postcode: string; status: number; body: unknown }
  /** The call for `postcode` failed (network, timeout). */
  | { type: 'failed'; postcode: string };

export const IDLE_DELIVERY: DeliveryState = { status: 'idle' };

/**
 * The postcode to ask the API about, or the error state when there is nothing to ask: an empty one
 * gives "Please enter a postcode.", anything but four digits cannot be a location the partner serves.
 * @example checkedPostcode(' 4000 ') // { postcode: '4000' }
 * @example checkedPostcode('') // { status: 'error', postcode: '', message: 'Please enter a postcode.' }
 */
export function checkedPostcode(typed: string): { postcode: string } | Extract<DeliveryState, { status: 'error' }> {
  const postcode = typed.trim();
  if (postcode === '') return { status: 'error', postcode, message: POSTCODE_EMPTY };
  if (!POSTCODE.test(postcode)) return { status: 'error', postcode, message: POSTCODE_UNKNOWN };
  return { postcode };
}

/** The estimate in an answer's body, read without a schema library (the island has none). */
function estimateIn(body: unknown): { price: number; name: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { price, name } = body as { price?: unknown; name?: unknown };
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  return { price, name: name.trim() };
}

/**
 * The state an API answer for `postcode` leads to: a 200 with an estimate is the result (price
 * formatted, region named); any other answer, 404 "unknown postcode" included, is the spec's
 * unknown-location message, which also tells the visitor what to do instead (enquire or call).
 * @example deliveryStateForAnswer('4000', 200, { price: 349, name: 'Brisbane Metro' }) // { status: 'result', postcode: '4000', price: '$349', region: 'Brisbane Metro' }
 * @example deliveryStateForAnswer('0872', 404, { error: 'Unknown postcode', code: 'unknown_postcode' }) // { status: 'error', …, message: POSTCODE_UNKNOWN }
 */
export function deliveryStateForAnswer(postcode: string, status: number, body: unknown): DeliveryState {
  const estimate = status === 200 ? estimateIn(body) : null;
  if (!estimate) return { status: 'error', postcode, message: POSTCODE_UNKNOWN };
  return { status: 'result', postcode, price: formatPrice(estimate.price), region: estimate.name };
}

/**
 * The calculator's state machine: submit → loading (or the error of an empty or malformed postcode);
 * an answer or a failure for the postcode being loaded → result or error. An answer for an earlier
 * postcode, one that arrives after another submit, is ignored.
 * @example nextDeliveryState(IDLE_DELIVERY, { type: 'submit', postcode: '4000' }) // { status: 'loading', postcode: '4000' }
 */
export function nextDeliveryState(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  if (event.type === 'submit') {
    const checked = checkedPostcode(event.postcode);
    return 'status' in checked ? checked : { status: 'loading', postcode: checked.postcode };
  }
  if (state.status !== 'loading' || state.postcode !== event.postcode) return state;
  if (event.type === 'failed') return { status: 'error', postcode: event.postcode, message: POSTCODE_UNKNOWN };
  return deliveryStateForAnswer(event.postcode, event.status, event.body);
}

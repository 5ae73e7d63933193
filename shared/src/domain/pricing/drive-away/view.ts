import { formatDate } from '../../format/date';
import { formatPrice } from '../../format/money';
import { INVALID_POSTCODE, POSTCODE_EMPTY } from '../../messages/catalogue';
import type { DriveAwayEstimate } from './estimate';
import { AUSTRALIAN_STATES, type AustralianState, stateForPostcode } from './postcode-state';

// The drive-away estimate as the car page shows it, and the page's small state machine (idle → loading
// → result or error). Zod-free: the island runs it on the API's answer, the fragment Worker on the
// estimate it built for `?drive_away_postcode=` (the form without JavaScript).

/** The query parameter of the car page's plain form (and the API's `postcode`). */
export const DRIVE_AWAY_QUERY = 'drive_away_postcode';

/** A four-digit postcode in no state's range (issue 31 gives no wording). */
export const DRIVE_AWAY_NO_STATE = 'We could not find an Australian state or territory for that postcode.';
/** The answer did not come (network, server). */
export const DRIVE_AWAY_FAILED = 'Sorry, we could not estimate the drive-away price. Please try again.';
/** What the breakdown is, said beside it every time. */
export const DRIVE_AWAY_NOTICE =
  'This is an estimate only, not a quote: stamp duty, registration and insurance depend on the buyer, the car and where it is garaged. Figures marked ≈ are approximate.';

/** One line of the breakdown as shown. */
export interface DriveAwayLineView {
  label: string;
  /** "$42,990", "≈ $600", or what stands in for a missing figure ("Included in registration"). */
  value: string;
}

/** The breakdown as shown. */
export interface DriveAwayView {
  postcode: string;
  heading: string;
  lines: DriveAwayLineView[];
  totalLabel: string;
  total: string;
  /** "Stamp duty rates effective from 01/07/2025." */
  ratesDate: string;
  sources: { label: string; href: string; effective: string }[];
}

/** Where the drive-away form is. */
export type DriveAwayState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'result'; postcode: string; view: DriveAwayView }
  | { status: 'error'; postcode: string; message: string };

export const IDLE_DRIVE_AWAY: DriveAwayState = { status: 'idle' };

/**
 * The breakdown of an estimate, formatted.
 * @example driveAwayView('2000', estimate).heading // "Estimated drive-away price in New South Wales (2000)"
 */
export function driveAwayView(postcode: string, estimate: DriveAwayEstimate): DriveAwayView {
  return {
    postcode,
    heading: `Estimated drive-away price in ${estimate.stateName} (${postcode})`,
    lines: estimate.lines.map((line) => ({
      label: line.label,
      value: line.amount === null ? (line.note ?? '') : `${line.approximate ? '≈ ' : ''}${formatPrice(line.amount)}`,
    })),
    totalLabel: estimate.complete ? 'Estimated drive-away price' : 'Estimated drive-away price, excluding stamp duty',
    total: formatPrice(estimate.total),
    ratesDate: `Stamp duty rates effective from ${formatDate(estimate.ratesEffectiveFrom)}.`,
    sources: estimate.sources.map((source) => ({
      label: source.label,
      href: source.url,
      effective: `from ${formatDate(source.effectiveFrom)}`,
    })),
  };
}

/**
 * The postcode and its state, or the error to show without asking anyone.
 * @example checkedDriveAwayPostcode(' 3000 ') // { postcode: '3000', state: 'VIC' }
 * @example checkedDriveAwayPostcode('') // { status: 'error', postcode: '', message: 'Please enter a postcode.' }
 */
export function checkedDriveAwayPostcode(
  typed: string,
): { postcode: string; state: AustralianState } | Extract<DriveAwayState, { status: 'error' }> {
  const postcode = typed.trim();
  if (postcode === '') return { status: 'error', postcode, message: POSTCODE_EMPTY };
  if (!/^\d{4}$/.test(postcode)) return { status: 'error', postcode, message: INVALID_POSTCODE };
  const state = stateForPostcode(postcode);
  return state ? { postcode, state } : { status: 'error', postcode, message: DRIVE_AWAY_NO_STATE };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

/** The estimate in the API's answer, read without a schema library (the island has none); null if it is not one. */
export function driveAwayEstimateIn(body: unknown): DriveAwayEstimate | null {
  if (typeof body !== 'object' || body === null) return null;
  const estimate = body as Partial<Record<keyof DriveAwayEstimate, unknown>>;
  const lines = Array.isArray(estimate.lines) ? (estimate.lines as unknown[]) : null;
  const sources = Array.isArray(estimate.sources) ? (estimate.sources as unknown[]) : null;
  const ok =
    (AUSTRALIAN_STATES as readonly unknown[]).includes(estimate.state) &&
    isText(estimate.stateName) &&
    typeof estimate.total === 'number' &&
    typeof estimate.complete === 'boolean' &&
    isText(estimate.ratesEffectiveFrom) &&
    lines?.every((line) => {
      const { label, amount, approximate } = (line ?? {}) as Record<string, unknown>;
      return isText(label) && isAmount(amount) && typeof approximate === 'boolean';
    }) &&
    sources?.every((source) => {
      const { label, url, effectiveFrom } = (source ?? {}) as Record<string, unknown>;
      return isText(label) && isText(url) && url.startsWith('https://') && isText(effectiveFrom);
    });
  return ok ? (body as DriveAwayEstimate) : null;
}

/** What happens to the form. */
export type DriveAwayEvent =
  | { type: 'submit'; postcode: string }
  | { type: 'answer'; postcode: string; status: number; body: unknown }
  | { type: 'failed'; postcode: string };

/**
 * The form's state machine: submit → loading (or the error of a postcode it can tell is wrong); the
 * answer for the postcode being loaded → the breakdown or the error it names. A late answer for an
 * earlier postcode is ignored.
 * @example nextDriveAwayState(IDLE_DRIVE_AWAY, { type: 'submit', postcode: '2000' }) // { status: 'loading', postcode: '2000' }
 */
export function nextDriveAwayState(state: DriveAwayState, event: DriveAwayEvent): DriveAwayState {
  if (event.type === 'submit') {
    const checked = checkedDriveAwayPostcode(event.postcode);
    return 'status' in checked ? checked : { status: 'loading', postcode: checked.postcode };
  }
  if (state.status !== 'loading' || state.postcode !== event.postcode) return state;
  const estimate = event.type === 'answer' && event.status === 200 ? driveAwayEstimateIn(event.body) : null;
  if (estimate) return { status: 'result', postcode: event.postcode, view: driveAwayView(event.postcode, estimate) };
  return { status: 'error', postcode: event.postcode, message: DRIVE_AWAY_FAILED };
}

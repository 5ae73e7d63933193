import type { ReservationStatus } from './api';

// How long a reservation takes a car off sale (issue 24 item 2: "an unpaid reservation expires (15 minutes,
// per-site setting) … a $0 hold expires too (per-site, default 48 h) unless the dealer confirms it; at most
// one open reservation per shopper per site"). Pure and zod-free: the checkout island shows the end too.

/** Issue 24 item 2: minutes a shopper has to pay the deposit before the car goes back on sale. */
export const DEFAULT_UNPAID_EXPIRY_MINUTES = 15;
/** Issue 24 item 2: hours a $0 hold lasts unless the dealer confirms it. */
export const DEFAULT_HOLD_EXPIRY_HOURS = 48;
/** Issue 24 item 2: open (unpaid) reservations one shopper may have on a site at once. */
export const DEFAULT_MAX_OPEN_PER_SHOPPER = 1;

/** A site's reservation settings (tenant `reservations`). */
export interface ReservationSettings {
  unpaidExpiryMinutes: number;
  holdExpiryHours: number;
  maxOpenPerShopper: number;
}

/** The statuses that end by themselves: nothing paid yet. They are what the per-shopper limit counts. */
export const OPEN_STATUSES = ['pending', 'held'] as const satisfies readonly ReservationStatus[];
type OpenStatus = (typeof OPEN_STATUSES)[number];

const isOpen = (status: ReservationStatus): status is OpenStatus =>
  (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * When a reservation made at `start` ends: an unpaid one after the site's minutes to pay, a $0 hold after
 * its hours.
 *
 * @example reservationEndsAt('pending', new Date('2026-03-07T06:30:00Z'), settings); // 06:45 with the defaults
 */
export function reservationEndsAt(status: OpenStatus, start: Date, settings: ReservationSettings): Date {
  const ms = status === 'pending' ? settings.unpaidExpiryMinutes * 60_000 : settings.holdExpiryHours * 3_600_000;
  return new Date(start.getTime() + ms);
}

/** What the end rules read of a reservation. */
export interface EndingReservation {
  status: ReservationStatus;
  /** ISO instant; null: it does not end by itself (paid, or a hold the dealer confirmed). */
  expires_at: string | null;
}

/**
 * Whether the reservation has ended at `now`: still open, with an end, and that end reached (the end
 * itself is past it).
 *
 * @example hasEnded({ status: 'held', expires_at: '2026-03-09T06:30:00.000Z' }, now);
 */
export function hasEnded(reservation: EndingReservation, now: Date): boolean {
  return (
    isOpen(reservation.status) && reservation.expires_at !== null && now.getTime() >= Date.parse(reservation.expires_at)
  );
}

/**
 * The status as it stands at `now`: an open reservation past its end reads `expired` even before the
 * gateway has written it so.
 *
 * @example statusAt({ status: 'pending', expires_at: past }, now); // 'expired'
 */
export function statusAt(reservation: EndingReservation, now: Date): ReservationStatus {
  return hasEnded(reservation, now) ? 'expired' : reservation.status;
}

/** Platform: the least time a card payment under way keeps its car (the partner's 8 s timeout, and margin). */
export const PAYMENT_GRACE_MS = 60_000;

/**
 * The least end of an unpaid reservation whose card payment starts at `now`: a shopper paying in its last
 * seconds keeps the car until the partner has answered. (Never earlier than its own end: the store takes
 * the later of the two.)
 *
 * @example paymentGraceEnd(new Date('2026-03-07T06:44:59Z')); // '2026-03-07T06:45:59.000Z'
 */
export function paymentGraceEnd(now: Date): string {
  return new Date(now.getTime() + PAYMENT_GRACE_MS).toISOString();
}

/**
 * Whether a reservation in `status` keeps its car off sale: awaiting payment, held, or paid.
 *
 * @example holdsCar('expired'); // false
 */
export function holdsCar(status: ReservationStatus): boolean {
  return isOpen(status) || status === 'paid';
}

/**
 * What the dealer confirming a reservation takes (a $0 hold then never ends by itself):
 * - `confirm`: a hold that has not ended;
 * - `done`: paid, which never ends by itself;
 * - `refused`: awaiting payment (it ends unless paid), or over (failed, refunded, released, expired).
 *
 * @example dealerConfirmActionFor('held'); // 'confirm'
 */
export function dealerConfirmActionFor(status: ReservationStatus): 'confirm' | 'done' | 'refused' {
  if (status === 'held') return 'confirm';
  return status === 'paid' ? 'done' : 'refused';
}

/** What the dealer reads when a confirmation is refused (wording ours: the spec shows none). */
export const DEALER_CONFIRM_REFUSALS = {
  pending: 'This reservation is awaiting its payment: it is kept once paid, and ends if it is not.',
  over: 'This reservation has ended and holds no car: there is nothing to confirm.',
} as const;

/**
 * When a reservation ends, on the car's clock, written as the site writes times (spec: 001 §3 "5:30 pm")
 * and dates (spec: 001 §9 dd/MM/yyyy), with the zone's name so a shopper elsewhere is not misled.
 *
 * @example reservationEndText('2026-03-07T06:45:00.000Z', 'Australia/Sydney'); // '5:45 pm AEDT, 07/03/2026'
 */
export function reservationEndText(expiresAt: string, timeZone: string): string {
  // One formatter, and no other rule: the checkout island bundles this, so it is kept small. en-AU's own
  // clock is the site's ("5:30 pm"), its numeric date the spec's dd/MM/yyyy.
  const format = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZoneName: 'short',
  });
  const at = Object.fromEntries(format.formatToParts(new Date(expiresAt)).map(({ type, value }) => [type, value]));
  return `${at.hour}:${at.minute} ${at.dayPeriod} ${at.timeZoneName}, ${at.day}/${at.month}/${at.year}`;
}

/**
 * When an open reservation ends, as the shopper's pages show it ("held until …"); null when it does not end
 * by itself or is over.
 *
 * @example heldUntil({ status: 'held', expires_at: '2026-03-07T06:45:00.000Z', time_zone: 'Australia/Sydney' }); // '5:45 pm AEDT, 07/03/2026'
 */
export function heldUntil(reservation: EndingReservation & { time_zone: string }): string | null {
  if (!isOpen(reservation.status) || reservation.expires_at === null) return null;
  return reservationEndText(reservation.expires_at, reservation.time_zone);
}

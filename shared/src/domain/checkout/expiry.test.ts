import { describe, expect, it } from 'vitest';
import { ReservationStatusSchema } from './api';
import {
  DEFAULT_HOLD_EXPIRY_HOURS,
  DEFAULT_MAX_OPEN_PER_SHOPPER,
  DEFAULT_UNPAID_EXPIRY_MINUTES,
  dealerConfirmActionFor,
  hasEnded,
  heldUntil,
  holdsCar,
  PAYMENT_GRACE_MS,
  paymentGraceEnd,
  reservationEndsAt,
  reservationEndText,
  statusAt,
} from './expiry';

const SETTINGS = {
  unpaidExpiryMinutes: DEFAULT_UNPAID_EXPIRY_MINUTES,
  holdExpiryHours: DEFAULT_HOLD_EXPIRY_HOURS,
  maxOpenPerShopper: DEFAULT_MAX_OPEN_PER_SHOPPER,
};
const START = new Date('2026-03-07T06:30:00.000Z');
const ms = (minutes: number) => minutes * 60_000;

describe('the defaults (issue 24 item 2)', () => {
  it('are 15 minutes to pay, a 48 hour hold at $0, one open reservation per shopper', () => {
    expect([DEFAULT_UNPAID_EXPIRY_MINUTES, DEFAULT_HOLD_EXPIRY_HOURS, DEFAULT_MAX_OPEN_PER_SHOPPER]).toEqual([
      15, 48, 1,
    ]);
  });
});

describe('reservationEndsAt', () => {
  it('gives an unpaid reservation the minutes to pay, and a $0 hold its hours', () => {
    expect(reservationEndsAt('pending', START, SETTINGS).toISOString()).toBe('2026-03-07T06:45:00.000Z');
    expect(reservationEndsAt('held', START, SETTINGS).toISOString()).toBe('2026-03-09T06:30:00.000Z');
    expect(reservationEndsAt('held', START, { ...SETTINGS, holdExpiryHours: 2 }).toISOString()).toBe(
      '2026-03-07T08:30:00.000Z',
    );
  });
});

describe('hasEnded and statusAt', () => {
  const pending = { status: 'pending' as const, expires_at: '2026-03-07T06:45:00.000Z' };

  it('ends an open reservation at its end exactly, not a millisecond before', () => {
    expect(hasEnded(pending, new Date(START.getTime() + ms(15) - 1))).toBe(false);
    expect(hasEnded(pending, new Date(START.getTime() + ms(15)))).toBe(true);
    expect(statusAt(pending, new Date(START.getTime() + ms(15) - 1))).toBe('pending');
    expect(statusAt(pending, new Date(START.getTime() + ms(15)))).toBe('expired');
    expect(statusAt({ ...pending, status: 'held' }, new Date(START.getTime() + ms(16)))).toBe('expired');
  });

  it('never ends one without an end (paid, or a hold the dealer confirmed), nor one already over', () => {
    const later = new Date('2030-01-01T00:00:00.000Z');
    expect(hasEnded({ status: 'held', expires_at: null }, later)).toBe(false);
    expect(hasEnded({ status: 'paid', expires_at: null }, later)).toBe(false);
    for (const status of ['paid', 'failed', 'refunded', 'released', 'expired'] as const) {
      expect(hasEnded({ status, expires_at: pending.expires_at }, later)).toBe(false);
      expect(statusAt({ status, expires_at: pending.expires_at }, later)).toBe(status);
    }
  });
});

describe('paymentGraceEnd', () => {
  it('keeps the car for a payment in flight for the grace after it starts', () => {
    expect(PAYMENT_GRACE_MS).toBe(60_000);
    expect(paymentGraceEnd(new Date('2026-03-07T06:44:59.000Z'))).toBe('2026-03-07T06:45:59.000Z');
  });
});

describe('holdsCar', () => {
  it('is true while the car is off sale for the shopper: pending, held, paid', () => {
    const holding = ReservationStatusSchema.options.filter(holdsCar);
    expect(holding).toEqual(['pending', 'paid', 'held']);
  });
});

describe('dealerConfirmActionFor', () => {
  it('confirms a $0 hold, leaves a paid one as it is, refuses one awaiting payment or over', () => {
    expect(dealerConfirmActionFor('held')).toBe('confirm');
    expect(dealerConfirmActionFor('paid')).toBe('done');
    expect(dealerConfirmActionFor('pending')).toBe('refused');
    for (const status of ['failed', 'refunded', 'released', 'expired'] as const)
      expect(dealerConfirmActionFor(status)).toBe('refused');
  });
});

describe('reservationEndText', () => {
  it("reads on the car's clock, as the site writes times and dates (5:30 pm, dd/MM/yyyy)", () => {
    expect(reservationEndText('2026-03-07T06:45:00.000Z', 'Australia/Sydney')).toBe('5:45 pm AEDT, 07/03/2026');
    expect(reservationEndText('2026-03-07T06:45:00.000Z', 'Australia/Perth')).toBe('2:45 pm AWST, 07/03/2026');
    expect(reservationEndText('2026-07-01T14:05:00.000Z', 'Australia/Brisbane')).toBe('12:05 am AEST, 02/07/2026');
  });
});

describe('heldUntil', () => {
  it('shows the end of an open reservation only', () => {
    const at = { expires_at: '2026-03-07T06:45:00.000Z', time_zone: 'Australia/Sydney' };
    expect(heldUntil({ ...at, status: 'pending' })).toBe('5:45 pm AEDT, 07/03/2026');
    expect(heldUntil({ ...at, status: 'held' })).toBe('5:45 pm AEDT, 07/03/2026');
    expect(heldUntil({ ...at, status: 'held', expires_at: null })).toBeNull();
    expect(heldUntil({ ...at, status: 'expired' })).toBeNull();
    expect(heldUntil({ ...at, status: 'paid', expires_at: null })).toBeNull();
  });
});

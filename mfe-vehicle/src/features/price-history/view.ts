import { formatPrice } from '@forecourt/shared/format/money';

// The car's price history on its page (issue 31 "the car page shows the car's price history … as a small
// accessible chart (a data table for screen readers)"): the prices the stock feed (or the demo) recorded,
// drawn as a step line from the listing to today, told in a sentence, and listed in a table.

/** One recorded price: what the car cost from `changed_at` on (mfe-vehicle's price_history). */
export interface PricePoint {
  price: number;
  changed_at: string;
}

/** The chart's box, in SVG user units: the line inside the margins, the price labels left of it. */
export const PRICE_CHART = { width: 320, height: 120, left: 64, right: 8, top: 8, bottom: 8 } as const;

export interface PriceHistoryRow {
  date: string;
  price: string;
  /** The change from the price before: "Listed" for the first, else "−$1,000" / "+$500". */
  change: string;
}

export interface PriceHistoryView {
  /** The whole story in one sentence: the chart's accessible name, and shown above it. */
  summary: string;
  /** The step line's SVG path, in PRICE_CHART's box. */
  path: string;
  /** A dot at each change, in PRICE_CHART's box. */
  dots: { x: number; y: number }[];
  /** The dearest and cheapest prices' labels, at their heights. */
  axis: { y: number; label: string }[];
  rows: PriceHistoryRow[];
}

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function dayOf(instant: string): string {
  return DAY.format(new Date(instant));
}

function changeOf(price: number, before: number | undefined): string {
  if (before === undefined) return 'Listed';
  const difference = price - before;
  return difference < 0 ? `−${formatPrice(-difference)}` : `+${formatPrice(difference)}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The chart of a car's recorded prices up to `now`; null when there is no story to tell (fewer than two
 * prices, or none that differ). Points are taken in time order; the car's price now is the last one.
 * @example priceHistoryViewOf([{ price: 38990, changed_at: '2026-10-01T00:00:00Z' }, { price: 36990, changed_at: '2026-11-01T00:00:00Z' }], new Date('2026-11-28'))
 */
export function priceHistoryViewOf(points: readonly PricePoint[], now: Date): PriceHistoryView | null {
  const ordered = [...points].sort((a, b) => Date.parse(a.changed_at) - Date.parse(b.changed_at));
  const first = ordered[0];
  const last = ordered.at(-1);
  if (!first || !last || ordered.length < 2 || ordered.every((point) => point.price === first.price)) return null;
  const prices = ordered.map((point) => point.price);
  const high = Math.max(...prices);
  const low = Math.min(...prices);
  const start = Date.parse(first.changed_at);
  const end = Math.max(now.getTime(), Date.parse(last.changed_at));
  const { width, height, left, right, top, bottom } = PRICE_CHART;
  const x = (instant: string) =>
    round(left + ((Date.parse(instant) - start) / (end - start || 1)) * (width - left - right));
  const y = (price: number) => round(top + ((high - price) / (high - low)) * (height - top - bottom));
  const dots = ordered.map((point) => ({ x: x(point.changed_at), y: y(point.price) }));
  // A step line: each price holds until the next change, the last one until today.
  const steps = dots.map((dot, index) => (index === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x}V${dot.y}`)).join('');
  const difference = last.price - first.price;
  const direction = difference < 0 ? `Down ${formatPrice(-difference)}` : `Up ${formatPrice(difference)}`;
  const changes = ordered.length - 1;
  return {
    summary: `${direction} since it was listed on ${dayOf(first.changed_at)} at ${formatPrice(first.price)}: ${formatPrice(last.price)} now, after ${changes} price ${changes === 1 ? 'change' : 'changes'}.`,
    path: `${steps}H${width - right}`,
    dots,
    axis: [
      { y: y(high), label: formatPrice(high) },
      { y: y(low), label: formatPrice(low) },
    ],
    rows: ordered.map((point, index) => ({
      date: dayOf(point.changed_at),
      price: formatPrice(point.price),
      change: changeOf(point.price, ordered[index - 1]?.price),
    })),
  };
}

// How a range slider's values read: the same Intl options for the server's summary and for the
// slider in the browser (react-aria formats its value label with them), so both say the same.

/** How a slider's values read. */
export type RangeUnit = 'price' | 'km' | 'year';

/** Intl number options per unit; `narrowSymbol` keeps "$" whatever the browser's locale. */
export const RANGE_FORMATS: Readonly<Record<RangeUnit, Intl.NumberFormatOptions>> = {
  price: { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
  km: { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 0 },
  year: { useGrouping: false, maximumFractionDigits: 0 },
};

/**
 * A slider's range as text.
 * @example rangeSummary('price', { min: 0, max: 50000 }) // "$0 – $50,000"
 */
export function rangeSummary(unit: RangeUnit, values: { min: number; max: number }): string {
  const format = new Intl.NumberFormat('en-AU', RANGE_FORMATS[unit]);
  return `${format.format(values.min)} – ${format.format(values.max)}`;
}

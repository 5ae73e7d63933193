/**
 * Formats a kilometre figure with thousands commas.
 * @example formatKilometres(48213) // "48,213 km"
 */
export function formatKilometres(km: number): string {
  return `${new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(Math.round(km))} km`;
}

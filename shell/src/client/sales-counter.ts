import { salesSoFarToday } from '@forecourt/shared/home/sales-counter';
import { SALES_COUNT_ATTRIBUTE } from '../document/sales-counter-markup';

// Keeps the home page's sales counter current: the server rendered the count at its own time; the
// figure is recomputed from the same rule at once and then on the period the server wrote on it.

/**
 * Refreshes every sales counter of the page; returns a function that stops it.
 * @example enhanceSalesCounters(document, () => new Date(), window)
 */
export function enhanceSalesCounters(
  doc: Pick<Document, 'querySelectorAll'>,
  now: () => Date,
  timers: Pick<Window, 'setInterval' | 'clearInterval'>,
): () => void {
  const figures = [...doc.querySelectorAll<HTMLElement>(`[${SALES_COUNT_ATTRIBUTE}]`)];
  if (figures.length === 0) return () => {};
  const refresh = () => {
    const text = salesSoFarToday(now()).toLocaleString('en-AU');
    for (const figure of figures) figure.textContent = text;
  };
  refresh();
  const period = Number(figures[0]?.getAttribute(SALES_COUNT_ATTRIBUTE)) || 0;
  if (period <= 0) return () => {};
  const timer = timers.setInterval(refresh, period);
  return () => timers.clearInterval(timer);
}

// Reading the gateway's `Server-Timing` figures: every response carries its D1 queries as a `d1` metric
// (`d1;dur=1.4;desc="2 queries"`), and a composed page adds the metrics its fragment Workers passed on
// from their page loaders' answers, so the page's header adds up the whole view.

const D1_METRIC = /(?:^|,)\s*d1;[^,]*?desc="(\d+) quer(?:y|ies)"/g;

/**
 * The D1 queries a `Server-Timing` header counts, all `d1` metrics added up; null without any.
 * @example d1QueriesIn('fc-vehicle-page;dur=12, d1;dur=0.4;desc="1 query", d1;dur=0;desc="0 queries"') // 1
 */
export function d1QueriesIn(serverTiming: string | undefined): number | null {
  const counts = [...(serverTiming ?? '').matchAll(D1_METRIC)].map((match) => Number(match[1]));
  return counts.length === 0 ? null : counts.reduce((sum, count) => sum + count, 0);
}

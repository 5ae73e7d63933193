import { getAsSiteAt } from '../scripts/lib/http.ts';
import { d1QueriesIn } from '../scripts/lib/server-timing.ts';

/** D1 queries of a page: its first (cold) view, and the mean of the views after it. */
export interface D1PerView {
  firstView: number;
  perView: number;
  views: number;
}

/**
 * Opens a page `views + 1` times, one after another, and reads each answer's D1 queries from its
 * `Server-Timing` (the gateway counts every response's queries, and a composed page adds those of its
 * fragments' page loaders). The first view may build caches (the search index, partner answers); the
 * mean after it is the steady state a visitor's view costs.
 * @example const { perView } = await measureD1PerView('http://127.0.0.1:8795', 'harbourcity.localhost', '/cars/x');
 */
export async function measureD1PerView(origin: string, host: string, path: string, views = 20): Promise<D1PerView> {
  const counts: number[] = [];
  for (let view = 0; view <= views; view += 1) {
    const response = await getAsSiteAt(origin, host, path);
    const header = response.headers['server-timing'];
    const count = d1QueriesIn(Array.isArray(header) ? header.join(', ') : header);
    if (response.status !== 200 || count === null) {
      throw new Error(`${path} answered ${response.status} with Server-Timing "${header ?? ''}": no D1 figures`);
    }
    counts.push(count);
  }
  const [firstView = 0, ...rest] = counts;
  return { firstView, perView: rest.reduce((sum, count) => sum + count, 0) / rest.length, views: rest.length };
}

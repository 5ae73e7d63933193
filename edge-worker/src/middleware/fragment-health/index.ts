import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { recordFragmentOutcomes } from '../../services/health';

// Counts each composed page's fragment outcomes per remote version (issue 29 "health per version"), once the answer
// is made: mounted outside the D1 query count, so a page's `Server-Timing` D1 figure stays its own reads, and written
// after the answer (waitUntil), so no shopper waits on it. A failed write is logged, never the page's failure.

/**
 * Writes the outcomes the page's fragments noted (`fragmentOutcomes`, set by loadSlots) after the answer.
 * @example app.use(fragmentHealth()); // before queryCount()
 */
export function fragmentHealth(options: { now?: () => number } = {}): MiddlewareHandler<AppEnv> {
  const now = options.now ?? Date.now;
  return async function fragmentHealthMiddleware(c, next) {
    await next();
    const outcomes = c.get('fragmentOutcomes');
    if (!outcomes || outcomes.length === 0) return;
    const tenant = c.get('tenant');
    waitUntilOf(c)(
      recordFragmentOutcomes(c.env.DB, tenant.slug, outcomes, new Date(now())).catch((error: unknown) =>
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'fragment outcomes not counted',
            requestId: c.get('requestId'),
            error: String(error),
          }),
        ),
      ),
    );
  };
}

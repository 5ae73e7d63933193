import { ANALYTICS_EVENTS, type TenantConfig } from '@forecourt/shared';
import { analyticsEventStatement } from '@forecourt/shared/server-kit/analytics-events';

// Phone reveals (spec: 000 §4 "the click records the reveal, then shows the full tel link"): one row
// per click in `phone_reveals` (migration 0003) with its analytics event 25, in one batch.

/** One reveal click, as recorded. */
export interface PhoneReveal {
  tenant: TenantConfig;
  car_id: number;
  dealership_id: number;
  website_id: number;
  /** The caller's address as the rate limit sees it. */
  client: string;
  requestId: string;
  now: Date;
}

/**
 * The statements that record one reveal.
 *
 * @example await env.DB.batch(recordRevealStatements(env.DB, reveal));
 */
export function recordRevealStatements(db: D1Database, reveal: PhoneReveal): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, client, request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        reveal.tenant.slug,
        reveal.car_id,
        reveal.dealership_id,
        reveal.website_id,
        reveal.client,
        reveal.requestId,
        reveal.now.toISOString(),
      ),
    analyticsEventStatement(db, {
      eventId: ANALYTICS_EVENTS.PHONE_CLICK,
      tenant: reveal.tenant,
      payload: { car_id: reveal.car_id, dealership_id: reveal.dealership_id },
      requestId: reveal.requestId,
      now: reveal.now.getTime(),
    }),
  ];
}

/**
 * Records one reveal click and its analytics event.
 *
 * @example await recordReveal(env.DB, { tenant, car_id, dealership_id, website_id, client, requestId, now: new Date() });
 */
export async function recordReveal(db: D1Database, reveal: PhoneReveal): Promise<void> {
  await db.batch(recordRevealStatements(db, reveal));
}

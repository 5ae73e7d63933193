import type { AnalyticsEventId, TenantConfig } from '../domain';

// The platform's analytics_events table (the gateway's migration 0002), for every kind of event (spec: 000 §7,
// 001 §7 "Event tracker"): the identity events 36/37, the watchlist's 39, the leads' events, and the slices'
// own (a trade-in's offer accepted, 18).

/** One event to record. */
export interface AnalyticsEvent {
  eventId: AnalyticsEventId;
  tenant: Pick<TenantConfig, 'slug' | 'websiteId'>;
  /** Whatever the event carries; stored as JSON. Never a whole phone number. */
  payload: Record<string, unknown>;
  requestId: string | null;
  now: number;
}

/**
 * The INSERT of one analytics event, to run alone or in a batch with the write it belongs to.
 *
 * @example await db.batch([insertLead, analyticsEventStatement(db, { eventId: 9, tenant, payload, requestId, now })]);
 */
export function analyticsEventStatement(db: D1Database, event: AnalyticsEvent): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO analytics_events (event_id, tenant, website_id, payload, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      event.eventId,
      event.tenant.slug,
      event.tenant.websiteId,
      JSON.stringify(event.payload),
      event.requestId,
      new Date(event.now).toISOString(),
    );
}

import { deliverLead, outboxPartnersFor } from './outbox';

/**
 * Tries a just-stored lead's first delivery to the CRM after the answer, without the visitor waiting.
 * A failure is only logged: the lead is stored and its outbox row is due, so the cron delivers it.
 *
 * @example deliverLeadSoon(c.env, c.executionCtx, leadId, c.get('requestId'));
 */
export function deliverLeadSoon(
  env: { DB: D1Database; CRM_API_URL?: string; EMAIL_API_URL?: string },
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  leadId: string,
  requestId: string,
): void {
  ctx.waitUntil(
    deliverLead({ db: env.DB, ...outboxPartnersFor(env), now: Date.now() }, leadId).catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'first lead delivery crashed',
          requestId,
          leadId,
          error: String(error),
        }),
      );
    }),
  );
}

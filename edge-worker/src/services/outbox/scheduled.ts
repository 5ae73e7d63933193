import { deliverDueLeads, outboxPartnersFor } from '@forecourt/shared/server-kit/leads/outbox';
import type { Env } from '../../env';

/**
 * The scheduled handler's part for the outbox (Cron Trigger in the root wrangler.toml, every minute;
 * `scheduledHandler` in src/index.ts): delivers the outbox's due leads to the CRM. The run's clock is the
 * trigger's scheduled time, so a test can run it "later" without waiting.
 *
 * @example await deliverOutbox(controller, env);
 */
export async function deliverOutbox(controller: ScheduledController, env: Env): Promise<void> {
  const report = await deliverDueLeads({ db: env.DB, ...outboxPartnersFor(env), now: controller.scheduledTime });
  if (report.claimed > 0) {
    console.log(JSON.stringify({ level: 'info', message: 'lead outbox run', cron: controller.cron, ...report }));
  }
}

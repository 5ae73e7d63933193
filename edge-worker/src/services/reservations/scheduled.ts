import type { Env } from '../../env';
import { stockSearchOf } from '../stock-search';
import { releaseEndedReservations } from './ends';

/**
 * The scheduled handler's part for reservations (issue 24 item 2): every site's reservations past their end
 * become `expired` and their cars go back on sale, in D1 and pushed to the stock search (its RPC). The run's clock is
 * the trigger's scheduled time, so a test can run it "later" without waiting. A failed search push is logged:
 * D1 is the truth, and the next index rebuild catches up.
 *
 * @example await endReservations(controller, env);
 */
export async function endReservations(
  controller: Pick<ScheduledController, 'scheduledTime' | 'cron'>,
  env: Env,
): Promise<void> {
  const released = await releaseEndedReservations(env.DB, 'all', new Date(controller.scheduledTime));
  if (released.length === 0) return;
  console.log(JSON.stringify({ level: 'info', message: 'reservations ended', cron: controller.cron, cars: released }));
  await Promise.resolve()
    .then(() => stockSearchOf(env).carsChanged(released))
    .catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', message: 'search push failed', cars: released, error: String(error) }),
      );
    });
}

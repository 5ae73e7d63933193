import { POSTCODE_EMPTY } from '@forecourt/shared';
import { driveAwayEstimate, offersDriveAwayEstimate } from '@forecourt/shared/pricing/drive-away/estimate';
import { checkedDriveAwayPostcode } from '@forecourt/shared/pricing/drive-away/view';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { requestQuery } from '@forecourt/shared/server-kit/request-query';
import { Hono } from 'hono';
import { z } from 'zod';
import { carSlugParam, type VehicleApiEnv, visibleCarOr404 } from './car';

// GET /api/cars/:slug/drive-away?postcode=NNNN (issue 31): the estimated drive-away price of a car priced
// "Excl. Government Charges" for the state of the shopper's postcode — shared `pricing/drive-away`'s rules
// and dated rates, with the site's own dealer delivery. No partner is asked, so it spends no `partners`
// budget. A postcode that is not one of a state's is a 400 naming it, with the message the car page shows;
// a car the site does not show, or one whose price already includes the charges, is a 404.

/** The code of the 404 for a car priced with the government charges (no estimate to make). */
export const NO_DRIVE_AWAY_ESTIMATE_CODE = 'no_drive_away_estimate';

/** The query: one postcode, checked by the same rule the car page's form uses (to its state). */
export const DriveAwayQuerySchema = z.object({
  postcode: z
    .string({ error: (issue) => (issue.input === undefined ? POSTCODE_EMPTY : 'Expected one postcode.') })
    .transform((typed, context) => {
      const checked = checkedDriveAwayPostcode(typed);
      if (!('status' in checked)) return checked;
      context.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
});

/**
 * The drive-away route, mounted with `api.route('/api/cars', driveAway)`.
 *
 * @example GET /api/cars/2024-toyota-camry-42/drive-away?postcode=2000 → DriveAwayEstimate { state: 'NSW', lines, total, … }
 */
export const driveAway = new Hono<VehicleApiEnv>();

driveAway.get('/:slug/drive-away', carSlugParam, requestQuery(DriveAwayQuerySchema), async (c) => {
  const car = await visibleCarOr404(c, c.req.valid('param').slug);
  if (car instanceof Response) return car;
  if (!offersDriveAwayEstimate(car)) {
    return apiError(c, 404, `No drive-away estimate for ${car.slug}: its price is not "Excl. Government Charges".`, {
      code: NO_DRIVE_AWAY_ESTIMATE_CODE,
    });
  }
  const { state } = c.req.valid('query').postcode;
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(driveAwayEstimate(car, state, c.get('tenant').driveAway.dealerDelivery));
});

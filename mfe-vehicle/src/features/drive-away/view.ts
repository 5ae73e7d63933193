import type { Car } from '@forecourt/shared';
import {
  type DriveAwayCar,
  driveAwayEstimate,
  offersDriveAwayEstimate,
} from '@forecourt/shared/pricing/drive-away/estimate';
import {
  checkedDriveAwayPostcode,
  type DriveAwayState,
  driveAwayView,
  IDLE_DRIVE_AWAY,
} from '@forecourt/shared/pricing/drive-away/view';

// The car page's drive-away estimate (issue 31): offered on a car priced "Excl. Government Charges", idle
// until a postcode is asked for. The plain form (no JavaScript) asks the page itself with
// `?drive_away_postcode=`, and the fragment answers it here with the same rules the API uses, so the
// breakdown arrives as server HTML.

/** The drive-away form: which car, where the plain form goes, and where it starts. */
export interface DriveAwayEstimateView {
  /** The car's slug: the API path names it. */
  slug: string;
  /** The car page's path: the plain form sends the postcode there. */
  carPath: string;
  /** Idle, or the breakdown (or error) for the postcode the page was asked for. */
  state: DriveAwayState;
}

/**
 * The drive-away form for a car, or null when its price is not "Excl. Government Charges".
 * @example driveAwayEstimateOf(car, 1495, '2000')?.state.status // 'result'
 */
export function driveAwayEstimateOf(
  car: DriveAwayCar & Pick<Car, 'slug' | 'path' | 'item_type'>,
  dealerDelivery: number,
  postcode: string | undefined,
): DriveAwayEstimateView | null {
  if (!offersDriveAwayEstimate(car)) return null;
  return { slug: car.slug, carPath: car.path, state: driveAwayStateFor(car, dealerDelivery, postcode) };
}

function driveAwayStateFor(car: DriveAwayCar, dealerDelivery: number, postcode: string | undefined): DriveAwayState {
  if (postcode === undefined) return IDLE_DRIVE_AWAY;
  const checked = checkedDriveAwayPostcode(postcode);
  if ('status' in checked) return checked;
  const estimate = driveAwayEstimate(car, checked.state, dealerDelivery);
  return { status: 'result', postcode: checked.postcode, view: driveAwayView(checked.postcode, estimate) };
}

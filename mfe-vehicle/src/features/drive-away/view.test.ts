import { POSTCODE_EMPTY } from '@forecourt/shared';
import { driveAwayEstimate } from '@forecourt/shared/pricing/drive-away/estimate';
import { driveAwayView } from '@forecourt/shared/pricing/drive-away/view';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { driveAwayEstimateOf } from './view';

const car = sampleCar({ price: 40_000, price_type: 'Excl. Government Charges', simple_body: 'Sedan' });

describe('driveAwayEstimateOf', () => {
  it('offers none for a car priced drive away', () => {
    expect(driveAwayEstimateOf({ ...car, price_type: 'Drive Away' }, 1_495, '2000')).toBeNull();
  });

  it('is idle until the page is asked for a postcode', () => {
    expect(driveAwayEstimateOf(car, 1_495, undefined)).toEqual({
      slug: car.slug,
      carPath: car.path,
      state: { status: 'idle' },
    });
  });

  it('answers the plain form’s postcode with the breakdown for its state', () => {
    expect(driveAwayEstimateOf(car, 1_495, ' 3000 ')?.state).toEqual({
      status: 'result',
      postcode: '3000',
      view: driveAwayView('3000', driveAwayEstimate(car, 'VIC', 1_495)),
    });
  });

  it('answers an empty postcode with its message', () => {
    expect(driveAwayEstimateOf(car, 1_495, '')?.state).toEqual({
      status: 'error',
      postcode: '',
      message: POSTCODE_EMPTY,
    });
  });
});

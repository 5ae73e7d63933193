import { describe, expect, it } from 'vitest';
import { INVALID_POSTCODE, POSTCODE_EMPTY } from '../../messages/catalogue';
import { sampleCar } from '../../testing/sample-car';
import { driveAwayEstimate } from './estimate';
import {
  checkedDriveAwayPostcode,
  DRIVE_AWAY_FAILED,
  DRIVE_AWAY_NO_STATE,
  driveAwayEstimateIn,
  driveAwayView,
  IDLE_DRIVE_AWAY,
  nextDriveAwayState,
} from './view';

const car = sampleCar({ price: 40_000, price_type: 'Excl. Government Charges', simple_body: 'Sedan' });
const nsw = driveAwayEstimate(car, 'NSW', 1_500);

describe('driveAwayView', () => {
  it('formats each line, marks approximate figures and dates the rates', () => {
    const view = driveAwayView('2000', nsw);
    expect(view.heading).toBe('Estimated drive-away price in New South Wales (2000)');
    expect(view.lines).toEqual([
      { label: 'Vehicle price', value: '$40,000' },
      { label: 'Dealer delivery', value: '$1,500' },
      { label: 'Stamp duty', value: '$1,245' },
      { label: 'Registration (12 months)', value: '$453' },
      { label: 'CTP green slip (12 months)', value: '≈ $600' },
    ]);
    expect(view.totalLabel).toBe('Estimated drive-away price');
    expect(view.total).toBe('$43,798');
    expect(view.ratesDate).toBe('Stamp duty rates effective from 01/07/2025.');
    expect(view.sources[0]).toEqual({
      label: 'Stamp duty: Revenue NSW',
      href: 'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty',
      effective: 'from 01/07/2025',
    });
  });

  it('says what stands in for a missing figure and what the total leaves out', () => {
    const view = driveAwayView('2600', driveAwayEstimate(car, 'ACT', 1_500));
    expect(view.lines[2]).toEqual({ label: 'Stamp duty', value: 'Not estimated: it depends on the car’s CO2 rating' });
    expect(view.totalLabel).toBe('Estimated drive-away price, excluding stamp duty');
  });
});

describe('checkedDriveAwayPostcode', () => {
  it('finds the state of a trimmed four-digit postcode', () => {
    expect(checkedDriveAwayPostcode(' 3000 ')).toEqual({ postcode: '3000', state: 'VIC' });
  });

  it.each([
    ['', POSTCODE_EMPTY],
    ['30', INVALID_POSTCODE],
    ['30000', INVALID_POSTCODE],
    ['0100', DRIVE_AWAY_NO_STATE],
  ])('answers %j with its message', (typed, message) => {
    expect(checkedDriveAwayPostcode(typed)).toEqual({ status: 'error', postcode: typed.trim(), message });
  });
});

describe('driveAwayEstimateIn', () => {
  it('reads an estimate as the API sends it', () => {
    expect(driveAwayEstimateIn(JSON.parse(JSON.stringify(nsw)))).toEqual(nsw);
  });

  it.each([
    null,
    { ...nsw, state: 'XX' },
    { ...nsw, total: '1' },
    { ...nsw, lines: [{ label: 'x', amount: '1', approximate: false }] },
    { ...nsw, sources: [{ label: 'x', url: 'javascript:alert(1)', effectiveFrom: '2025-07-01' }] },
  ])('refuses what is not one (%#)', (body) => {
    expect(driveAwayEstimateIn(body)).toBeNull();
  });
});

describe('nextDriveAwayState', () => {
  it('goes from loading to the breakdown on the answer for the postcode asked', () => {
    const loading = nextDriveAwayState(IDLE_DRIVE_AWAY, { type: 'submit', postcode: '2000' });
    expect(loading).toEqual({ status: 'loading', postcode: '2000' });
    const answered = nextDriveAwayState(loading, { type: 'answer', postcode: '2000', status: 200, body: nsw });
    expect(answered).toEqual({ status: 'result', postcode: '2000', view: driveAwayView('2000', nsw) });
  });

  it('answers a wrong postcode at once, and a failure or a refused answer with the failure message', () => {
    expect(nextDriveAwayState(IDLE_DRIVE_AWAY, { type: 'submit', postcode: '' })).toMatchObject({
      status: 'error',
      message: POSTCODE_EMPTY,
    });
    const loading = nextDriveAwayState(IDLE_DRIVE_AWAY, { type: 'submit', postcode: '2000' });
    expect(nextDriveAwayState(loading, { type: 'failed', postcode: '2000' })).toMatchObject({
      message: DRIVE_AWAY_FAILED,
    });
    expect(nextDriveAwayState(loading, { type: 'answer', postcode: '2000', status: 502, body: {} })).toMatchObject({
      message: DRIVE_AWAY_FAILED,
    });
  });

  it('ignores a late answer for an earlier postcode', () => {
    const loading = nextDriveAwayState(IDLE_DRIVE_AWAY, { type: 'submit', postcode: '3000' });
    expect(nextDriveAwayState(loading, { type: 'answer', postcode: '2000', status: 200, body: nsw })).toBe(loading);
  });
});

import { POSTCODE_EMPTY } from '@forecourt/shared/messages/catalogue';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { preloadDeferredSections } from '../vehicle-page/deferred-sections';
import { VehiclePage } from '../vehicle-page/VehiclePage';
import { toVehiclePageData } from '../vehicle-page/view-model';
import { DriveAwayEstimate } from './DriveAwayEstimate';
import { driveAwayEstimateOf } from './view';

// The drive-away estimate as the fragment Worker renders it: the form and, for the plain form's
// `?drive_away_postcode=`, the breakdown, without JavaScript; and where the page shows it at all.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const excluding = sampleCar({
  price: 40_000,
  price_type: 'Excl. Government Charges',
  car_type: 'new',
  simple_body: 'Sedan',
  simple_fuel: 'Petrol',
});

function render(postcode: string | undefined): string {
  const view = driveAwayEstimateOf(excluding, 1_500, postcode);
  if (!view) throw new Error('no drive-away estimate');
  return renderToStaticMarkup(<DriveAwayEstimate view={view} />);
}

beforeAll(preloadDeferredSections);

describe('DriveAwayEstimate', () => {
  it('is a section named by its heading, with a labelled postcode field in a GET form back to the car', () => {
    const html = render(undefined);
    const headingId = /<section id="drive-away"[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${headingId}"[^>]*>Drive-away price estimate</h2>`));
    const form = /<form [^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/cars/2021-toyota-hilux-sr5-4021#drive-away"');
    expect(html).toMatch(/<label [^>]*>Postcode where the car will be registered<\/label>/);
    expect(html).toMatch(/<input [^>]*name="drive_away_postcode"/);
    expect(html).not.toContain('style=');
  });

  it('shows the breakdown for the plain form’s postcode, labelled an estimate with the date of the rates', () => {
    const shown = text(render('2000'));
    expect(shown).toContain('Estimated drive-away price in New South Wales (2000)');
    expect(shown).toContain('Vehicle price $40,000 Dealer delivery $1,500 Stamp duty $1,245');
    expect(shown).toContain('Registration (12 months) $453 CTP green slip (12 months) ≈ $600');
    expect(shown).toContain('Estimated drive-away price $43,798');
    expect(shown).toContain('This is an estimate only, not a quote');
    expect(shown).toContain('Stamp duty rates effective from 01/07/2025.');
    expect(render('2000')).toContain(
      'href="https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty"',
    );
  });

  it('shows the message for a postcode it cannot use and marks the field invalid', () => {
    const html = render('');
    expect(text(html)).toContain(POSTCODE_EMPTY);
    expect(html).toMatch(/<input [^>]*aria-invalid="true"/);
  });
});

describe('the drive-away estimate on the car page', () => {
  const page = (car = excluding, driveAwayPostcode?: string) =>
    renderToStaticMarkup(<VehiclePage {...toVehiclePageData(car, { remoteVersion: '1.0.0', driveAwayPostcode })} />);

  it('is offered for a price excluding government charges, before the calculators', () => {
    const html = page();
    expect(html).toContain('id="drive-away"');
    expect(html.indexOf('id="drive-away"')).toBeLessThan(html.indexOf('id="delivery"'));
  });

  it('is not offered for a drive-away price', () => {
    expect(page(sampleCar({ price_type: 'Drive Away' }))).not.toContain('id="drive-away"');
  });

  it('answers the page’s ?drive_away_postcode= with the platform’s default dealer delivery', () => {
    expect(text(page(excluding, '3000'))).toContain('Estimated drive-away price in Victoria (3000)');
    expect(text(page(excluding, '3000'))).toContain('Dealer delivery $1,495');
  });
});

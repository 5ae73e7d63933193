import { POSTCODE_EMPTY } from '@forecourt/shared/messages/catalogue';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { preloadDeferredSections } from '../vehicle-page/deferred-sections';
import { VehiclePage } from '../vehicle-page/VehiclePage';
import { toVehiclePageData } from '../vehicle-page/view-model';
import { DeliveryCalculator } from './DeliveryCalculator';
import { FuelCalculator } from './FuelCalculator';
import { type DeliveryCalculatorView, deliveryCalculatorOf, fuelCalculatorOf } from './view';

// The calculators as the fragment Worker renders them: what the page shows without JavaScript, and the
// markup the browser hydrates.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

function renderFuel(overrides: Parameters<typeof sampleCar>[0] = {}): string {
  const view = fuelCalculatorOf(sampleCar(overrides));
  if (!view) throw new Error('no fuel calculator');
  return renderToStaticMarkup(<FuelCalculator view={view} />);
}

const renderDelivery = (state: DeliveryCalculatorView['state'] = { status: 'idle' }) =>
  renderToStaticMarkup(<DeliveryCalculator view={deliveryCalculatorOf(sampleCar(), state)} />);

// The page's lower sections are chunks of their own; rendering the page waits for them as the Worker does.
beforeAll(preloadDeferredSections);

describe('FuelCalculator', () => {
  it('is a section named by its heading, with two labelled numeric text fields at the defaults', () => {
    const html = renderFuel();
    const headingId = /<section id="fuel-calculator"[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${headingId}"[^>]*>Fuel calculator</h2>`));
    expect(html).toMatch(/<label [^>]*>Fuel price per litre<\/label>/);
    expect(html).toMatch(/<label [^>]*>Kilometres per week<\/label>/);
    // The distance's unit after its input (spec: 001 §4 "Distance input has the suffix ' kms'").
    expect(html).toMatch(/<input [^>]*value="250"[^>]*\/><span aria-hidden="true"> kms<\/span>/);
    const values = [...html.matchAll(/<input [^>]*value="([^"]*)"/g)].map((match) => match[1]);
    expect(values).toEqual(['1.70', '250']);
    const keyboards = [...html.matchAll(/<input [^>]*inputMode="([^"]*)"/gi)].map((match) => match[1]);
    expect(keyboards).toEqual(['decimal', 'numeric']);
  });

  it('shows the weekly, monthly and yearly estimate for the defaults (the page without JavaScript)', () => {
    expect(text(renderFuel())).toContain('Weekly $43 Monthly $184 Yearly $2,210');
  });

  it("says when the consumption is the 10 L/100km estimate rather than the car's own", () => {
    expect(text(renderFuel())).toContain(
      "Combined fuel consumption: 10 L/100km (an estimate; this car's figure is not known)",
    );
  });

  it('writes no inline style (the CSP forbids them)', () => {
    expect(renderFuel()).not.toContain('style=');
  });
});

describe('DeliveryCalculator', () => {
  it('is a plain GET form to the car page that comes back to #delivery, with a labelled postcode field', () => {
    const html = renderDelivery();
    expect(html).toMatch(/<section id="delivery"/);
    expect(html).toMatch(/<h2 [^>]*>Delivery calculator<\/h2>/);
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/cars/2021-toyota-hilux-sr5-4021#delivery"');
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="postcode"');
    expect(input).toContain('value=""');
    const inputId = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`<label [^>]*for="${inputId}"[^>]*>Your postcode</label>`));
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*>Estimate delivery<\/button>/);
  });

  it('says nothing while idle, in a status region the field points at', () => {
    const html = renderDelivery();
    const statusId = /<div id="([^"]+)"[^>]*role="status"[^>]*><\/div>/.exec(html)?.[1];
    expect(statusId).toBeTruthy();
    expect(/<input [^>]*aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ')).toContain(statusId);
  });

  it('shows an estimate: the price and the region, keeping the postcode in the field', () => {
    const html = renderDelivery({ status: 'result', postcode: '4000', price: '$300', region: 'Brisbane Metro' });
    expect(text(html)).toContain('Delivery to Brisbane Metro $300');
    expect(html).toMatch(/<input [^>]*value="4000"/);
  });

  it('shows an error message and marks the field invalid', () => {
    const html = renderDelivery({ status: 'error', postcode: '', message: POSTCODE_EMPTY });
    expect(text(html)).toContain('Please enter a postcode.');
    expect(html).toMatch(/<input [^>]*aria-invalid="true"/);
  });
});

describe('the calculators on the page', () => {
  const page = (overrides: Parameters<typeof sampleCar>[0] = {}) =>
    renderToStaticMarkup(<VehiclePage {...toVehiclePageData(sampleCar(overrides), { remoteVersion: '1.0.0' })} />);

  it('shows both for a car that burns fuel', () => {
    const html = page();
    expect(html).toContain('id="fuel-calculator"');
    expect(html).toContain('id="delivery"');
  });

  it('leaves the fuel calculator out for an electric car (spec: 000 §4)', () => {
    const html = page({ simple_fuel: 'Electric', fuel: 'Electric' });
    expect(html).not.toContain('id="fuel-calculator"');
    expect(html).toContain('id="delivery"');
  });

  it('shows neither on the sold view', () => {
    const html = page({ status: 'sold' });
    expect(html).not.toContain('id="fuel-calculator"');
    expect(html).not.toContain('id="delivery"');
  });
});

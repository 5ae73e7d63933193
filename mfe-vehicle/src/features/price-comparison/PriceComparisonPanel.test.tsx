import { SAMPLE_PRICE_COMPARISON } from '@forecourt/shared/testing/sample-price-comparison';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { preloadDeferredSections } from '../vehicle-page/deferred-sections';
import { VehiclePage } from '../vehicle-page/VehiclePage';
import { toVehiclePageData } from '../vehicle-page/view-model';
import { PriceComparisonPanel } from './PriceComparisonPanel';
import { type PriceComparisonView, priceComparisonOf } from './view';

const RESULT = SAMPLE_PRICE_COMPARISON;

const VIEW = priceComparisonOf(RESULT) as PriceComparisonView;

// The page's lower sections are chunks of their own; rendering the page waits for them as the Worker does.
beforeAll(preloadDeferredSections);

describe('PriceComparisonPanel', () => {
  it('names the section, says what the guide says, and shows the price and the market range', () => {
    const html = renderToStaticMarkup(<PriceComparisonPanel view={VIEW} />);
    expect(html).toMatch(/<h2 [^>]*>Price comparison<\/h2>/);
    expect(html).toMatch(/<p [^>]*>This car is priced below the market average\.<\/p>/);
    expect(html).toMatch(
      /<dt>This car<\/dt><dd><span [^>]*aria-hidden="true">\$52,990<\/span><span [^>]*>\$52,990<\/span><\/dd>/,
    );
    expect(html).toMatch(/<dt>Market range<\/dt><dd>\$50,000 – \$58,000<\/dd>/);
  });

  it('draws the bar as an SVG: the track and the listing’s fill by attribute, no inline style', () => {
    const html = renderToStaticMarkup(<PriceComparisonPanel view={VIEW} />);
    expect(html).toMatch(
      /<svg [^>]*role="img"[^>]*aria-label="This car&#x27;s price sits 40% of the way along the market range"/,
    );
    const rects = html.match(/<rect [^>]*>/g) ?? [];
    expect(rects).toHaveLength(2);
    expect(rects[0]).toContain('width="100"');
    expect(rects[1]).toContain('width="40"');
    expect(html).not.toContain('style=');
  });
});

describe('the panel on the page', () => {
  const page = (priceComparison: typeof RESULT | null) =>
    renderToStaticMarkup(
      <VehiclePage
        {...toVehiclePageData(sampleCar(), {
          remoteVersion: '1.0.0',
          insight: { priceComparison, similarCars: null, delivery: { status: 'idle' } },
        })}
      />,
    );

  it('shows when the guide answered with a comparison the rule shows', () => {
    expect(page(RESULT)).toContain('Price comparison</h2>');
  });

  it('is left out without an answer or when the rule hides it (spec: 000 §4, §5)', () => {
    expect(page(null)).not.toContain('Price comparison</h2>');
    expect(page({ ...RESULT, confidence: 0.2 })).not.toContain('Price comparison</h2>');
    expect(page({ ...RESULT, market_range_max: 52000 })).not.toContain('Price comparison</h2>');
  });
});

import { renderToStaticMarkup } from 'react-dom/server.edge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCar, sampleSearchCard } from '../../test-fixtures';
import { preloadDeferredSections } from '../vehicle-page/deferred-sections';
import { VehiclePage } from '../vehicle-page/VehiclePage';
import { toVehiclePageData } from '../vehicle-page/view-model';
import { similarCarsOf } from './card-view';
import { SimilarCars } from './SimilarCars';

const HITS = Array.from({ length: 6 }, (_, index) =>
  sampleSearchCard({
    id: index + 1,
    slug: `car-${index + 1}`,
    path: `/cars/car-${index + 1}`,
    model: `Model ${index + 1}`,
  }),
);

const render = (hits: typeof HITS | null) =>
  renderToStaticMarkup(<SimilarCars view={similarCarsOf(sampleCar(), hits && { hits, count: 40 })} />);

// The page's lower sections are chunks of their own; rendering the page waits for them as the Worker does.
beforeAll(preloadDeferredSections);

describe('SimilarCars', () => {
  it('lists the cards the server loaded, each with a link to the car, under a heading', () => {
    const html = render(HITS);
    expect(html).toMatch(/<section [^>]*aria-labelledby="[^"]+"[^>]*aria-busy="false"/);
    expect(html).toMatch(/<h2 [^>]*>Similar cars<\/h2>/);
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual(HITS.map((hit, index) => [hit.path, `2021 Toyota Model ${index + 1}`]));
    expect(html.match(/<li>/g)).toHaveLength(6);
    expect(html).toContain('$52,990');
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
  });

  it('renders nothing on the server when it has no cards: the browser loads them after mount', () => {
    expect(render(null)).toBe('');
  });

  it('renders nothing when there are no similar cars', () => {
    expect(render([])).toBe('');
  });
});

describe('similar cars on the page', () => {
  const page = (status: string) =>
    renderToStaticMarkup(
      <VehiclePage
        {...toVehiclePageData(sampleCar({ status }), {
          remoteVersion: '1.0.0',
          insight: { priceComparison: null, similarCars: { hits: HITS, count: 40 }, delivery: { status: 'idle' } },
        })}
      />,
    );

  it('shows them under an in-stock car', () => {
    expect(page('in_stock')).toContain('Similar cars</h2>');
  });

  it('shows them on the sold view, after the sold tag and message (spec: 000 §2, §4)', () => {
    const html = page('sold');
    expect(html).toContain('JUST SOLD');
    expect(html.indexOf('Like this and want something similar?')).toBeLessThan(html.indexOf('Similar cars</h2>'));
    expect(html.match(/href="\/cars\/car-\d"/g)).toHaveLength(6);
  });
});

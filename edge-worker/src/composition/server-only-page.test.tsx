import type { FragmentResponse } from '@forecourt/shared';
import { FragmentIsland } from '@forecourt/shell';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { composePage, hydrationOf } from './compose';
import type { PageRoute } from './route-table';

// A page whose primary fragment is server HTML only (the print page, mfe_vehicle's VehiclePrint): a 200
// with data and module null is a page with no island — no hydration, no island scripts or preloads.

const printRoute: PageRoute | undefined = {
  path: '/print',
  title: 'Print',
  params: { properties: {}, required: [] },
  fragments: [{ remote: 'mfe_vehicle', fragment: 'VehiclePrint', primary: true }],
  shopper: false,
  dealer: false,
};
const remote = { name: 'mfe_vehicle', version: '1.0.0', manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json' };
const printed: FragmentResponse = {
  html: '<article><h1>2021 Toyota HiLux SR5</h1></article>',
  data: null,
  module: null,
  remote,
  stylesheets: [],
  status: 200,
  head: { title: '2021 Toyota HiLux SR5 (print)', description: 'Printable', preloadImages: ['/media/hero.svg'] },
  redirect: null,
};

describe('a server-only primary fragment (the print page)', () => {
  it('makes a 200 page with its head and no island preloads', () => {
    if (!printRoute) throw new Error('no /print route');
    const [slot] = printRoute.fragments;
    if (!slot) throw new Error('no fragment on /print');
    const page = composePage(printRoute, [
      {
        kind: 'fragment',
        slot,
        islandId: 'fc-vehicle-print',
        fragment: printed,
        channel: 'stable',
        durationMs: 5,
      },
    ]);
    expect(page).toMatchObject({ status: 200, notFound: false, title: '2021 Toyota HiLux SR5 (print)' });
    expect(page.preloads).toEqual([{ href: '/media/hero.svg', as: 'image', fetchPriority: 'high' }]);
  });

  it('is written as plain HTML: no island marker, no data script', () => {
    expect(hydrationOf(printed, 'load')).toBeNull();
    const html = renderToStaticMarkup(
      <FragmentIsland
        islandId="fc-vehicle-print"
        html={printed.html}
        hydration={hydrationOf(printed, 'load')}
        nonce="n"
      />,
    );
    expect(html).toBe('<div id="fc-vehicle-print"><article><h1>2021 Toyota HiLux SR5</h1></article></div>');
  });
});

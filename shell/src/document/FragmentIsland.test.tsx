import {
  ISLAND_ATTRIBUTE,
  ISLAND_DATA_ATTRIBUTE,
  ISLAND_TRIGGER_ATTRIBUTE,
  IslandPayloadSchema,
} from '@forecourt/shared';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { FragmentIsland } from './FragmentIsland';

const remote = { name: 'mfe_vehicle', version: '1.2.0', manifestUrl: '/_mf/mfe_vehicle/1.2.0/mf-manifest.json' };

describe('FragmentIsland', () => {
  it('writes the fragment HTML as is inside the island element, then the data script with the nonce', () => {
    const html = renderToStaticMarkup(
      <FragmentIsland
        islandId="fc-vehicle-page"
        html='<section class="car"><h1>2021 Toyota Hilux</h1><img src="/m/1.svg" alt=""></section>'
        hydration={{
          module: 'mfe_vehicle/VehiclePage',
          remote,
          data: { slug: 'hilux', note: '</script><!--' },
          trigger: 'visible',
        }}
        nonce="n0nce"
      />,
    );
    const match =
      /^<div id="fc-vehicle-page" data-fc-island="mfe_vehicle\/VehiclePage" data-fc-hydrate="visible"><section class="car"><h1>2021 Toyota Hilux<\/h1><img src="\/m\/1.svg" alt=""><\/section><\/div><script type="application\/json" data-fc-island-data="fc-vehicle-page" nonce="n0nce">(.*)<\/script>$/s.exec(
        html,
      );
    expect(match).not.toBeNull();
    expect(html).toContain(`${ISLAND_ATTRIBUTE}=`);
    expect(html).toContain(`${ISLAND_DATA_ATTRIBUTE}=`);
    expect(html).toContain(`${ISLAND_TRIGGER_ATTRIBUTE}=`);
    const json = match?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    const payload = IslandPayloadSchema.parse(JSON.parse(json));
    expect(payload).toEqual({
      module: 'mfe_vehicle/VehiclePage',
      remote,
      data: { slug: 'hilux', note: '</script><!--' },
    });
  });

  it('writes plain server HTML without island markers or data when there is nothing to hydrate', () => {
    const html = renderToStaticMarkup(
      <FragmentIsland islandId="fc-vehicle-page" html="<p>Not here</p>" hydration={null} nonce="n0nce" />,
    );
    expect(html).toBe('<div id="fc-vehicle-page"><p>Not here</p></div>');
  });
});

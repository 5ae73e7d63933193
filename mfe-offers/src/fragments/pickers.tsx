import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import { Fragment, type ReactElement } from 'react';
import type { OffersBindings } from '../bindings';
import { ModelTiles } from '../features/model-tiles/ModelTiles';
import { PickerSection } from '../features/pickers/PickerTiles';
import { bodyTiles, brandTiles, modelTiles } from '../features/pickers/view';
import type { OffersLoaders } from '../loaders';

// The pickers (issue 15; spec: 001 §2 "Pickers and menus") for the pages others compose (the home page,
// menus): from the tenant alone, the pickers' loader, server HTML only (data null). A site with nothing
// to pick (no brands configured, no stock) gets an empty fragment, not an empty section.

type PickersLoaders = Pick<OffersLoaders, 'pickers'>;

const rendered = (title: string, view: ReactElement | null) => ({
  found: true as const,
  data: null,
  view: view ?? <Fragment />,
  head: { title, preloadImages: [] },
});

/**
 * The `BrandPicker` fragment: the site's brand tiles (to `/brands/{slug}`).
 * @example fragmentWorker(remote, { BrandPicker: brandPicker(loaders), … });
 */
export function brandPicker(loaders: PickersLoaders): FragmentRoute<null, OffersBindings> {
  return {
    name: 'BrandPicker',
    async load(context) {
      const tiles = brandTiles(await loaders.pickers(context));
      const view = tiles.length > 0 ? <PickerSection id="brands" title="Browse by brand" tiles={tiles} /> : null;
      return rendered('Brands', view);
    },
  };
}

/**
 * The `BodyPicker` fragment: the site's top bodies (spec: 001 §9), each its stock search.
 * @example fragmentWorker(remote, { BodyPicker: bodyPicker(loaders), … });
 */
export function bodyPicker(loaders: PickersLoaders): FragmentRoute<null, OffersBindings> {
  return {
    name: 'BodyPicker',
    async load(context) {
      const tiles = bodyTiles(await loaders.pickers(context));
      const view = tiles.length > 0 ? <PickerSection id="bodies" title="Browse by body type" tiles={tiles} /> : null;
      return rendered('Bodies', view);
    },
  };
}

/**
 * The `ModelPicker` fragment: the site's best-stocked models, to their pages.
 * @example fragmentWorker(remote, { ModelPicker: modelPicker(loaders), … });
 */
export function modelPicker(loaders: PickersLoaders): FragmentRoute<null, OffersBindings> {
  return {
    name: 'ModelPicker',
    async load(context) {
      const tiles = modelTiles(await loaders.pickers(context));
      const view =
        tiles.length > 0 ? (
          <PickerSection id="models" title="Popular models">
            <ModelTiles tiles={tiles} level={3} />
          </PickerSection>
        ) : null;
      return rendered('Models', view);
    },
  };
}

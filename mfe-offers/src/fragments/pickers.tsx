import { PickersLoadSchema } from '@forecourt/shared/pages/catalogue';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { ApiUpstreamError, callApi, type FragmentContext, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { Fragment, type ReactElement } from 'react';
import { ModelTiles } from '../features/model-tiles/ModelTiles';
import { PickerSection } from '../features/pickers/PickerTiles';
import { bodyTiles, brandTiles, modelTiles } from '../features/pickers/view';

// The pickers (issue 15; spec: 001 §2 "Pickers and menus") for the pages others compose (the home page,
// menus): from the tenant alone, one call to the pickers loader, server HTML only (data null). A site
// with nothing to pick (no brands configured, no stock) gets an empty fragment, not an empty section.

async function loadPickers({ request, env, requestId }: FragmentContext) {
  const call = { method: 'GET', path: pageLoaderPaths.pickers() } as const;
  const load = await callApi(env.API, request.tenant, call, PickersLoadSchema, { requestId });
  // The pickers loader has no 404: one would be a broken gateway.
  if (!load) throw new ApiUpstreamError('The pickers loader answered 404');
  return load;
}

const rendered = (title: string, view: ReactElement | null) => ({
  found: true as const,
  data: null,
  view: view ?? <Fragment />,
  head: { title, preloadImages: [] },
});

/**
 * The `BrandPicker` fragment: the site's brand tiles (to `/brands/{slug}`).
 * @example fragmentWorker(remote, { BrandPicker: brandPicker, … });
 */
export const brandPicker: FragmentRoute<null> = {
  name: 'BrandPicker',
  async load(context) {
    const tiles = brandTiles(await loadPickers(context));
    const view = tiles.length > 0 ? <PickerSection id="brands" title="Browse by brand" tiles={tiles} /> : null;
    return rendered('Brands', view);
  },
};

/**
 * The `BodyPicker` fragment: the site's top bodies (spec: 001 §9), each its stock search.
 * @example fragmentWorker(remote, { BodyPicker: bodyPicker, … });
 */
export const bodyPicker: FragmentRoute<null> = {
  name: 'BodyPicker',
  async load(context) {
    const tiles = bodyTiles(await loadPickers(context));
    const view = tiles.length > 0 ? <PickerSection id="bodies" title="Browse by body type" tiles={tiles} /> : null;
    return rendered('Bodies', view);
  },
};

/**
 * The `ModelPicker` fragment: the site's best-stocked models, to their pages.
 * @example fragmentWorker(remote, { ModelPicker: modelPicker, … });
 */
export const modelPicker: FragmentRoute<null> = {
  name: 'ModelPicker',
  async load(context) {
    const tiles = modelTiles(await loadPickers(context));
    const view =
      tiles.length > 0 ? (
        <PickerSection id="models" title="Popular models">
          <ModelTiles tiles={tiles} level={3} />
        </PickerSection>
      ) : null;
    return rendered('Models', view);
  },
};

import type { DirectoryHit, DirectorySearchResponse } from '@forecourt/shared';
import { type ModelsPageState, modelPath, modelsHref } from '@forecourt/shared/catalogue/models-url';
import { type ModelTile, modelImage } from '../model-tiles/view';
import { type PageLink, pageLinks } from '../paging/view';

// The model catalogue page's view (issue 15; spec: 001 §2 "Pickers and menus: facet tiles, model
// tiles"): one directory answer as body tiles (the `?body=` filter), model tiles and page links, every
// control a link, so the page is complete without JavaScript. Pure.

export interface BodyTile {
  label: string;
  /** Models with this body; null on "All bodies". */
  count: number | null;
  href: string;
  current: boolean;
}

export interface ModelsPageView {
  state: ModelsPageState;
  title: string;
  countText: string;
  /** "All bodies" first, then each body of the answer. */
  bodies: BodyTile[];
  tiles: ModelTile[];
  pages: PageLink[];
}

/** The model's bodies, without gaps or repeats. */
export function bodiesOf(hit: DirectoryHit): string[] {
  const bodies = [hit.manufacturer_body, hit.manufacturer_body2, hit.manufacturer_body3];
  return [...new Set(bodies.filter((body): body is string => Boolean(body)))];
}

/**
 * The view of one directory answer for the state that asked it.
 * @example buildModelsView({ body: 'Ute', query: '', page: 1 }, response).title // 'Ute models'
 */
export function buildModelsView(state: ModelsPageState, response: Omit<DirectorySearchResponse, 'ms'>): ModelsPageView {
  const everyBody = { ...state, body: null, page: 1 };
  return {
    state,
    title: state.body ? `${state.body} models` : 'Models',
    countText: `${response.count} ${response.count === 1 ? 'model' : 'models'}`,
    bodies: [
      { label: 'All bodies', count: null, href: modelsHref(everyBody), current: state.body === null },
      ...response.facets['model.body'].map(({ value, count }) => ({
        label: value,
        count,
        href: modelsHref({ ...state, body: value, page: 1 }),
        current: state.body === value,
      })),
    ],
    tiles: response.hits.map((hit) => ({
      id: hit.id,
      name: hit.name,
      make: hit.manufacturer.name,
      detail: bodiesOf(hit).join(' · '),
      href: modelPath(hit.slug, hit.manufacturer.slug),
      image: modelImage(hit),
    })),
    pages: pageLinks(response.count, response.hitsPerPage, state.page, (page) => modelsHref({ ...state, page })),
  };
}

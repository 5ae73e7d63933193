import type { DirectorySearchRequestInput } from '../search/api';
import { SEARCH_PAGE_SIZE } from '../search/constants';
import { searchHref } from '../search/route-state';
import { emptySearchState, RefinementValueSchema, SearchPageSchema, SearchQuerySchema } from '../search/search-state';

// The model catalogue page (issue 15; spec: 001 §2 "Pickers and menus", 000 §7 directory search) as a
// URL: `/models?body=SUV&query=hil&page=2`. A page URL is read leniently (a value the directory search
// would refuse is dropped, so a visitor's typo shows the catalogue rather than an error); the directory
// request it makes always passes the API's strict schema.

/** The catalogue page's path. */
export const MODELS_PATH = '/models';

export interface ModelsPageState {
  /** One body (the body tiles' filter), or every body. */
  body: string | null;
  query: string;
  /** 1-based. */
  page: number;
}

/** The whole catalogue, first page. */
export const EMPTY_MODELS_STATE: ModelsPageState = { body: null, query: '', page: 1 };

/**
 * The state a `/models` URL's query makes.
 * @example parseModelsQuery({ body: 'SUV', page: '2' }) // { body: 'SUV', query: '', page: 2 }
 */
export function parseModelsQuery(query: Readonly<Record<string, string>>): ModelsPageState {
  const body = RefinementValueSchema.safeParse(query.body ?? '');
  const text = SearchQuerySchema.safeParse(query.query ?? '');
  const page = SearchPageSchema.safeParse(Number(query.page ?? '1'));
  return {
    body: body.success ? body.data : null,
    query: text.success ? text.data : '',
    page: page.success ? page.data : 1,
  };
}

/**
 * The directory search request of a state: 21 models from the page's offset.
 * @example modelsDirectoryRequest({ body: 'Ute', query: '', page: 2 }) // { query: '', offset: 21, 'model.body': ['Ute'] }
 */
export function modelsDirectoryRequest(state: ModelsPageState): DirectorySearchRequestInput {
  const request: DirectorySearchRequestInput = { query: state.query, offset: (state.page - 1) * SEARCH_PAGE_SIZE };
  if (state.body) request['model.body'] = [state.body];
  return request;
}

/**
 * The link of a state (only what differs from the whole catalogue's first page).
 * @example modelsHref({ body: 'SUV', query: '', page: 1 }) // "/models?body=SUV"
 */
export function modelsHref(state: ModelsPageState): string {
  const params = new URLSearchParams();
  if (state.body) params.set('body', state.body);
  if (state.query) params.set('query', state.query);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? MODELS_PATH : `${MODELS_PATH}?${query}`;
}

/**
 * A catalogue model's page (the model tiles' link, spec: 001 §2 "model tiles to /models/{slug}"). Two
 * makes can have a model of the same name (a Dodge and a Jayco Journey), so the link names the make.
 * @example modelPath('journey', 'jayco') // "/models/journey?make=jayco"
 */
export function modelPath(slug: string, makeSlug: string): string {
  return `${MODELS_PATH}/${encodeURIComponent(slug)}?${new URLSearchParams({ make: makeSlug })}`;
}

/**
 * The stock search of one model on the site (the model tile's and model page's "in stock" link).
 * @example modelStockHref('Toyota', 'Hilux') // "/search?…make…Toyota…model…Hilux"
 */
export function modelStockHref(make: string, model: string): string {
  return searchHref({ ...emptySearchState(), refinementList: { make: [make], model: [model] } });
}

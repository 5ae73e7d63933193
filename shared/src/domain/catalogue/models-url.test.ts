import { describe, expect, it } from 'vitest';
import {
  EMPTY_MODELS_STATE,
  modelPath,
  modelStockHref,
  modelsDirectoryRequest,
  modelsHref,
  parseModelsQuery,
} from './models-url';

describe('the /models URL', () => {
  it('reads body, query and page, and makes the same URL back', () => {
    const state = parseModelsQuery({ body: 'SUV', query: ' hil ', page: '3' });
    expect(state).toEqual({ body: 'SUV', query: 'hil', page: 3 });
    expect(modelsHref(state)).toBe('/models?body=SUV&query=hil&page=3');
    expect(parseModelsQuery(Object.fromEntries(new URL(modelsHref(state), 'https://x').searchParams))).toEqual(state);
  });

  it('drops what the directory search would refuse instead of failing the page', () => {
    expect(parseModelsQuery({ body: '', query: 'x'.repeat(201), page: '0' })).toEqual(EMPTY_MODELS_STATE);
    expect(parseModelsQuery({ page: '1001' }).page).toBe(1);
    expect(parseModelsQuery({ page: 'two' }).page).toBe(1);
    expect(modelsHref(EMPTY_MODELS_STATE)).toBe('/models');
  });

  it('asks the directory for 21 models from the page’s offset, of the body chosen', () => {
    expect(modelsDirectoryRequest({ body: 'Ute', query: 'hi', page: 2 })).toEqual({
      query: 'hi',
      offset: 21,
      'model.body': ['Ute'],
    });
    expect(modelsDirectoryRequest(EMPTY_MODELS_STATE)).toEqual({ query: '', offset: 0 });
  });

  it('links a model page naming its make', () => {
    expect(modelPath('journey', 'jayco')).toBe('/models/journey?make=jayco');
  });

  it('links a model to its stock in the site’s search', () => {
    const url = new URL(modelStockHref('Toyota', 'Hilux'), 'https://x');
    expect(url.pathname).toBe('/search');
    expect([...url.searchParams.values()]).toEqual(['Toyota', 'Hilux']);
  });
});

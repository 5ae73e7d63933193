import { describe, expect, it } from 'vitest';
import type { SearchEngineBindings } from '../bindings';
import { createSearchEngines, DEFAULT_INDEX_CHECK_SECONDS, searchConfig } from './engines';
import { TypesenseSearchEngine } from './typesense/engine';

describe('searchConfig', () => {
  it('defaults to the embedded engine, checking for stock changes every 30 s', () => {
    expect(searchConfig({})).toEqual({
      SEARCH_ENGINE: 'embedded',
      TYPESENSE_COLLECTION: 'cars',
      SEARCH_INDEX_CHECK_SECONDS: DEFAULT_INDEX_CHECK_SECONDS,
    });
    expect(searchConfig({ SEARCH_INDEX_CHECK_SECONDS: '0' }).SEARCH_INDEX_CHECK_SECONDS).toBe(0);
  });

  it('reads a Typesense configuration', () => {
    expect(
      searchConfig({
        SEARCH_ENGINE: 'typesense',
        TYPESENSE_URL: 'https://search.example.net',
        TYPESENSE_API_KEY: 'key',
        TYPESENSE_COLLECTION: 'cars_au',
      }),
    ).toMatchObject({
      SEARCH_ENGINE: 'typesense',
      TYPESENSE_URL: 'https://search.example.net',
      TYPESENSE_COLLECTION: 'cars_au',
    });
  });

  it('refuses a configuration it cannot run, saying why', () => {
    expect(() => searchConfig({ SEARCH_ENGINE: 'typesense' })).toThrow(/needs TYPESENSE_URL and TYPESENSE_API_KEY/);
    expect(() => searchConfig({ SEARCH_ENGINE: 'elastic' })).toThrow(/SEARCH_ENGINE/);
    expect(() => searchConfig({ SEARCH_INDEX_CHECK_SECONDS: '-5' })).toThrow(/SEARCH_INDEX_CHECK_SECONDS/);
    expect(() => searchConfig({ SEARCH_ENGINE: 'typesense', TYPESENSE_URL: 'x', TYPESENSE_API_KEY: 'k' })).toThrow(
      /TYPESENSE_URL/,
    );
  });
});

describe('createSearchEngines', () => {
  it('answers with one Typesense engine per URL and collection', async () => {
    const engines = createSearchEngines();
    const env = {
      SEARCH_ENGINE: 'typesense',
      TYPESENSE_URL: 'http://typesense.test:8108',
      TYPESENSE_API_KEY: 'key',
    } as unknown as SearchEngineBindings;
    const first = await engines.engineFor(env, () => {});
    expect(first).toBeInstanceOf(TypesenseSearchEngine);
    expect((first as TypesenseSearchEngine).alias).toBe('cars');
    expect(await engines.engineFor(env, () => {})).toBe(first);
    const other = await engines.engineFor({ ...env, TYPESENSE_COLLECTION: 'cars_b' } as SearchEngineBindings, () => {});
    expect((other as TypesenseSearchEngine).alias).toBe('cars_b');
  });
});

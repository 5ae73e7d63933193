import { describe, expect, it } from 'vitest';
import { ISLAND_ELEMENT_ID, type IslandSource, readIsland, serializeIsland } from './island';

function sourceWith(text: string | null): IslandSource {
  return { getElementById: (id) => (id === ISLAND_ELEMENT_ID && text !== null ? { textContent: text } : null) };
}

describe('serializeIsland', () => {
  it('escapes what could end or change a script element, and reads back unchanged', () => {
    const value = { html: '</script><!-- <b>&amp;</b>', lines: 'one\u2028two\u2029three', plain: 'Spring sale' };
    const json = serializeIsland(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('refuses what JSON cannot represent', () => {
    expect(() => serializeIsland(undefined)).toThrow(TypeError);
  });
});

describe('readIsland', () => {
  const island = { chrome: { popup: null }, page: { cars: [1, 2] } };

  it('reads what serializeIsland wrote', () => {
    expect(readIsland(sourceWith(serializeIsland(island)))).toEqual(island);
  });

  it('answers null when the island is missing, empty, not JSON or not the shell’s shape', () => {
    expect(readIsland(sourceWith(null))).toBeNull();
    expect(readIsland(sourceWith(''))).toBeNull();
    expect(readIsland(sourceWith('{not json'))).toBeNull();
    expect(readIsland(sourceWith('{"page":1}'))).toBeNull();
    expect(readIsland(sourceWith('{"chrome":{}}'))).toBeNull();
  });
});

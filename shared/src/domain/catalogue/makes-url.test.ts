import { describe, expect, it } from 'vitest';
import { makesHref, parseMakesPage } from './makes-url';

describe('the make list’s page URLs', () => {
  it('reads the page leniently: anything but a page number is the first page', () => {
    expect(parseMakesPage({})).toBe(1);
    expect(parseMakesPage({ page: '3' })).toBe(3);
    for (const page of ['0', '-1', '1.5', 'two', '']) expect(parseMakesPage({ page })).toBe(1);
  });

  it('writes the first page as the bare path', () => {
    expect(makesHref(1)).toBe('/makes');
    expect(makesHref(2)).toBe('/makes?page=2');
  });
});

import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { viewCounterPathOf } from './view';

describe('viewCounterPathOf', () => {
  it("asks view.json with the photos count, the car's update time and the site", () => {
    const url = new URL(viewCounterPathOf(sampleCar(), 4101), 'https://site.example');
    expect(url.pathname).toBe('/api/cars/2021-toyota-hilux-sr5-4021/view.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      photos_count: '6',
      updated_at: '2026-11-20T00:00:00.000Z',
      website_id: '4101',
    });
  });
});

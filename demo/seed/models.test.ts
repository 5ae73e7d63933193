import { describe, expect, it } from 'vitest';
import { MAKE_CATALOGUE } from './makes';
import { MODEL_CATALOGUE, SIMPLE_BODIES } from './models';
import { demoData } from './testing';

const data = demoData();

describe('makes', () => {
  it('are the static list of about 140, unique by slug', () => {
    expect(data.makes.length).toBeGreaterThanOrEqual(130);
    expect(data.makes.length).toBeLessThanOrEqual(150);
    expect(new Set(data.makes.map((make) => make.slug)).size).toBe(data.makes.length);
    expect(data.makes.length).toBe(MAKE_CATALOGUE.length);
  });

  it('include the cars, bikes, trucks and caravans Australian dealers sell', () => {
    const names = new Set(data.makes.map((make) => make.name));
    // biome-ignore format: a list
    for (const name of ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Volkswagen', 'GWM', 'BYD', 'Tesla', 'Mercedes-Benz', 'Land Rover', 'Cupra', 'Harley-Davidson', 'Royal Enfield', 'Hino', 'Fuso', 'UD Trucks', 'Volvo Trucks', 'Jayco', 'Lotus Caravans', 'New Age', 'Zone RV']) {
      expect(names).toContain(name);
    }
  });

  it('have a logo path or none', () => {
    for (const make of data.makes) {
      if (make.logo) expect(make.logo.url).toBe(`/media/v1/logo/${make.slug}.svg`);
    }
    expect(data.makes.some((make) => make.logo === null)).toBe(true);
  });
});

describe('models', () => {
  it('belong to known makes, unique by slug within a make', () => {
    const makeIds = new Set(data.makes.map((make) => make.id));
    for (const model of data.models) expect(makeIds).toContain(model.make_id);
    const keys = data.models.map((model) => `${model.make_id}/${model.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('use the simple bodies and are active or discontinued', () => {
    for (const model of data.models) expect(SIMPLE_BODIES).toContain(model.manufacturer_body);
    const statuses = new Set(data.models.map((model) => model.status));
    expect(statuses).toEqual(new Set(['active', 'discontinued']));
  });

  it('have badges with new prices, and caravans a floor plan', () => {
    for (const spec of MODEL_CATALOGUE) {
      expect(spec.badges.length).toBeGreaterThan(0);
      for (const badge of spec.badges) expect(badge.price).toBeGreaterThan(1000);
      expect(spec.caravan !== null).toBe(spec.itemType === 'caravan');
    }
  });
});

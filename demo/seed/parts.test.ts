import { PartSchema } from '@forecourt/shared/parts/part';
import { describe, expect, it } from 'vitest';
import { TENANT_SLUGS } from './dealerships';
import { buildParts } from './parts';
import { Random } from './random';
import { demoData } from './testing';

const { parts } = demoData();

describe('the parts catalogues', () => {
  it('gives every site more than one page of valid parts, with unique ids', () => {
    for (const tenant of TENANT_SLUGS) {
      const own = parts.filter((entry) => entry.tenant === tenant);
      expect(own.length, tenant).toBeGreaterThan(21);
      for (const { part } of own) expect(PartSchema.safeParse(part).success).toBe(true);
    }
    expect(new Set(parts.map(({ part }) => part.id)).size).toBe(parts.length);
  });

  it("fits redgum's catalogue to caravans, bikes and trucks, and the car sites' to cars", () => {
    const categories = (tenant: string) =>
      new Set(parts.filter((entry) => entry.tenant === tenant).map(({ part }) => part.category));
    expect([...categories('redgum')]).toEqual(expect.arrayContaining(['Plumbing', 'Riding Gear', 'Load Restraint']));
    expect(categories('redgum').has('Interior')).toBe(false);
    expect(categories('harbourcity').has('Interior')).toBe(true);
    expect(categories('sunvalley').has('Plumbing')).toBe(false);
  });

  it('is the same for the same seed', () => {
    expect(buildParts(Random.fromSeed(7).fork('parts'), 2026)).toEqual(
      buildParts(Random.fromSeed(7).fork('parts'), 2026),
    );
  });
});

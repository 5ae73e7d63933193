import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, hasSavedCar, readSavedCars, type SavedCar, toggleSavedCar } from './saved-cars';

const car = (id: number): SavedCar => ({
  id,
  name: `2021 Toyota HiLux ${id}`,
  slug: `2021-toyota-hilux-${id}`,
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: `/media/v1/car/ute/white/ext-1.svg?${id}`,
});

describe('readSavedCars', () => {
  it('keeps valid entries in order', () => {
    expect(readSavedCars([car(1), car(2)], 10)).toEqual([car(1), car(2)]);
  });

  it('reads a missing image as null', () => {
    const { primary_image_url: _, ...withoutImage } = car(3);
    expect(readSavedCars([withoutImage], 10)).toEqual([{ ...car(3), primary_image_url: null }]);
  });

  it.each([
    ['not a list', { 0: car(1) }],
    ['null', null],
    ['text', '[]'],
  ])('reads %s as an empty list', (_, stored) => {
    expect(readSavedCars(stored, 10)).toEqual([]);
  });

  it('drops entries that are not saved cars and keeps the rest', () => {
    const stored = [
      car(1),
      { ...car(2), id: '2' },
      { ...car(3), slug: '' },
      { ...car(4), name: 'x'.repeat(501) },
      { ...car(5), primary_image_url: 5 },
      null,
      'car',
      car(6),
    ];
    expect(readSavedCars(stored, 10).map((saved) => saved.id)).toEqual([1, 6]);
  });

  it('keeps the first place of a repeated car and only the newest `limit`', () => {
    expect(readSavedCars([car(1), car(2), car(1), car(3)], 10).map((saved) => saved.id)).toEqual([1, 2, 3]);
    expect(readSavedCars([car(1), car(2), car(3)], 2).map((saved) => saved.id)).toEqual([2, 3]);
  });

  it('drops unknown fields', () => {
    expect(readSavedCars([{ ...car(1), price: 5, __proto__: { polluted: true } }], 10)[0]).toEqual(car(1));
  });
});

describe('toggleSavedCar', () => {
  it('adds a car as the newest, and removes it again', () => {
    const once = toggleSavedCar([car(1)], car(2), 10);
    expect(once).toEqual([car(1), car(2)]);
    expect(toggleSavedCar(once, car(1), 10)).toEqual([car(2)]);
  });

  it('drops the oldest beyond the limit', () => {
    const full = [1, 2, 3, 4].map(car);
    expect(toggleSavedCar(full, car(5), COMPARE_LIMIT).map((saved) => saved.id)).toEqual([2, 3, 4, 5]);
  });

  it('does not change the list it was given', () => {
    const list = [car(1)];
    toggleSavedCar(list, car(2), 10);
    expect(list).toEqual([car(1)]);
  });
});

describe('hasSavedCar', () => {
  it('finds a car by id', () => {
    expect(hasSavedCar([car(1)], 1)).toBe(true);
    expect(hasSavedCar([car(1)], 2)).toBe(false);
  });
});

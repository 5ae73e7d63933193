import { describe, expect, it } from 'vitest';
import { missingPhoneWarning } from './missing-phone';

describe('missingPhoneWarning', () => {
  it('names the car and its dealership for the team, in the console only (spec: 000 §8)', () => {
    expect(missingPhoneWarning('/cars/2021-toyota-hilux-42', 7)).toBe(
      '[fc] No dealer phone number for /cars/2021-toyota-hilux-42 (dealership 7): the page shows none',
    );
  });
});

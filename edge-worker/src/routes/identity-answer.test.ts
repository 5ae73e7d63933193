import { describe, expect, it } from 'vitest';
import { withQueryParam } from './identity-answer';

describe('withQueryParam', () => {
  it('adds or replaces one parameter, keeping the rest of the path', () => {
    expect(withQueryParam('/sign-in', 'error', 'Code must be 6 digits.')).toBe('/sign-in?error=Code+must+be+6+digits.');
    expect(withQueryParam('/sign-in?step=code&error=old#form', 'error', 'new')).toBe(
      '/sign-in?step=code&error=new#form',
    );
  });
});

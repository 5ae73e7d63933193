import { describe, expect, it } from 'vitest';
import { oneTimeCodeMessage } from './code-message';

describe('oneTimeCodeMessage', () => {
  it('starts with the code, names the site and the 5-minute validity', () => {
    expect(oneTimeCodeMessage('Sun Valley Motors', '012345')).toBe(
      '012345 is your Sun Valley Motors verification code. It expires in 5 minutes. Never share it.',
    );
  });
});

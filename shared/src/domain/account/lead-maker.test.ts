import { describe, expect, it } from 'vitest';
import { leadMakerPhone } from './lead-maker';

describe('leadMakerPhone', () => {
  it('files a lead under the phone verified in making it, never under a phone only typed in', () => {
    expect(leadMakerPhone({ signedInPhone: '0412000001', codeVerifiedPhone: null })).toBe('0412000001');
    expect(leadMakerPhone({ signedInPhone: null, codeVerifiedPhone: '0412000002' })).toBe('0412000002');
    expect(leadMakerPhone({ signedInPhone: '0412000001', codeVerifiedPhone: '0412000002' })).toBe('0412000002');
    expect(leadMakerPhone({ signedInPhone: null, codeVerifiedPhone: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { acceptTokenMessage, formatAcceptToken, mayAcceptTradeIn, parseAcceptToken } from './accept';
import { tradeInReturnPath } from './paths';

const SIGNATURE = 'ab'.repeat(32);

describe('who may accept a trade-in offer (issue 24 item 10)', () => {
  it('takes a valid link token, or the signed-in shopper who asked, and nothing else', () => {
    expect(mayAcceptTradeIn({ madeBy: null, signedIn: null, validToken: true })).toBe(true);
    expect(mayAcceptTradeIn({ madeBy: 7, signedIn: 7, validToken: false })).toBe(true);
    expect(mayAcceptTradeIn({ madeBy: 7, signedIn: 8, validToken: false })).toBe(false);
    expect(mayAcceptTradeIn({ madeBy: 7, signedIn: null, validToken: false })).toBe(false);
    // Asked signed out: being signed in later proves nothing.
    expect(mayAcceptTradeIn({ madeBy: null, signedIn: 8, validToken: false })).toBe(false);
  });

  it('signs the purpose, site, lead and expiry, so a token for one is no token for another', () => {
    const message = acceptTokenMessage('harbourcity', 'lead-1', 1_767_225_600_000);
    expect(message.split('\n')).toEqual(['forecourt/trade-in-accept/v1', 'harbourcity', 'lead-1', '1767225600000']);
    expect(acceptTokenMessage('sunvalley', 'lead-1', 1_767_225_600_000)).not.toBe(message);
  });

  it('reads back a token it wrote, and nothing else as one', () => {
    const token = formatAcceptToken(1_767_225_600_000, SIGNATURE);
    expect(parseAcceptToken(token)).toEqual({ expiresAt: 1_767_225_600_000, signatureHex: SIGNATURE });
    for (const bad of [
      '',
      SIGNATURE,
      `x.${SIGNATURE}`,
      `1.${SIGNATURE}0`,
      `1.${SIGNATURE.toUpperCase()}`,
      `${token} `,
    ]) {
      expect(parseAcceptToken(bad), bad).toBeNull();
    }
  });

  it('carries the token back to the page a form posted without JavaScript came from', () => {
    const token = formatAcceptToken(1_767_225_600_000, SIGNATURE);
    expect(tradeInReturnPath('/sell-my-car', { leadId: 'abc', acceptToken: token })).toBe(
      `/sell-my-car?lead_id=abc&accept_token=${encodeURIComponent(token)}`,
    );
  });
});

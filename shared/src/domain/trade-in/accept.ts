// Who may accept a trade-in's offer (issue 24 item 10): the lead id alone proves nothing, since it sits in
// the no-JavaScript redirect URL (and so in history and logs). Accepting needs the signed-in shopper who
// asked for the valuation, or the link's token: an HMAC, signed by the gateway for this site and lead, that
// expires. Zod-free: the trade-in page's view reads the token's shape too.

/** How long the link's token lets a browser accept the offer without signing in: the visit, and the next day. */
export const TRADE_IN_ACCEPT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The refusal when neither the session nor the token says this browser asked for the valuation. */
export const TRADE_IN_ACCEPT_REFUSED = 'Open your valuation from its own page, or sign in, to accept this offer.';

/** Its purpose, signed first: a signature made for anything else with the same secret is never one of these. */
const PURPOSE = 'forecourt/trade-in-accept/v1';

/** A token: its expiry (epoch ms) and the HMAC-SHA256 in hex. */
const TOKEN = /^(\d{1,15})\.([0-9a-f]{64})$/;

/**
 * What the token's HMAC signs: the purpose, the site, the lead and the expiry.
 * @example acceptTokenMessage('harbourcity', '5f0c…', 1767225600000)
 */
export function acceptTokenMessage(tenant: string, leadId: string, expiresAt: number): string {
  return [PURPOSE, tenant, leadId, String(expiresAt)].join('\n');
}

/**
 * The token as it travels (in the answer, the link and the accept form).
 * @example formatAcceptToken(1767225600000, 'ab12…') // '1767225600000.ab12…'
 */
export function formatAcceptToken(expiresAt: number, signatureHex: string): string {
  return `${expiresAt}.${signatureHex}`;
}

/**
 * A token's expiry and signature, or null when it is not one in shape.
 * @example parseAcceptToken('1767225600000.ab12…') // { expiresAt: 1767225600000, signatureHex: 'ab12…' }
 */
export function parseAcceptToken(token: string): { expiresAt: number; signatureHex: string } | null {
  const match = TOKEN.exec(token);
  return match ? { expiresAt: Number(match[1]), signatureHex: match[2] as string } : null;
}

/**
 * Whether this request may accept the offer: its token is valid (signed for this site and lead, unexpired),
 * or it is signed in as the shopper who made the trade-in (a trade-in made signed out has no such shopper).
 * @example mayAcceptTradeIn({ madeBy: 7, signedIn: 7, validToken: false }) // true
 */
export function mayAcceptTradeIn(request: { madeBy: number | null; signedIn: number | null; validToken: boolean }) {
  return request.validToken || (request.madeBy !== null && request.madeBy === request.signedIn);
}

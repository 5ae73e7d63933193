import { fromHex, hmacKey, toHex } from '@forecourt/shared/server-kit/secrets';
import {
  acceptTokenMessage,
  formatAcceptToken,
  parseAcceptToken,
  TRADE_IN_ACCEPT_LINK_TTL_MS,
} from '@forecourt/shared/trade-in/accept';

// The trade-in link's token (issue 24 item 10; the rule: shared `trade-in/accept.ts`): HMAC-SHA256 with this
// slice's own TRADE_IN_ACCEPT_SECRET (the sessions' secret stays the platform's alone) over a message that
// starts with its own purpose, so a signature made with the key for anything else never passes for one.
// Checked with `crypto.subtle.verify`: constant time.

const encoder = new TextEncoder();

/**
 * A token that lets a browser accept the offer of `leadId` on `tenant` until `now` + the link's lifetime.
 *
 * @example const token = await signAcceptToken(env.TRADE_IN_ACCEPT_SECRET, tenant.slug, leadId, Date.now());
 */
export async function signAcceptToken(
  secret: string | undefined,
  tenant: string,
  leadId: string,
  now: number,
): Promise<string> {
  const expiresAt = now + TRADE_IN_ACCEPT_LINK_TTL_MS;
  const key = await hmacKey('TRADE_IN_ACCEPT_SECRET', secret);
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(acceptTokenMessage(tenant, leadId, expiresAt)),
  );
  return formatAcceptToken(expiresAt, toHex(signature));
}

/**
 * Whether `token` was signed for `leadId` on `tenant` and has not expired at `now`.
 *
 * @example if (await isValidAcceptToken(env.TRADE_IN_ACCEPT_SECRET, tenant.slug, leadId, token, Date.now())) …
 */
export async function isValidAcceptToken(
  secret: string | undefined,
  tenant: string,
  leadId: string,
  token: string,
  now: number,
): Promise<boolean> {
  const parsed = parseAcceptToken(token);
  const signature = parsed && fromHex(parsed.signatureHex);
  if (!parsed || !signature || parsed.expiresAt <= now) return false;
  const key = await hmacKey('TRADE_IN_ACCEPT_SECRET', secret);
  return crypto.subtle.verify(
    'HMAC',
    key,
    signature,
    encoder.encode(acceptTokenMessage(tenant, leadId, parsed.expiresAt)),
  );
}

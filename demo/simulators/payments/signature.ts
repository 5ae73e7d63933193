// The partner's webhook signature: `Payments-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
// with the endpoint's signing secret (the scheme card-payment partners use). The gateway checks the same
// scheme on its side (mfe-finance/src/partners/payments-signature.ts); this file is the partner's copy.

/** The header the partner signs its webhooks in. */
export const SIGNATURE_HEADER = 'Payments-Signature';

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The signature header's value for `body` sent at `atSeconds`.
 *
 * @example await signPayload('whsec_…', '{"id":"evt_1"}', 1764000000) // 't=1764000000,v1=3f…'
 */
export async function signPayload(secret: string, body: string, atSeconds: number): Promise<string> {
  return `t=${atSeconds},v1=${await hmacHex(secret, `${atSeconds}.${body}`)}`;
}

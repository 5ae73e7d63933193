// The payments partner's webhook signature, checked before any event is believed:
// `Payments-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's
// signing secret (PAYMENTS_WEBHOOK_SECRET). A signature older than the tolerance is refused (replays).

/** The header the partner signs its webhooks in. */
export const PAYMENT_SIGNATURE_HEADER = 'Payments-Signature';
/** Platform: how old a signed event may be, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/**
 * Whether `header` is a valid signature of `body` by `secret`, made within the tolerance of `nowMs`
 * (constant-time comparison: WebCrypto's verify).
 *
 * @example if (!(await verifyPaymentSignature(secret, req.header('Payments-Signature'), raw, Date.now()))) return 400;
 */
export async function verifyPaymentSignature(
  secret: string | undefined,
  header: string | undefined,
  body: string,
  nowMs: number,
): Promise<boolean> {
  if (!secret || !header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const at = Number(parts.t);
  const signature = hexToBytes(parts.v1 ?? '');
  if (!Number.isInteger(at) || !signature) return false;
  if (Math.abs(nowMs / 1000 - at) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(`${at}.${body}`));
}

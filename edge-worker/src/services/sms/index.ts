import { z } from 'zod';
import type { Env } from '../../env';

// The SMS partner adapter: plain `fetch` to `SMS_API_URL` (production: the provider; locally and in
// tests: the simulator in demo/simulators/sms, which speaks the same API).
//   POST {SMS_API_URL}/v1/messages  { to: '+614…', body, sender }  → 2xx { id }

/** One text message: to an E.164 number. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** What sends text messages. */
export interface SmsClient {
  /** Sends one message; resolves with the partner's message id, rejects with {@link SmsDeliveryError}. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** The partner did not accept a message (unreachable, timed out, non-2xx, or an unreadable answer). */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  constructor(
    message: string,
    /** The partner's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Options of {@link createSmsClient}. */
export interface SmsClientOptions {
  /** The partner's base URL, e.g. `https://sms.example` (no trailing path needed). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** The sender name shown on the phone. */
  sender: string;
  /** Give up after this long (default 10 s, under the sign-in form's 15 s, spec: 001 §9). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const AcceptedSchema = z.object({ id: z.string().min(1) });

/**
 * An SMS client for a partner at `baseUrl`.
 *
 * @example await createSmsClient({ baseUrl: env.SMS_API_URL, sender: 'Forecourt' }).send({ to: '+61412345678', body: 'Hi' });
 */
export function createSmsClient(options: SmsClientOptions): SmsClient {
  const endpoint = new URL('/v1/messages', options.baseUrl).toString();
  return {
    async send(message) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, body: message.body, sender: options.sender }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS partner unreachable: ${String(error)}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new SmsDeliveryError(`SMS partner answered ${res.status}`, res.status);
      }
      const accepted = AcceptedSchema.safeParse(await res.json().catch(() => null));
      if (!accepted.success) throw new SmsDeliveryError('SMS partner answered without a message id', res.status);
      return { id: accepted.data.id };
    },
  };
}

/**
 * The gateway's SMS client, configured from its bindings.
 *
 * @example await smsClientFor(c.env, tenant.name).send({ to, body });
 */
export function smsClientFor(env: Pick<Env, 'SMS_API_URL' | 'SMS_API_KEY'>, sender: string): SmsClient {
  return createSmsClient({ baseUrl: env.SMS_API_URL, apiKey: env.SMS_API_KEY, sender });
}

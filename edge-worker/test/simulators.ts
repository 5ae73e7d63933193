import { env } from 'cloudflare:workers';
import type { OutboxMessage } from '@forecourt/demo/simulators/sms/outbox';

// Test helpers for the partner simulators. The test runner's own fetches go through the same outbound
// router as the gateway's (vitest.worker.config.ts), so the simulators' test hosts resolve here too.

/**
 * A request to the SMS simulator at the gateway's `SMS_API_URL`.
 *
 * @example const res = await smsSimulator('/outbox');
 */
export function smsSimulator(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, env.SMS_API_URL), init);
}

/**
 * The messages sent to an E.164 number, newest first.
 *
 * @example const [latest] = await readOutbox('+61412345678');
 */
export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const res = await smsSimulator(`/outbox.json?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`SMS simulator outbox answered ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Turns the SMS simulator's outage on (its API answers 503) or off.
 *
 * @example await setSmsOutage(true);
 */
export async function setSmsOutage(outage: boolean): Promise<void> {
  const res = await smsSimulator('/control', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outage }),
  });
  if (!res.ok) throw new Error(`SMS simulator control answered ${res.status}`);
}

/**
 * Turns a partner simulator's outage on or off, given the gateway var that points at it.
 *
 * @example await setPartnerOutage(env.PAYMENTS_API_URL, true);
 */
export async function setPartnerOutage(baseUrl: string, outage: boolean): Promise<void> {
  const res = await fetch(new URL('/control', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outage }),
  });
  if (!res.ok) throw new Error(`simulator control at ${baseUrl} answered ${res.status}`);
}

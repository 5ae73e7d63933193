import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { SIMULATORS, simulatorPort } from '../../scripts/lib/simulators.ts';

/** The SMS simulator of the platform under test, reached from Node (127.0.0.1, no Host needed). */
function smsSimulatorUrl(path: string): string {
  const sms = SIMULATORS.find((sim) => sim.partner === 'sms');
  if (!sms) throw new Error('no SMS simulator configured');
  return `http://127.0.0.1:${simulatorPort(sms, inject('port'))}${path}`;
}

/**
 * Turns the SMS simulator's outage on (its API answers 503) or off.
 * @example await setSmsOutage(true);
 */
export async function setSmsOutage(outage: boolean): Promise<void> {
  const res = await fetch(smsSimulatorUrl('/control'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outage }),
  });
  if (!res.ok) throw new Error(`SMS simulator control answered ${res.status}`);
}

/**
 * The newest one-time code the SMS simulator's outbox holds for a phone (0412… form), read the way a
 * developer would, in a page of the same browser context.
 * @example await page.getByLabel('Code').fill(await codeFromOutbox(page, '0412345678'));
 */
export async function codeFromOutbox(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  const international = `+61${phone.slice(1)}`;
  await outbox.goto(smsSimulatorUrl(`/outbox.json?to=${encodeURIComponent(international)}&limit=1`));
  const { messages } = JSON.parse((await outbox.locator('body').textContent()) ?? '{}') as {
    messages: Array<{ code: string | null }>;
  };
  await outbox.close();
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${international}`);
  return code;
}

/**
 * The newest one-time code the SMS simulator's outbox holds for a phone (0412… form), read from Node: for
 * a journey without a browser (support/visitor.ts).
 * @example await codeSentTo('0412345678')
 */
export async function codeSentTo(phone: string): Promise<string> {
  const international = `+61${phone.slice(1)}`;
  const res = await fetch(smsSimulatorUrl(`/outbox.json?to=${encodeURIComponent(international)}&limit=1`));
  const { messages } = (await res.json()) as { messages: Array<{ code: string | null }> };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${international}`);
  return code;
}

/**
 * Signs in on the sign-in page `page` is on, as a shopper would: the details given (first name at least), the mobile,
 * Send Code, the code read from the SMS simulator, Enter. Returns when the code is sent in; the caller waits for
 * where the sign-in leads.
 * @example await signInWithCode(page, '0412345678', { 'First name': 'Grace' });
 */
export async function signInWithCode(page: Page, phone: string, details: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label).fill(value);
  await page.getByLabel('Mobile').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await codeFromOutbox(page, phone));
  await page.getByLabel('Code').press('Enter');
}

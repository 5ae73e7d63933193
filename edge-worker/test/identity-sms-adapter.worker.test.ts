import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError, smsClientFor } from '../src/services/sms';
import { readOutbox, setSmsOutage, smsSimulator } from './simulators';

// The partner-simulator plumbing end to end: the gateway's SMS adapter → plain fetch to SMS_API_URL →
// the outbound router → the SMS simulator (an auxiliary Worker) → its outbox and control endpoints.

describe('SMS adapter against the SMS simulator', () => {
  afterEach(() => setSmsOutage(false));

  it('delivers a message that the outbox then lists, newest first, with its code', async () => {
    const sms = smsClientFor(env, 'Plumbing Test');
    const first = await sms.send({ to: '+61400000101', body: 'Your code is 111111.' });
    const second = await sms.send({ to: '+61400000101', body: 'Your code is 222222.' });
    expect(first.id).toMatch(/^msg_/);
    expect(second.id).not.toBe(first.id);

    const messages = await readOutbox('+61400000101');
    expect(messages.map((message) => message.code)).toEqual(['222222', '111111']);
    expect(messages[0]).toMatchObject({ to: '+61400000101', body: 'Your code is 222222.', sender: 'Plumbing Test' });
  });

  it('shows the outbox as an HTML page', async () => {
    await smsClientFor(env, 'Plumbing Test').send({ to: '+61400000102', body: 'Your code is 333333.' });
    const res = await smsSimulator('/outbox');
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('SMS outbox');
    expect(html).toContain('333333');
  });

  it('fails with the status while the partner is down, and delivers again once it is back', async () => {
    await setSmsOutage(true);
    const sms = smsClientFor(env, 'Plumbing Test');
    const error = await sms.send({ to: '+61400000103', body: 'Your code is 444444.' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).status).toBe(503);
    expect(await readOutbox('+61400000103')).toEqual([]);

    await setSmsOutage(false);
    await sms.send({ to: '+61400000103', body: 'Your code is 555555.' });
    expect((await readOutbox('+61400000103')).map((message) => message.code)).toEqual(['555555']);
  });

  it('refuses a malformed message with 400, as a partner would', async () => {
    const res = await smsSimulator('/v1/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: '0412345678', body: 'x' }),
    });
    expect(res.status).toBe(400);
  });
});

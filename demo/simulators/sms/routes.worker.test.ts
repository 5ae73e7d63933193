import { describe, expect, it } from 'vitest';
import { postJson, simulator } from '../test-support';
import type { OutboxMessage } from './outbox';

// The SMS simulator's routes (worker.ts): messages in, the outbox out.

const TO = '+61400000002';

describe('the SMS simulator', () => {
  it('queues a message and shows it, with its code, in the outbox', async () => {
    const sent = await postJson('sms', '/v1/messages', {
      to: TO,
      body: 'Your Forecourt code is 482913',
      sender: 'Test',
    });
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as { id: string };
    const res = await simulator('sms', `/outbox.json?to=${encodeURIComponent(TO)}&limit=1`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    expect(messages).toEqual([expect.objectContaining({ id, to: TO, code: '482913', sender: 'Test' })]);
    const page = await (await simulator('sms', '/outbox')).text();
    expect(page).toContain('482913');
  });

  it('refuses a number that is not E.164, an empty body and a body that is not JSON', async () => {
    expect((await postJson('sms', '/v1/messages', { to: '0400 000 002', body: 'hi' })).status).toBe(400);
    expect((await postJson('sms', '/v1/messages', { to: TO, body: '' })).status).toBe(400);
    expect((await simulator('sms', '/v1/messages', { method: 'POST', body: 'not json' })).status).toBe(400);
  });
});

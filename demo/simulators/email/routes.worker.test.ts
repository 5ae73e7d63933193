import { describe, expect, it } from 'vitest';
import { postJson, simulator } from '../test-support';
import type { MailMessage } from './mail';

// The e-mail simulator's routes (worker.ts): a message sent once per idempotency key, and bad requests refused.

const MESSAGE = {
  from: 'leads@forecourt.example',
  to: 'crm@dealer.example',
  subject: 'Lead',
  text: '<?xml version="1.0"?><adf/>',
};

async function sent(key: string): Promise<MailMessage[]> {
  const res = await simulator('email', '/v1/messages?limit=500');
  return ((await res.json()) as { messages: MailMessage[] }).messages.filter((message) => message.key === key);
}

describe('the e-mail simulator', () => {
  it('sends a message once: the same key again answers the same id as a duplicate', async () => {
    const key = crypto.randomUUID();
    const first = await postJson('email', '/v1/messages', MESSAGE, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    const { id } = (await first.json()) as { id: string };
    const again = await postJson('email', '/v1/messages', MESSAGE, { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, duplicate: true });
    expect(await sent(key)).toEqual([expect.objectContaining({ id, key, ...MESSAGE, sends: 2 })]);
  });

  it('refuses a message without a key, with a bad address, or without a subject or text', async () => {
    expect((await postJson('email', '/v1/messages', MESSAGE)).status).toBe(400);
    for (const [field, value] of [
      ['to', 'not an address'],
      ['from', ''],
      ['subject', ''],
      ['text', ' '],
    ] as const) {
      const res = await postJson('email', '/v1/messages', { ...MESSAGE, [field]: value }, { 'Idempotency-Key': field });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message, field).toMatch(new RegExp(`^${field}:`));
    }
  });

  it('shows what it sent on its page', async () => {
    const key = crypto.randomUUID();
    await postJson('email', '/v1/messages', { ...MESSAGE, subject: `Lead ${key}` }, { 'Idempotency-Key': key });
    expect(await (await simulator('email', '/mail')).text()).toContain(`Lead ${key}`);
  });
});

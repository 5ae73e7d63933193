import { describe, expect, it } from 'vitest';
import { type Answer, type Send, sendCode, submitFinance } from './submission';

const ok = (body: Record<string, unknown> = {}): Answer => ({ ok: true, status: 200, body });
const fail = (status: number, body: Record<string, unknown> = {}): Answer => ({ ok: false, status, body });

/** A fake API answering by path, recording the calls. */
function api(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const send: Send = async (path) => {
    calls.push(path);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    return answer;
  };
  return { send, calls };
}

const submission = { verify: { phone: '0412345678', token: '123456' }, customer: {}, lead: {} };

describe('submitFinance (spec: 001 §4, §8)', () => {
  it('checks the code, then creates the customer and the lead, and redirects to the partner', async () => {
    const { send, calls } = api({
      '/api/auth/verify-otp': ok(),
      '/api/youx/create-customer': ok({ redirectUrl: 'http://partner.test/apply/1' }),
      '/api/leads': { ok: true, status: 201, body: { lead_id: 'l1' } },
    });
    expect(await submitFinance(submission, send)).toEqual({
      kind: 'redirect',
      url: 'http://partner.test/apply/1',
      verified: true,
    });
    expect(calls).toEqual(['/api/auth/verify-otp', '/api/youx/create-customer', '/api/leads']);
  });

  it('stops at a wrong code, or too many guesses, before anything is created', async () => {
    const wrong = api({ '/api/auth/verify-otp': fail(400) });
    expect(await submitFinance(submission, wrong.send)).toMatchObject({
      message: 'The verification code is invalid. Please try again.',
      verified: false,
    });
    expect(wrong.calls).toEqual(['/api/auth/verify-otp']);
    const locked = api({ '/api/auth/verify-otp': fail(429) });
    expect(await submitFinance(submission, locked.send)).toMatchObject({
      message: 'Too many verification attempts. Please try again later.',
    });
  });

  it("names the partner's failure, the missing redirect and the lead's failure", async () => {
    const partner = (customer: Answer, lead: Answer = ok()) =>
      submitFinance(
        { ...submission, verify: null },
        api({ '/api/youx/create-customer': customer, '/api/leads': lead }).send,
      );
    expect(await partner(fail(502, { error: 'Failed to create YouX customer' }))).toMatchObject({
      message: 'Failed to create YouX customer',
      verified: true,
    });
    expect(await partner(fail(500, { error: 'boom' }))).toMatchObject({
      message: 'Failed to create customer with YouX',
    });
    expect(await partner(ok({}))).toMatchObject({ message: 'Failed to create customer or no redirect URL received.' });
    expect(await partner(ok({ redirectUrl: 'http://p.test/a' }), fail(400))).toMatchObject({
      message: 'Lead submission failed',
    });
  });

  it('falls back to the unknown error when the network fails', async () => {
    const send: Send = () => Promise.reject(new Error('offline'));
    expect(await submitFinance(submission, send)).toMatchObject({ message: 'An unknown error occurred.' });
  });
});

describe('sendCode', () => {
  it('asks the rate limit first, then sends', async () => {
    const { send, calls } = api({ '/api/rate-limit': ok(), '/api/auth/sign-in-with-otp': ok({ sent: true }) });
    expect(await sendCode('0412345678', {}, send)).toEqual({ kind: 'sent' });
    expect(calls).toEqual(['/api/rate-limit', '/api/auth/sign-in-with-otp']);
  });

  it('refuses with the spec message when the rate limit says no', async () => {
    const { send, calls } = api({ '/api/rate-limit': fail(429) });
    expect(await sendCode('0412345678', {}, send)).toEqual({
      kind: 'error',
      message: 'Too many verification attempts. Please try again later.',
    });
    expect(calls).toEqual(['/api/rate-limit']);
  });
});

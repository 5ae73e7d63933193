import { env } from 'cloudflare:workers';
import { NOT_YOUR_PHONE, SESSION_TTL_MS, SIGN_IN_REQUIRED } from '@forecourt/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshPhone,
  ID_OTHER,
  latestCode,
  seedIdentitySites,
  sendCode,
  sessionCookieOf,
  signIn,
  type TestGateway,
  testGateway,
  verifyCode,
} from './identity-support';

// Sessions: the cookie a verified code sets, what it identifies, and sign-out (issue 5 "Sessions and gating").

beforeAll(() => seedIdentitySites());

async function who(gateway: TestGateway, cookie: string | null) {
  const res = await gateway.call('/api/session', { cookie: cookie ?? undefined });
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as { user: { phone: string } | null; expires_at?: string };
}

describe('the session cookie', () => {
  it('is __Host-, HttpOnly, Secure, SameSite=Lax, Path=/, and lasts as long as the session', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    await sendCode(gateway, phone);
    const res = await verifyCode(gateway, phone, await latestCode(phone));
    const [line] = res.headers.getSetCookie();
    expect(line).toMatch(/^__Host-fc_session=[0-9a-f]{64}\.[A-Za-z0-9%_-]+;/);
    const attributes = (line as string).split('; ').slice(1);
    expect(attributes.sort()).toEqual(
      [`Max-Age=${SESSION_TTL_MS / 1000}`, 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax'].sort(),
    );
    expect(line).not.toContain('Domain=');
  });

  it('identifies the signed-in user by phone, with the details given at sign-in', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone, { details: { first_name: 'Mia', email: 'mia@example.com' } });
    expect(await who(gateway, cookie)).toEqual({
      user: { phone, first_name: 'Mia', last_name: null, email: 'mia@example.com' },
      expires_at: new Date(gateway.clock.now + SESSION_TTL_MS).toISOString(),
    });
    expect(await who(gateway, null)).toEqual({ user: null });
  });

  it('keeps only a hash of the session id in D1', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone());
    const id = decodeURIComponent(cookie.split('=')[1] as string).split('.')[0] as string;
    const stored = await env.DB.prepare('SELECT id_hash FROM sessions WHERE id_hash = ?').bind(id).first();
    expect(stored).toBeNull();
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
    const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(await env.DB.prepare('SELECT 1 AS found FROM sessions WHERE id_hash = ?').bind(hash).first()).toEqual({
      found: 1,
    });
  });

  it('is refused when forged, when taken to another site, and once it has expired', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone());
    const [name, value] = cookie.split('=') as [string, string];
    const [id, signature] = decodeURIComponent(value).split('.') as [string, string];
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    expect((await who(gateway, `${name}=${encodeURIComponent(`${otherId}.${signature}`)}`)).user).toBeNull();
    expect((await who(gateway, `${name}=${id}`)).user).toBeNull();
    expect(
      (await gateway.call('/api/session', { cookie, tenant: ID_OTHER }).then((res) => res.json())) as object,
    ).toEqual({
      user: null,
    });

    gateway.clock.advance(SESSION_TTL_MS - 1000);
    expect((await who(gateway, cookie)).user).not.toBeNull();
    gateway.clock.advance(1000);
    expect((await who(gateway, cookie)).user).toBeNull();
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session for good and clears the cookie', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone());
    const res = await gateway.call('/api/auth/sign-out', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signed_out: true });
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-fc_session=; Max-Age=0; Path=\/; .*Secure/);
    // The old cookie, replayed, no longer signs anyone in.
    expect((await who(gateway, cookie)).user).toBeNull();
  });

  it('answers the same when nobody is signed in, and sends a form on', async () => {
    const gateway = testGateway();
    expect((await gateway.call('/api/auth/sign-out', { method: 'POST' })).status).toBe(200);
    const form = await gateway.call('/api/auth/sign-out', { form: { redirect: '/' } });
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe('/');
  });

  it('a new sign-in on the same browser ends the previous session', async () => {
    const gateway = testGateway();
    const first = await signIn(gateway, freshPhone());
    const phone = freshPhone();
    await sendCode(gateway, phone);
    const second = await verifyCode(gateway, phone, await latestCode(phone), { cookie: first });
    expect(sessionCookieOf(second)).not.toBeNull();
    expect((await who(gateway, first)).user).toBeNull();
  });
});

describe('GET /api/check-if-contact-exists (spec: 001 §7)', () => {
  it("answers the signed-in user's own contact, and nobody else anything", async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone, { details: { first_name: 'Zoe', last_name: 'Ng' } });
    const own = await gateway.call(
      `/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone.replace(/^0/, '+61'))}`,
      {
        cookie,
      },
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ data: { phone, first_name: 'Zoe', last_name: 'Ng', email: null } });

    const other = await gateway.call(`/api/check-if-contact-exists?phone_number=${freshPhone()}`, { cookie });
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: string }).error).toBe(NOT_YOUR_PHONE);

    const signedOut = await gateway.call(`/api/check-if-contact-exists?phone_number=${phone}`);
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { error: string }).error).toBe(SIGN_IN_REQUIRED);
  });

  it('refuses a bad phone with 400 naming the field', async () => {
    const res = await testGateway().call('/api/check-if-contact-exists?phone_number=abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'phone_number' }] });
  });
});

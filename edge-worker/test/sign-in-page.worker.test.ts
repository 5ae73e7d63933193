import {
  CODE_MUST_BE_6_DIGITS,
  CODE_NOT_SENT,
  CODE_NOT_SENT_RETRY_SECONDS,
  INVALID_AUSTRALIAN_MOBILE,
  REQUIRED_FIELD,
  TOO_MANY_VERIFICATION_ATTEMPTS,
  VERIFICATION_CODE_INVALID,
} from '@forecourt/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freshClient,
  freshPhone,
  ID_SITE,
  latestCode,
  seedIdentitySites,
  sessionCookieOf,
  signIn,
  testGateway,
} from './identity-support';
import { setSmsOutage } from './simulators';

// The sign-in page's HTML forms (spec: 001 §2 /sign-in, §4 phone verification), the path a visitor
// without JavaScript takes: details → code texted → code step (phone locked, Resend Code) → verified →
// 303 to `redirect` with the session cookie.

const PAGE = '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance&back=%2Fcars%2Fx';
const VERIFY = '/sign-in/verify?type=finance&redirect=%2Fpersonalised%2Ffinance&back=%2Fcars%2Fx';
const ORIGIN = { Origin: `http://${ID_SITE.slug}.localhost` };

beforeAll(() => seedIdentitySites());

describe('/sign-in', () => {
  it('shows the details step to a signed-out visitor', async () => {
    const res = await testGateway().call(PAGE);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Sign in to see your personalised finance');
    expect(html).toContain('>Send Code</button>');
  });

  it('texts a code, locks the phone, and signs in with the code, landing on the redirect', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const client = freshClient();
    const sent = await gateway.call(PAGE, {
      form: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: `${phone.slice(0, 4)} ${phone.slice(4)}`,
      },
      headers: ORIGIN,
      client,
    });
    expect(sent.status).toBe(200);
    const codeStep = await sent.text();
    expect(codeStep).toContain('>Resend Code</button>');
    expect(codeStep).toMatch(/<input[^>]*name="phone"[^>]*readOnly[^>]*>|<input[^>]*readOnly[^>]*name="phone"[^>]*>/);
    expect(codeStep).toContain(`value="${phone}"`);

    const wrong = await gateway.call(VERIFY, { form: { phone, code: '12345' }, headers: ORIGIN, client });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(CODE_MUST_BE_6_DIGITS);

    const code = await latestCode(phone);
    const verified = await gateway.call(VERIFY, { form: { phone, code }, headers: ORIGIN, client });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('Location')).toBe('/personalised/finance');
    const cookie = sessionCookieOf(verified);
    expect(cookie).not.toBeNull();

    const again = await gateway.call(PAGE, { cookie: cookie as string });
    const signedIn = await again.text();
    expect(signedIn).toContain(`You are signed in with ${phone}.`);
    expect(signedIn).toContain('action="/api/auth/sign-out"');
  });

  it('shows field errors in the page, with a 400, and keeps what was typed', async () => {
    const gateway = testGateway();
    const empty = await gateway.call(PAGE, {
      form: { first_name: 'Ada', phone: '' },
      headers: ORIGIN,
      client: freshClient(),
    });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(html).toContain(REQUIRED_FIELD);
    expect(html).toContain('value="Ada"');

    const landline = await gateway.call(PAGE, {
      form: { phone: '02 9876 5432' },
      headers: ORIGIN,
      client: freshClient(),
    });
    expect(landline.status).toBe(400);
    expect(await landline.text()).toContain(INVALID_AUSTRALIAN_MOBILE);
  });

  it('reads the form through the one body parser: an unreadable body is a 400 or 415 page naming it (issue 24 item 4)', async () => {
    const gateway = testGateway();
    const post = (path: string, contentType: string, raw: string) =>
      gateway.call(path, { headers: { ...ORIGIN, 'Content-Type': contentType }, raw, client: freshClient() });
    for (const path of [PAGE, VERIFY]) {
      const unclosed = await post(path, 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-da');
      expect(unclosed.status, path).toBe(400);
      expect(await unclosed.text()).toContain('Request body is not a valid multipart form');
      const other = await post(path, 'text/plain', 'phone=0412345678');
      expect(other.status, path).toBe(415);
      expect(await other.text()).toContain('Unsupported Content-Type');
    }
  });

  it('shows a wrong code as the spec says, on the code step', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    await signIn(gateway, phone); // a user exists; then a fresh code for this attempt
    await gateway.call(PAGE, { form: { phone }, headers: ORIGIN, client: freshClient() });
    const code = await latestCode(phone);
    const wrongCode = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    const res = await gateway.call(VERIFY, { form: { phone, code: wrongCode }, headers: ORIGIN });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`role="alert">${VERIFICATION_CODE_INVALID}</div>`);
    expect(html).toContain('>Resend Code</button>');
  });

  it('refuses the 4th send in 10 minutes with the spec message, staying on the code step for a resend', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    for (let send = 0; send < 3; send++) {
      const ok = await gateway.call(PAGE, { form: { phone }, headers: ORIGIN, client: freshClient() });
      expect(ok.status).toBe(200);
    }
    const refused = await gateway.call(PAGE, {
      form: { phone, resend: 'true' },
      headers: ORIGIN,
      client: freshClient(),
    });
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain(TOO_MANY_VERIFICATION_ATTEMPTS);
    expect(html).toContain('>Resend Code</button>');
  });

  it('says plainly that the code could not be sent when the SMS partner is down, keeping what was typed (issue 13)', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await setSmsOutage(true);
    try {
      const res = await gateway.call(PAGE, {
        form: { first_name: 'Ada', phone },
        headers: ORIGIN,
        client: freshClient(),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe(String(CODE_NOT_SENT_RETRY_SECONDS));
      const html = await res.text();
      expect(html).toContain(`role="alert">${CODE_NOT_SENT}</div>`);
      expect(html).toContain('value="Ada"');
      expect(html).toContain('>Send Code</button>');
    } finally {
      await setSmsOutage(false);
      logged.mockRestore();
    }
    const sent = await gateway.call(PAGE, { form: { phone }, headers: ORIGIN, client: freshClient() });
    expect(sent.status).toBe(200);
  });

  it("refuses a form posted from another site's page (CSRF)", async () => {
    const res = await testGateway().call(PAGE, {
      form: { phone: freshPhone() },
      headers: { Origin: 'https://evil.example' },
      client: freshClient(),
    });
    expect(res.status).toBe(403);
  });

  it('never redirects off the site after sign-in', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const client = freshClient();
    const page = '/sign-in/verify?redirect=%2F%2Fevil.example';
    await gateway.call('/sign-in?redirect=%2F%2Fevil.example', { form: { phone }, headers: ORIGIN, client });
    const res = await gateway.call(page, { form: { phone, code: await latestCode(phone) }, headers: ORIGIN, client });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
  });
});

import { env } from 'cloudflare:workers';
import { internationalFromNational, RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { insertCar, makeCar } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledHandler } from '../src/index';
import {
  freshClient,
  freshPhone,
  ID_DEALER,
  ID_SITE,
  latestCode,
  seedIdentitySites,
  sendCode,
  signIn,
  type TestGateway,
  testGateway,
} from './identity-support';
import { readOutbox } from './simulators';
import { testRegistry } from './stand-ins/declarations';

// The account page (issue 17 "Account"; spec: 001 §2 /my-garage, §6 gated): the signed-in shopper's saved
// cars, reservations, and the trade-in valuations and enquiries they made on this site (signed in, or with a
// code verified in the same request: issue 24 item 8), and the remembered details, edited or forgotten with
// plain forms. Also the site's own my-page, which is this page. The reservations and trade-ins are
// mfe-finance's (its real Worker: the page reads them through its RPC, a trade-in goes through the proxy).

beforeAll(async () => {
  await seedIdentitySites();
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
});

const ORIGIN = { Origin: `http://${ID_SITE.slug}.localhost` };

/** Asks for a one-time code for `phone` without signing in (the finance form's verify-on-submit). */
async function codeFor(gateway: TestGateway, phone: string): Promise<void> {
  const sent = await sendCode(gateway, phone);
  expect(sent.status, await sent.clone().text()).toBe(200);
}

/**
 * A trade-in lead of `phone` on `tenant`, as mfe-finance's trade-in stores one the partner valued, made by the
 * shopper signed in with that phone.
 */
async function storeTradeIn(tenant: string, phone: string, rego: string): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const outcome = {
    status: 'valued',
    vehicle: { year: 2022, make: 'Toyota', model: 'Corolla', variant: null },
    market_value: 21_000,
    adjustments: [],
    range: { low: 19_000, high: 22_000 },
    offer: 20_000,
    accepted_at: null,
  };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO leads (id, tenant, form, payload, user_id, request_id, created_at)
       VALUES (?, ?, 'trade-in', ?, (SELECT id FROM users WHERE phone = ?), 'test', ?)`,
    ).bind(id, tenant, JSON.stringify({ form: 'trade-in', name: 'Sam', phone }), phone, at),
    env.DB.prepare(
      `INSERT INTO trade_in_valuations (lead_id, tenant, rego, rego_state, km, condition, status, outcome, created_at, updated_at)
       VALUES (?, ?, ?, 'NSW', 42000, 'good', 'valued', ?, ?, ?)`,
    ).bind(id, tenant, rego, JSON.stringify(outcome), at, at),
  ]);
  return id;
}

describe('GET /my-garage', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const res = await testGateway().call('/my-garage');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/sign-in\?type=my-garage&redirect=%2Fmy-garage/);
  });

  it("shows the shopper's saved cars, trade-ins and enquiries on this site, and nobody else's", async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone, { details: { first_name: 'Sam', last_name: 'Lee' } });
    expect(
      (await gateway.call('/api/watchlist/save-car', { cookie, json: { phone_number: phone, car_id: 9101 } })).status,
    ).toBe(200);
    const enquiry = await gateway.call('/api/leads', {
      cookie,
      headers: ORIGIN,
      json: {
        form: 'enquiry',
        name: 'Sam',
        last_name: 'Lee',
        email: 'sam@example.com',
        // Written another way: the lead keeps it normalised, as the session does.
        phone: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
        car_id: 9101,
        message: 'Still available?',
        dealership_slug: 'alpha-motors',
      },
    });
    expect(enquiry.status, await enquiry.clone().text()).toBe(201);
    const rego = `G${phone.slice(-5)}`;
    await storeTradeIn(ID_SITE.slug, phone, rego);
    await storeTradeIn('another-site', phone, 'NOTHERE1');

    const res = await gateway.call('/my-garage', { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const heading of [
      'My garage',
      'Saved cars',
      'Reservations',
      'Trade-in valuations',
      'Enquiries',
      'Your details',
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('href="/cars/alpha-in-stock"');
    expect(html).toContain('href="/my-garage/watchlist"');
    expect(html).toContain('href="/compare"');
    expect(html).toContain(`${rego} (NSW)`);
    expect(html).toContain('Offer $20,000 (range $19,000 to $22,000)');
    expect(html).not.toContain('NOTHERE1');
    expect(html).toMatch(/Enquiry<!-- --> about the /);
    expect(html).not.toContain(': Trade-in valuation</li>');
    expect(html).toContain('value="Sam"');

    const stranger = await (await gateway.call('/my-garage', { cookie: await signIn(gateway, freshPhone()) })).text();
    expect(stranger).not.toContain(rego);
    expect(stranger).toContain('No enquiries made while signed in on this site yet.');
  });

  it('lists only what the shopper made signed in or with a code, never leads posted with their phone by anyone (issue 24 item 8)', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const contact = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone };
    const post = (path: string, body: object, cookie?: string) =>
      gateway.call(path, {
        cookie,
        headers: ORIGIN,
        client: freshClient(),
        json: { ...contact, dealership_slug: 'alpha-motors', ...body },
      });
    // Someone else, not signed in, types this shopper's phone into an enquiry and a trade-in.
    const strangerEnquiry = await post('/api/leads', { form: 'enquiry', message: 'By someone else' });
    expect(strangerEnquiry.status, await strangerEnquiry.clone().text()).toBe(201);
    const strangerRego = `X${phone.slice(-6)}`;
    const strangerTradeIn = await post('/api/trade-in', {
      form: 'trade-in',
      postcode: '2000',
      Rego: strangerRego,
      regoState: 'NSW',
      km: 42_000,
      condition: 'good',
    });
    expect(strangerTradeIn.status, await strangerTradeIn.clone().text()).toBe(201);

    // The shopper, signed in, makes a test drive; a finance enquiry made with a code sent to a second phone
    // belongs to that phone's shopper, the code verified in the same request.
    const cookie = await signIn(gateway, phone);
    expect((await post('/api/leads', { form: 'test-drive', car_id: 9101 }, cookie)).status).toBe(201);
    const other = freshPhone();
    await codeFor(gateway, other);
    const finance = await post('/api/leads', {
      form: 'finance',
      phone: other,
      code: await latestCode(other),
      amount: 30_000,
      term: 5,
      selfAssessedCreditScore: 'GREAT',
    });
    expect(finance.status, await finance.clone().text()).toBe(201);

    const mine = await (await gateway.call('/my-garage', { cookie })).text();
    expect(mine).toMatch(/Test drive<!-- --> about the /);
    expect(mine).not.toContain(': Enquiry');
    expect(mine).not.toContain(strangerRego);
    expect(mine).not.toContain('Finance enquiry');
    const theirs = await (await gateway.call('/my-garage', { cookie: await signIn(gateway, other) })).text();
    expect(theirs).toMatch(/Finance enquiry/);
  });

  it('saves the details from the plain form, refuses a bad email, and forgets them', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone(), { details: { first_name: 'Old' } });
    const form = (path: string, fields: Record<string, string>) =>
      gateway.call(path, { cookie, headers: ORIGIN, form: fields });
    const saved = await form('/api/account/details', {
      first_name: 'Alex',
      last_name: 'Kim',
      email: 'alex@example.com',
    });
    expect([saved.status, saved.headers.get('Location')]).toEqual([303, '/my-garage?details=saved']);
    let html = await (await gateway.call('/my-garage?details=saved', { cookie })).text();
    expect(html).toContain('value="Alex"');
    expect(html).toContain('Your details are saved.');

    const bad = await form('/api/account/details', { first_name: 'Alex', email: 'not-an-email' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toContain('details=invalid');
    const json = await gateway.call('/api/account/details', { cookie, headers: ORIGIN, json: { first_name: '' } });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toContain('First name');
    // Plain text only, as a lead's fields (issue 24 item 7): the details fill the forms that reach the CRM.
    for (const unsafe of ['Al\u0000ex', 'Al\u202eex', 'Al\r\nex', 'Al\u200bex', 'Al\ud800ex']) {
      const refused = await gateway.call('/api/account/details', {
        cookie,
        headers: ORIGIN,
        json: { first_name: 'Alex', last_name: unsafe },
        client: freshClient(),
      });
      expect(refused.status, JSON.stringify(unsafe)).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toContain('invisible characters');
    }

    const forgotten = await form('/api/account/forget', {});
    expect([forgotten.status, forgotten.headers.get('Location')]).toEqual([303, '/my-garage?details=forgotten']);
    html = await (await gateway.call('/my-garage', { cookie })).text();
    expect(html).not.toContain('value="Alex"');
    expect(html).not.toContain('alex@example.com');
  });

  it('reads the details through the one body parser: a malformed body is a 4xx naming it, never a 500 (issue 24 item 4)', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone());
    const post = (contentType: string, raw: string) =>
      gateway.call('/api/account/details', {
        cookie,
        headers: { ...ORIGIN, 'Content-Type': contentType },
        raw,
        client: freshClient(),
      });
    const part = '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAlex';
    for (const [contentType, raw] of [
      ['multipart/form-data', `${part}\r\n--xyz--\r\n`],
      ['multipart/form-data; boundary=xyz', part],
      ['application/x-www-form-urlencoded', 'first_name=%E0%A4%A'],
      ['application/json', '{"first_name":'],
    ] as const) {
      const res = await post(contentType, raw);
      expect([res.status, res.headers.get('Content-Type')], contentType).toEqual([400, 'application/json']);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Request body is not (a )?valid/);
    }
    const plain = await post('text/plain', 'first_name=Alex');
    expect(plain.status).toBe(415);
    const saved = await post('multipart/form-data; boundary=xyz', `${part}\r\n--xyz--\r\n`);
    expect([saved.status, saved.headers.get('Location')]).toEqual([303, '/my-garage?details=saved']);
  });

  it('refuses the details forms signed out', async () => {
    const res = await testGateway().call('/api/account/forget', { headers: ORIGIN, form: {} });
    expect(res.status).toBe(401);
  });

  it("sends the site's own my-page to /my-garage, and leaves other my-paths alone", async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone());
    const mine = await gateway.call('/mytestgarage', { cookie });
    expect([mine.status, mine.headers.get('Location')]).toEqual([301, '/my-garage']);
    expect((await gateway.call('/myotherpage', { cookie })).status).toBe(404);
  });

  it("has the site's default my-page, /my + its slug, which goes to /my-garage (spec: 001 §2, §6)", async () => {
    const gateway = testGateway();
    const signedOut = await gateway.call('/myidsite');
    expect(signedOut.status).toBe(302);
    expect(new URL(signedOut.headers.get('Location') ?? '', 'http://x').searchParams.get('type')).toBe('my-garage');
    const cookie = await signIn(gateway, freshPhone());
    const mine = await gateway.call('/myidsite', { cookie });
    expect([mine.status, mine.headers.get('Location')]).toEqual([301, '/my-garage']);
    // Each site's own: another site's my-page is not this one's.
    expect((await gateway.call('/myidother', { cookie })).status).toBe(404);
  });
});

describe('saved searches in My Garage (issue 31)', () => {
  it('saves a search through the proxy, lists it with a delete form, and the Cron Trigger texts its news', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone);
    const saved = await gateway.call('/api/search/saved-searches', {
      cookie,
      headers: ORIGIN,
      json: { name: 'Alpha ID cars', search: '/search/id-test-dealer', new_cars: true, frequency: 'instant' },
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const page = await (await gateway.call('/my-garage', { cookie })).text();
    expect(page).toContain('Saved searches');
    expect(page).toMatch(/href="\/search\/id-test-dealer"[^>]*>Alpha ID cars<\/a>: New cars, by SMS, as they happen/);
    expect(page).toMatch(
      /<form class="fc-inline-form" action="\/api\/search\/saved-searches\/\d+\/delete" method="post">/,
    );
    const other = await signIn(gateway, freshPhone());
    expect(await (await gateway.call('/my-garage', { cookie: other })).text()).not.toContain('Alpha ID cars');

    // A new car of the search's dealership, then the Cron Trigger's run: one text with the car.
    const arrival = makeCar({
      id: 96591,
      slug: 'id-alert-arrival',
      dealership: ID_DEALER,
      updated_at: new Date().toISOString(),
      // Listed now, as the stock feed lists a new car: after the search's last look.
      created_at: new Date(Date.now() + 1).toISOString(),
    });
    await env.DB.batch([insertCar(env.DB, arrival)]);
    await scheduledHandler()(
      { scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} } as ScheduledController,
      env,
    );
    const texts = (await readOutbox(internationalFromNational(phone))).map((message) => message.body);
    expect(
      texts.some(
        (text) =>
          text.includes('New: 2022 Toyota Corolla Ascent Sport $29,990') && text.includes('/cars/id-alert-arrival'),
      ),
    ).toBe(true);
  });
});

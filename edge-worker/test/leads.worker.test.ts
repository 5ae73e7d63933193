import { env } from 'cloudflare:workers';
import { readStoredLeads, type StoredLead } from '@forecourt/shared/server-kit/leads/stored';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from './http';
import { freshPhone, latestCode, sendCode, sessionCookieOf, signIn, testGateway } from './identity-support';
import { CONTACT, LEAD_GROUP, LEAD_SOLO, OFFERS, postJson, seedLeadFixtures } from './leads-support';

// POST /api/leads: every form, stored in D1 before the answer, under each site's rules (spec: 000 §3,
// §5, §7; 001 §3, §5). Delivery to the CRM is outbox.worker.test.ts.

beforeAll(() => seedLeadFixtures());

/** The lead as the outbox reads it back (the same reader, so the test sees what is delivered). */
async function storedLead(leadId: string): Promise<StoredLead | null> {
  const [lead] = await readStoredLeads(env.DB, [leadId]);
  return lead ?? null;
}

interface EventRow {
  event_id: number;
  tenant: string;
  website_id: number;
  payload: string;
  request_id: string;
}

/** The analytics events recorded with a lead. */
async function eventsOf(leadId: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT event_id, tenant, website_id, payload, request_id FROM analytics_events WHERE json_extract(payload, '$.lead_id') = ?",
  )
    .bind(leadId)
    .all<EventRow>();
  return results;
}

/** Posts a lead that must be accepted; answers its stored row. */
async function accepted(site = LEAD_GROUP, body: Record<string, unknown>) {
  const res = await postJson(site, '/api/leads', { ...CONTACT, ...body });
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  expect(answer).toEqual({ lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  const row = await storedLead(answer.lead_id as string);
  if (!row) throw new Error('lead not stored');
  return { row, requestId: res.headers.get('x-request-id') };
}

/** Posts a lead that must be refused with `status`; answers the error body. */
async function refused(site: typeof LEAD_GROUP, body: Record<string, unknown>, status: number) {
  const res = await postJson(site, '/api/leads', { ...CONTACT, ...body });
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return json(res);
}

/** What Chromium sends with a navigation (a form post). */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('POST /api/leads: stored, answered with lead_id', () => {
  it('stores an enquiry about a car with its ids, request id and normalised fields', async () => {
    const { row, requestId } = await accepted(LEAD_GROUP, {
      form: 'enquiry',
      car_id: 9101,
      car_type: 'new', // the car is used: the site's own type wins
      message: 'Is it still available?',
      dealership_slug: 'alpha-motors',
    });
    expect(row).toMatchObject({
      tenant: 'lead-group',
      form: 'enquiry',
      car_id: 9101,
      dealership_id: 9001,
      location_id: 9101,
      offer_id: null,
      analytics_event: 15,
      request_id: requestId,
    });
    expect(row.fields).toMatchObject({
      phone: '0412345678',
      category: 'General Enquiry',
      opt_in: true,
      car_type: 'used',
      stock_number: 'S9101',
      'Vehicle Make': 'Toyota',
      dealership_slug: 'alpha-motors',
    });
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // Its analytics event, in the same batch (spec: 000 §7 "15 used enquiry").
    const events = await eventsOf(row.id);
    expect(events).toEqual([
      { event_id: 15, tenant: 'lead-group', website_id: 501, request_id: requestId, payload: expect.any(String) },
    ]);
    expect(JSON.parse(events[0]?.payload ?? '{}')).toEqual({
      lead_id: row.id,
      form: 'enquiry',
      car_id: 9101,
      dealership_id: 9001,
      offer_id: null,
    });
  });

  it('maps Careers Enquiry to General Enquiry + Career Enquiry, event 51 (spec: 000 §5)', async () => {
    const { row } = await accepted(LEAD_GROUP, {
      form: 'enquiry',
      category: 'Careers Enquiry',
      message: 'Do you have openings?',
      dealership_slug: 'alpha-used',
    });
    expect(row.fields).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(row.analytics_event).toBe(51);
    expect((await eventsOf(row.id)).map((event) => event.event_id)).toEqual([51]);
    expect(row.dealership_id).toBe(9002);
  });

  it('takes a test drive without a date; a new car records 17 (spec: 000 §5, §7)', async () => {
    const { row } = await accepted(LEAD_GROUP, { form: 'test-drive', car_id: 9102 });
    expect(row).toMatchObject({ form: 'test-drive', analytics_event: 17, dealership_id: 9001 });
    expect(row.fields.dateTime).toBeUndefined();
  });

  it('takes request photos with its default, find-similar for a recently sold car, and a trade-in', async () => {
    const photos = await accepted(LEAD_GROUP, { form: 'request-photos', car_id: 9104 });
    expect(photos.row.fields['Request Photos']).toBe('Please send me more photos of this vehicle.');
    expect(photos.row.analytics_event).toBe(14); // demo car
    const similar = await accepted(LEAD_GROUP, { form: 'find-similar', car_id: 9103 });
    expect(similar.row).toMatchObject({ analytics_event: 15, car_id: 9103 });
    const tradeIn = await accepted(LEAD_GROUP, {
      form: 'trade-in',
      postcode: '2000',
      regoState: 'NSW',
      dealership_slug: 'alpha-motors',
    });
    expect(tradeIn.row).toMatchObject({ form: 'trade-in', analytics_event: null, car_id: null });
    expect(await eventsOf(tradeIn.row.id)).toEqual([]);
  });

  it('takes an offer enquiry for one of the site offers (event 14, or 17 to book a test drive)', async () => {
    const offerEnquiry = { form: 'offer-enquiry', offer_id: OFFERS.alpha, intent: 'test-drive' };
    const { row } = await accepted(LEAD_GROUP, { ...offerEnquiry, dealership_slug: 'alpha-motors' });
    expect(row).toMatchObject({ offer_id: OFFERS.alpha, analytics_event: 17 });
    // The offer's form sends its dealership; on a site of several, one without it is refused (spec: 000 §5).
    const body = await refused(LEAD_GROUP, offerEnquiry, 400);
    expect(body.error).toBe('Invalid request: dealership_slug: This is a required field.');
  });

  it('accepts an HTML form post too, and sends the browser to the thank-you page about that car', async () => {
    const form = new URLSearchParams({ form: 'enquiry', ...CONTACT, car_id: '9101', opt_in: 'on', message: 'Hi' });
    form.set('dealership_slug', 'alpha-used');
    form.set('email', 'html-form@example.com');
    const res = await postJson(LEAD_GROUP, '/api/leads', form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    // The gateway answers 303; the test's fetch follows it, as the browser would.
    expect(res.redirected).toBe(true);
    const landed = new URL(res.url);
    expect(`${landed.pathname}${landed.search}`).toBe('/success?form=enquiry&car=alpha-in-stock');
    expect(await res.text()).toContain('Back to the 2022 Toyota Corolla');
    const stored = await env.DB.prepare(
      "SELECT id FROM leads WHERE json_extract(payload, '$.email') = 'html-form@example.com'",
    ).first<{ id: string }>();
    const row = await storedLead(stored?.id ?? '');
    expect(row?.fields).toMatchObject({ opt_in: true, car_id: 9101, dealership_slug: 'alpha-used' });
  });

  it('answers a refused HTML form post with the site page naming the error and the way back (400), not JSON', async () => {
    const form = new URLSearchParams({ form: 'enquiry', ...CONTACT, car_id: '9101', message: 'Hi' });
    form.set('email', 'not-an-email');
    const back = 'http://lead-group.localhost/cars/alpha-in-stock';
    const res = await postJson(LEAD_GROUP, '/api/leads', form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: back, Accept: BROWSER_ACCEPT },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('An error occurred when submitting this form');
    expect(html).toMatch(/Invalid request: [^<]*email/);
    expect(html).toContain('href="/cars/alpha-in-stock"');
    // The same form from a client that does not ask for HTML, and the refusal to fetch (JSON), stay the API's JSON.
    const formClient = await postJson(LEAD_GROUP, '/api/leads', form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(formClient.headers.get('Content-Type')).toMatch(/^application\/json/);
    const json = await postJson(LEAD_GROUP, '/api/leads', Object.fromEntries(form));
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toMatch(/^Invalid request: .*email/);
  });
});

describe('POST /api/leads: a finance enquiry needs a verified phone (spec: 001 §4, §6)', () => {
  const finance = (phone: string, extra: Record<string, unknown> = {}) => ({
    form: 'finance',
    ...CONTACT,
    phone,
    amount: 30_000,
    term: 5,
    selfAssessedCreditScore: 'GREAT',
    car_id: 9101,
    postcode: '2000',
    ...extra,
  });

  it('needs the postcode where the site\'s finance form asks for it (spec: 001 §5 "required where shown")', async () => {
    const phone = freshPhone();
    const cookie = await signIn(testGateway(), phone, { tenant: LEAD_GROUP });
    const res = await postJson(LEAD_GROUP, '/api/leads', finance(phone, { postcode: undefined }), {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ issues: [{ path: 'postcode', message: 'This is a required field.' }] });
  });

  it('needs its dealership without a car on a site of several, and files it there (spec: 000 §5)', async () => {
    const phone = freshPhone();
    const cookie = await signIn(testGateway(), phone, { tenant: LEAD_GROUP });
    const withoutCar = finance(phone, { car_id: undefined });
    const refused = await postJson(LEAD_GROUP, '/api/leads', withoutCar, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      issues: [{ path: 'dealership_slug', message: 'This is a required field.' }],
    });
    const chosen = await postJson(
      LEAD_GROUP,
      '/api/leads',
      { ...withoutCar, dealership_slug: 'alpha-used' },
      { headers: { Cookie: cookie } },
    );
    const answer = await json(chosen);
    expect(chosen.status, JSON.stringify(answer)).toBe(201);
    expect(await storedLead(answer.lead_id as string)).toMatchObject({ form: 'finance', car_id: null });
    expect((await storedLead(answer.lead_id as string))?.fields).toMatchObject({ dealership_slug: 'alpha-used' });
  });

  it('refuses one without a code from a visitor not signed in with that phone', async () => {
    const phone = freshPhone();
    const res = await postJson(LEAD_GROUP, '/api/leads', finance(phone));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      error: 'Invalid request: code: This is a required field.',
      issues: [{ path: 'code', message: 'This is a required field.' }],
    });
    const other = await signIn(testGateway(), freshPhone(), { tenant: LEAD_GROUP });
    const signedInAsOther = await postJson(LEAD_GROUP, '/api/leads', finance(phone), { headers: { Cookie: other } });
    expect(signedInAsOther.status).toBe(400);
  });

  it('takes one from a visitor signed in with that phone; the event is 9', async () => {
    const phone = freshPhone();
    const cookie = await signIn(testGateway(), phone, { tenant: LEAD_GROUP });
    const res = await postJson(LEAD_GROUP, '/api/leads', finance(phone), { headers: { Cookie: cookie } });
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(201);
    const row = await storedLead(answer.lead_id as string);
    expect(row).toMatchObject({ form: 'finance', analytics_event: 9, car_id: 9101 });
    expect(row?.fields).toMatchObject({
      category: 'Finance Enquiry',
      tags: ['YouX'],
      car_type: 'used',
      car_year: 2022,
    });
  });

  it('checks the code sent to the phone, signs the visitor in, and never stores the code', async () => {
    const phone = freshPhone();
    const gatewayWithClock = testGateway();
    expect((await sendCode(gatewayWithClock, phone, { tenant: LEAD_GROUP })).status).toBe(200);
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await postJson(LEAD_GROUP, '/api/leads', finance(phone, { code: wrong }));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      issues: [{ path: 'code', message: 'The verification code is invalid. Please try again.' }],
    });

    const res = await postJson(LEAD_GROUP, '/api/leads', finance(phone, { code }));
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(201);
    expect(sessionCookieOf(res)).not.toBeNull();
    const row = await storedLead(answer.lead_id as string);
    expect(row?.fields).not.toHaveProperty('code');
    expect(JSON.stringify(row?.fields)).not.toContain(code);

    // Single use: the same code does not verify a second lead.
    const again = await postJson(LEAD_GROUP, '/api/leads', finance(phone, { code }));
    expect(again.status).toBe(400);
  });
});

describe('POST /api/leads: the site rules (spec: 000 §5, 001 §5)', () => {
  it('requires the dealership on a site with several, naming the field', async () => {
    const body = await refused(LEAD_GROUP, { form: 'enquiry', message: 'Hi' }, 400);
    expect(body).toMatchObject({
      error: 'Invalid request: dealership_slug: This is a required field.',
      issues: [{ path: 'dealership_slug', message: 'This is a required field.' }],
    });
  });

  it('requires Comments unless the site turns it off', async () => {
    const body = await refused(LEAD_GROUP, { form: 'enquiry', dealership_slug: 'alpha-motors' }, 400);
    expect(body.issues).toEqual([{ path: 'message', message: 'This is a required field.' }]);
    // lead-solo: messageRequired false, one dealership (filled in), location select on.
    const { row } = await accepted(LEAD_SOLO, { form: 'enquiry', location: 'bravo-nissan-9103' });
    expect(row).toMatchObject({ dealership_id: 9003, location_id: 9103 });
    expect(row.fields.dealership_slug).toBe('bravo-nissan');
  });

  it("requires the location where enabled, one of the site's own (by slug or id)", async () => {
    const missing = await refused(LEAD_SOLO, { form: 'enquiry' }, 400);
    expect(missing.issues).toEqual([{ path: 'location', message: 'This is a required field.' }]);
    const other = await refused(LEAD_SOLO, { form: 'enquiry', location: 'alpha-motors-9101' }, 400);
    expect(other.issues).toEqual([{ path: 'location', message: 'Please choose one of our locations.' }]);
    const hidden = await refused(LEAD_SOLO, { form: 'enquiry', location: '9201' }, 400);
    expect(hidden.issues).toEqual([{ path: 'location', message: 'Please choose one of our locations.' }]);
    const { row } = await accepted(LEAD_SOLO, { form: 'enquiry', location: '9103' });
    expect(row.location_id).toBe(9103);
    // Other forms: optional, but one of the site's when sent.
    const testDrive = { form: 'test-drive', car_id: 9121, terms_conditions: 'on' };
    const foreign = await refused(LEAD_SOLO, { ...testDrive, location: 'alpha-motors-9101' }, 400);
    expect(foreign.issues).toEqual([{ path: 'location', message: 'Please choose one of our locations.' }]);
    const chosen = await accepted(LEAD_SOLO, { ...testDrive, location: 'bravo-nissan-9103' });
    expect(chosen.row.location_id).toBe(9103);
  });

  it('requires the terms on a site that shows the checkbox', async () => {
    const body = await refused(LEAD_SOLO, { form: 'test-drive', car_id: 9121 }, 400);
    expect(body.issues).toEqual([
      { path: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ]);
    const { row } = await accepted(LEAD_SOLO, { form: 'test-drive', car_id: 9121, terms_conditions: true });
    expect(row.analytics_event).toBe(48);
  });
});

describe('POST /api/leads: tenant isolation', () => {
  it("answers 404 for another site's car, a car the site does not show, or no such car", async () => {
    for (const carId of [9121, 9111, 9131, 999_999]) {
      const body = await refused(LEAD_GROUP, { form: 'test-drive', car_id: carId }, 404);
      expect(body).toMatchObject({ error: `Car not found: ${carId}` });
    }
  });

  it("refuses another site's dealership with 400 naming the field", async () => {
    const body = await refused(LEAD_GROUP, { form: 'enquiry', message: 'Hi', dealership_slug: 'bravo-nissan' }, 400);
    expect(body.issues).toEqual([{ path: 'dealership_slug', message: 'Please choose one of our dealerships.' }]);
    const tradeIn = await refused(
      LEAD_SOLO,
      { form: 'trade-in', postcode: '2000', dealership_slug: 'alpha-motors' },
      400,
    );
    expect(tradeIn.issues).toEqual([{ path: 'dealership_slug', message: 'Please choose one of our dealerships.' }]);
  });

  it("answers 404 for another site's offer, or one that excludes this site", async () => {
    for (const offerId of [OFFERS.bravo, OFFERS.alphaExcludedFromGroup]) {
      const body = await refused(LEAD_GROUP, { form: 'offer-enquiry', offer_id: offerId }, 404);
      expect(body).toMatchObject({ error: `Offer not found: ${offerId}` });
    }
  });
});

describe('POST /api/leads: bad bodies are 4xx JSON naming the problem', () => {
  it('names each invalid field', async () => {
    const res = await postJson(LEAD_GROUP, '/api/leads', {
      form: 'enquiry',
      name: '',
      email: 'nope',
      phone: '02 9999 0000',
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This is a required field.' },
        { path: 'last_name', message: 'This is a required field.' },
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'phone', message: 'Please enter a valid Australian mobile number.' },
      ]),
    );
    expect(body.error).toMatch(/^Invalid request: name: This is a required field\./);
  });

  it('refuses control, bidi-override and broken characters naming the field, keeping line breaks (issue 13)', async () => {
    const message = 'Pay here \u202Egnp.exe';
    // A lone surrogate only survives as a JSON escape: raw text would already be re-encoded.
    const raw = `{"form":"enquiry","dealership_slug":"alpha-motors","name":"Sam\\u0000","last_name":"Lee\\ud800","email":"sam@example.com","phone":"0412 345 678","message":${JSON.stringify(message)}}`;
    const body = await json(await postJson(LEAD_GROUP, '/api/leads', raw));
    const refusedText = 'Must not contain control characters, text-direction controls or invisible characters.';
    expect(body.issues).toEqual([
      { path: 'name', message: refusedText },
      { path: 'last_name', message: refusedText },
      { path: 'message', message: refusedText },
    ]);
    const lines = await postJson(LEAD_GROUP, '/api/leads', {
      ...CONTACT,
      form: 'enquiry',
      dealership_slug: 'alpha-motors',
      message: 'Line one\r\nLine two\n\tThanks',
    });
    expect(lines.status).toBe(201);
  });

  it('names an unknown form and unknown fields', async () => {
    const unknownForm = await json(await postJson(LEAD_GROUP, '/api/leads', { form: 'loan', ...CONTACT }));
    expect(unknownForm.issues).toEqual([
      {
        path: 'form',
        message:
          'form: expected one of enquiry, test-drive, request-photos, find-similar, finance, trade-in, offer-enquiry, service-booking.',
      },
    ]);
    const extra = await json(
      await postJson(LEAD_GROUP, '/api/leads', { form: 'trade-in', ...CONTACT, postcode: '2000', admin: true }),
    );
    expect(extra.issues).toEqual([{ path: '(root)', message: 'Unknown field: admin.' }]);
  });

  it('answers 400 for text that is not JSON and 415 for another content type', async () => {
    const garbled = await postJson(LEAD_GROUP, '/api/leads', '{"form": "enq');
    expect(garbled.status).toBe(400);
    expect(await json(garbled)).toMatchObject({ error: 'Request body is not valid JSON' });
    const text = await postJson(LEAD_GROUP, '/api/leads', '{}', { headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('stores nothing for a refused lead', async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE tenant = 'lead-group'").first<{
      n: number;
    }>();
    await postJson(LEAD_GROUP, '/api/leads', { form: 'enquiry', ...CONTACT, dealership_slug: 'nope', message: 'x' });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE tenant = 'lead-group'").first<{
      n: number;
    }>();
    expect(after?.n).toBe(before?.n);
  });
});

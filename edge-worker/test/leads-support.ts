import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { TenantConfig } from '@forecourt/shared';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import worker from '../src/index';
import { gateway } from './http';

// Shared by the lead, outbox, reveal, origin and fuzz Worker tests: their own sites (so no other test
// file's counters or settings touch them), the special offers a lead may name, helpers to post to the
// API as a browser on the site would, and to drive the CRM simulator and the outbox cron.

const HIGH = { limit: 10_000, windowSeconds: 60 };

/**
 * A group site with two dealerships (alpha-motors, alpha-used): the dealership is required on enquiries.
 * Trade-in and finance on, so their lead forms are taken; its finance form asks for the postcode.
 */
export const LEAD_GROUP = makeTenant({
  slug: 'lead-group',
  websiteId: 501,
  hostnames: ['lead-group.example.com', 'www.lead-group.example.com'],
  dealerships: ['alpha-motors', 'alpha-used'],
  features: { tradeIn: true, finance: true },
  finance: { provider: 'youx', defaultInterestRate: 8.99 },
  stock: { level: 3, excludedMakes: ['HOLDEN'] },
  phones: { default: '02 9000 0000', byCarType: { new: '02 9000 2222' } },
  rateLimits: { api: HIGH, leads: HIGH, reveals: HIGH },
});

/** A one-dealership used-car site with its location select on, the test-drive terms checkbox and trade-in. */
export const LEAD_SOLO = makeTenant({
  slug: 'lead-solo',
  websiteId: 502,
  hostnames: ['lead-solo.example.com'],
  dealerships: ['bravo-nissan'],
  features: { tradeIn: true },
  stock: { level: 0, usedOnly: true },
  phones: { default: ' ' },
  leadForms: { locationEnabled: true, testDriveTermsRequired: true, messageRequired: false },
  rateLimits: { api: HIGH, leads: HIGH, reveals: HIGH },
});

/** Tight lead and reveal limits, its own per-tenant setting (spec: issue 5 "configurable per tenant"). */
export const LEAD_LIMITS = makeTenant({
  slug: 'lead-limits',
  websiteId: 503,
  dealerships: ['alpha-motors'],
  features: { tradeIn: true },
  rateLimits: { leads: { limit: 2, windowSeconds: 60 }, reveals: { limit: 3, windowSeconds: 60 } },
});

/** The outbox test's own site, so the CRM faults it sets touch only its leads. */
export const LEAD_OUTBOX = makeTenant({
  slug: 'lead-outbox',
  websiteId: 504,
  dealerships: ['alpha-motors'],
  rateLimits: { api: HIGH, leads: HIGH },
});

/** The fuzz test's site: no request budget in the way of 2,000 bodies. */
export const LEAD_FUZZ = makeTenant({
  slug: 'lead-fuzz',
  websiteId: 505,
  dealerships: ['alpha-motors', 'alpha-used'],
  stock: { level: 3 },
  features: { watchlist: true, tradeIn: true, finance: true },
  rateLimits: { api: HIGH, search: HIGH, leads: HIGH, codeSends: HIGH, reveals: HIGH, events: HIGH, partners: HIGH },
});

const SITES = [LEAD_GROUP, LEAD_SOLO, LEAD_LIMITS, LEAD_OUTBOX, LEAD_FUZZ];

/** Special offers: alpha-motors' (one excluded from lead-group's website), and bravo's. */
export const OFFERS = {
  alpha: 9701,
  alphaExcludedFromGroup: 9702,
  bravo: 9703,
};

function offerRow(id: number, dealershipId: number, excluded: number[]) {
  const doc = {
    id,
    dealership_id: dealershipId,
    name: `Offer ${id}`,
    description: '',
    sanitized_description: '',
    disclaimer: '',
    category: 'Finance offer',
    price: 29_990,
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { name: 'Corolla', slug: 'corolla', override_url: null },
    image_url: null,
    image_or_model_image: null,
    excluded_website_ids: excluded,
    expires_at: null,
  };
  return env.DB.prepare(
    'INSERT OR IGNORE INTO offers (id, dealership_id, category, price, expires_at, doc) VALUES (?, ?, ?, ?, ?, ?)',
  ).bind(id, dealershipId, doc.category, doc.price, null, JSON.stringify(doc));
}

/**
 * Loads the shared fixtures, these sites and the offers (idempotent).
 *
 * @example beforeAll(() => seedLeadFixtures());
 */
export async function seedLeadFixtures(): Promise<void> {
  await seedFixtures(env);
  await env.DB.batch([
    offerRow(OFFERS.alpha, 9001, []),
    offerRow(OFFERS.alphaExcludedFromGroup, 9001, [LEAD_GROUP.websiteId]),
    offerRow(OFFERS.bravo, 9003, []),
  ]);
  await Promise.all(SITES.map((site) => env.TENANTS.put(`tenant:${site.slug}`, JSON.stringify(site))));
}

/** A visitor's contact details, valid on every form. */
export const CONTACT = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412 345 678' };

/** Options of {@link postJson}. */
export interface PostOptions {
  /** The client address (rate-limit key); default a fresh one per call. */
  ip?: string;
  /** Extra or replacing headers; `Origin` defaults to the site's own. */
  headers?: Record<string, string>;
}

let clientCounter = 0;

/**
 * POSTs a JSON body to the gateway as a page of `site` would (its own Origin, `<slug>.localhost`).
 *
 * @example const res = await postJson(LEAD_GROUP, '/api/leads', { form: 'enquiry', … });
 */
export function postJson(
  site: TenantConfig,
  path: string,
  body: unknown,
  options: PostOptions = {},
): Promise<Response> {
  const host = `${site.slug}.localhost`;
  clientCounter += 1;
  return gateway(path, {
    host,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: `http://${host}`,
      'CF-Connecting-IP': options.ip ?? `198.18.${Math.floor(clientCounter / 250) % 250}.${clientCounter % 250}`,
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** One outbox row as stored. */
export interface OutboxRow {
  lead_id: string;
  attempts: number;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  delivered_at: number | null;
  crm_reference: string | null;
  last_error: string | null;
}

/** The outbox row of a lead. */
export function outboxRow(leadId: string): Promise<OutboxRow | null> {
  return env.DB.prepare('SELECT * FROM lead_outbox WHERE lead_id = ?').bind(leadId).first<OutboxRow>();
}

/**
 * Waits until the attempt made right after the lead was stored (in `waitUntil`) has finished.
 *
 * @example const row = await firstAttemptSettled(leadId);
 */
export async function firstAttemptSettled(leadId: string, timeoutMs = 5000): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await outboxRow(leadId);
    if (row && row.attempts >= 1 && row.claim_token === null) return row;
    if (Date.now() > deadline)
      throw new Error(`the first delivery of ${leadId} did not finish: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Runs the gateway's scheduled handler (the outbox cron) as if triggered at `at` (epoch ms).
 *
 * @example await runOutboxCron(Date.now() + 120_000);
 */
export async function runOutboxCron(at: number): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), env);
}

/** A request to the CRM simulator at the gateway's `CRM_API_URL`. */
export function crmSimulator(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, env.CRM_API_URL), init);
}

/** One lead as the CRM simulator filed it. */
export interface FiledLead {
  crm_id: string;
  lead_id: string;
  site: string;
  form: string;
  deliveries: number;
  /** `json`: the body is in `lead`; `adf`: the ADF/XML document is in `adf`. */
  format: 'json' | 'adf';
  lead: { fields: Record<string, unknown> } & Record<string, unknown>;
  adf?: string;
}

/** The leads the CRM filed under this lead id (0 or 1: more would be a duplicate). */
export async function filedLeads(leadId: string): Promise<FiledLead[]> {
  const res = await crmSimulator(`/v1/leads?lead_id=${encodeURIComponent(leadId)}`);
  if (!res.ok) throw new Error(`CRM simulator answered ${res.status}`);
  return ((await res.json()) as { leads: FiledLead[] }).leads;
}

async function postControl(path: string, body: unknown): Promise<void> {
  const res = await crmSimulator(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`CRM simulator ${path} answered ${res.status}`);
}

/** Turns the CRM simulator's outage on (its API answers 503) or off. */
export function setCrmOutage(outage: boolean): Promise<void> {
  return postControl('/control', { outage });
}

/** Makes the CRM file the next `count` new leads of `site` but answer 503, as if the answer were lost. */
export function loseCrmAnswers(site: string, count: number): Promise<void> {
  return postControl('/faults', { site, loseAnswers: count });
}

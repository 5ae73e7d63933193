import { env, exports } from 'cloudflare:workers';
import type { TenantConfig } from '@forecourt/shared';
import {
  type FixtureDealership,
  fixtureStatements,
  locationsFor,
  makeTenant,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationsDirectory } from '../src/fragments/locations-directory';
import { locationsPageLoader } from '../src/loaders/locations-page';
import { createGeocoder } from '../src/partners/geocoding-cache';
import { fragmentContextFor } from './support';

// The general enquiry of /contact and /contact-us on a site of several dealerships, like harbourcity
// (issue 26: it had no dealership field, so the leads API refused every one with "dealership_slug: This
// is a required field."). The page's server HTML is rendered from the real loader, its form filled in as
// a visitor without JavaScript would, and posted to the gateway (the main Worker of these tests), which
// must store the lead with the dealership chosen.

const DEALERS: FixtureDealership[] = [
  { id: 9711, slug: 'contact-city-toyota', name: 'Contact City Toyota' },
  { id: 9712, slug: 'contact-city-kia', name: 'Contact City Kia' },
];
/** A group site of two dealerships, as harbourcity is. */
const GROUP = makeTenant({ slug: 'loc-contact', websiteId: 711, dealerships: DEALERS.map((dealer) => dealer.slug) });
/** The same dealerships with the field removed (spec: 000 §5 "and the field is not removed"). */
const REMOVED = makeTenant({
  slug: 'loc-contact-removed',
  websiteId: 712,
  dealerships: GROUP.dealerships,
  leadForms: { dealershipFieldRemoved: true },
});

beforeAll(async () => {
  await env.DB.batch(fixtureStatements(env.DB, [], DEALERS, locationsFor(DEALERS)));
  await Promise.all([GROUP, REMOVED].map((site) => env.TENANTS.put(`tenant:${site.slug}`, JSON.stringify(site))));
});

const renderDirectory = locationsDirectory(locationsPageLoader(createGeocoder()));

/** The server HTML of `/{page}` on `site`, as the fragment renders it. */
async function pageHtml(site: TenantConfig, page: 'contact' | 'contact-us'): Promise<string> {
  const outcome = await renderDirectory.load(fragmentContextFor(site, { page }));
  return renderToStaticMarkup(outcome.view);
}

/** The enquiry form's markup. */
function enquiryForm(html: string): string {
  const form = html.match(/<form[^>]*action="\/api\/leads"[^>]*>[\s\S]*?<\/form>/)?.[0];
  if (!form) throw new Error('no enquiry form on the page');
  return form;
}

/** What the form posts by itself: its hidden fields. */
function hiddenFields(form: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields.set(name as string, value as string);
  }
  return fields;
}

let client = 0;

/** Posts `fields` as the browser posts a plain form of the site's page. */
function postForm(site: TenantConfig, fields: URLSearchParams, email: string): Promise<Response> {
  const body = new URLSearchParams(fields);
  for (const [name, value] of Object.entries({ name: 'Sam', last_name: 'Lee', phone: '0412 345 678', email })) {
    body.set(name, value);
  }
  body.set('message', 'Do you have a service loan car?');
  client += 1;
  const host = `${site.slug}.localhost`;
  return exports.default.fetch(
    new Request(`http://${host}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: `http://${host}`,
        'CF-Connecting-IP': `198.19.71.${client}`,
      },
      body: body.toString(),
    }),
  );
}

async function storedLead(email: string) {
  return env.DB.prepare(
    "SELECT form, dealership_id, json_extract(payload, '$.dealership_slug') AS dealership_slug FROM leads WHERE tenant = ? AND json_extract(payload, '$.email') = ?",
  )
    .bind(GROUP.slug, email)
    .first<{ form: string; dealership_id: number | null; dealership_slug: string | null }>();
}

describe('the /contact enquiry on a site of several dealerships (issue 26)', () => {
  it('asks which dealership in a labelled, required select of the site’s dealerships', async () => {
    for (const page of ['contact', 'contact-us'] as const) {
      const form = enquiryForm(await pageHtml(GROUP, page));
      const select = form.match(
        /<label[^>]*for="([^"]+)"[^>]*>Dealership<select[^>]*id="\1"[^>]*>([\s\S]*?)<\/select>/,
      );
      expect(select, page).not.toBeNull();
      expect(select?.[0]).toMatch(/<select[^>]*name="dealership_slug"[^>]*required=""/);
      expect([...(select?.[2] ?? '').matchAll(/<option value="([^"]*)"/g)].map((option) => option[1])).toEqual([
        '',
        'contact-city-kia',
        'contact-city-toyota',
      ]);
    }
  });

  it('is accepted with the dealership chosen, and stored with it', async () => {
    const form = enquiryForm(await pageHtml(GROUP, 'contact'));
    const fields = hiddenFields(form);
    // Only what the page offers can be chosen.
    expect(form).toMatch(/<select[^>]*name="dealership_slug"[\s\S]*<option value="contact-city-kia">/);
    fields.set('dealership_slug', 'contact-city-kia');
    const res = await postForm(GROUP, fields, 'contact-kia@example.com');
    // The gateway answers 303 to the thank-you page; fetch follows it, as the browser does.
    expect(res.redirected).toBe(true);
    expect(new URL(res.url).pathname).toBe('/success');
    expect(await storedLead('contact-kia@example.com')).toEqual({
      form: 'enquiry',
      dealership_id: 9712,
      dealership_slug: 'contact-city-kia',
    });
  });

  it('is refused without one, as the API requires it on such a site', async () => {
    const res = await postForm(GROUP, hiddenFields(enquiryForm(await pageHtml(GROUP, 'contact'))), 'none@example.com');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: expect.stringContaining('dealership_slug: This is a required field.'),
    });
  });

  it('has no select where the site removed the field', async () => {
    expect(enquiryForm(await pageHtml(REMOVED, 'contact'))).not.toContain('dealership_slug');
  });
});

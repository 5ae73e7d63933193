import { env } from 'cloudflare:workers';
import { blogPostsFor, blogsKey } from '@forecourt/demo/seed/blogs';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { SitePageSchema } from '@forecourt/shared/site-pages/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// The per-dealer site pages (issue 19) inside workerd with the real KV and D1: content per site,
// sanitised; switched-off pages redirect; the service booking and careers enquiry are stored as leads.

const HIGH = { limit: 10_000, windowSeconds: 60 };
/** A group site (two dealerships) with its own pages; its own host, so no other test file touches it. */
const SITE = makeTenant({
  slug: 'site-pages',
  name: 'Site Pages Motors',
  websiteId: 601,
  dealerships: ['alpha-motors', 'alpha-used'],
  rateLimits: { api: HIGH, leads: HIGH },
});
/** A site that has written no pages at all. */
const BARE = makeTenant({ slug: 'site-bare', websiteId: 602, dealerships: ['alpha-motors'] });
const HOST = 'site-pages.localhost';

const page = (title: string, html: string) =>
  SitePageSchema.parse({ title, description: `${title}.`, sections: [{ heading: title, html }] });

beforeAll(async () => {
  await seedFixtures(env);
  await Promise.all([
    env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE)),
    env.TENANTS.put(`tenant:${BARE.slug}`, JSON.stringify(BARE)),
    env.TENANTS.put(blogsKey(SITE.slug), JSON.stringify(blogPostsFor(SITE.slug))),
    env.TENANTS.put(
      `pages:${SITE.slug}`,
      JSON.stringify({
        'privacy-policy': page('Privacy Policy', '<p>Acknowledged within 7 days.<script>alert(1)</script></p>'),
        warranty: page('Warranty', '<p onclick="steal()">Three years.</p>'),
        service: SitePageSchema.parse({
          ...page('Service and Parts', '<p>Logbook servicing.</p>'),
          sections: [
            { heading: 'How long does it take?', html: '<p>Two hours.<img src=x onerror="steal()"></p>', collapse: {} },
            { heading: 'Loan cars', html: '<p>On request.</p>', collapse: { open: true, remember: true } },
          ],
        }),
        careers: page('Careers', '<p>Join us.</p>'),
        'book-test-drive': page('Book a Test Drive', '<p>Pick a car.</p>'),
        blog: page('Blog', '<p>News.</p>'),
        eofy: { ...page('EOFY', '<p>Sale.</p>'), enabled: false, redirectTo: '/search' },
      }),
    ),
    env.TENANTS.put('pages:site-bare', '{not json'),
  ]);
});

const get = (path: string, host = HOST) => gateway(path, { host, redirect: 'manual' });

async function postForm(fields: Record<string, string>) {
  return gateway('/api/leads', {
    host: HOST,
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${HOST}` },
    body: new URLSearchParams(fields).toString(),
  });
}

async function leadByEmail(email: string) {
  return env.DB.prepare(
    "SELECT form, payload, analytics_event, tenant FROM leads WHERE json_extract(payload, '$.email') = ?",
  )
    .bind(email)
    .first<{ form: string; payload: string; analytics_event: number | null; tenant: string }>();
}

const CONTACT = { name: 'Sam', last_name: 'Lee', phone: '0412 345 678' };

describe('site pages', () => {
  it("renders the site's own content, sanitised, on both warranty paths", async () => {
    const res = await get('/privacy-policy');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Acknowledged within 7 days.');
    expect(html).not.toContain('alert(1)');
    for (const path of ['/warranty', '/pages/warranty']) {
      const warranty = await (await get(path)).text();
      expect(warranty, path).toContain('<p>Three years.</p>');
      expect(warranty, path).not.toContain('steal()');
      expect(warranty, path).toContain('rel="canonical" href="http://site-pages.localhost/warranty"');
    }
  });

  it('renders a collapsible section as a disclosure under its heading, open and remembered as stored, sanitised', async () => {
    const html = await (await get('/service')).text();
    expect(html).toContain(
      '<details class="fc-collapsible" data-fc-collapsible=""><summary class="fc-collapsible__summary"><h2 class="fc-collapsible__heading">How long does it take?</h2>',
    );
    expect(html).toContain('<div class="fc-content-section__body"><p>Two hours.</p></div></details>');
    expect(html).toMatch(
      /<details class="fc-collapsible" open="" data-fc-collapsible="" data-fc-collapsible-key="fc:section-open:[0-9a-f]{8}">/,
    );
    expect(html).not.toContain('steal()');
  });

  it('redirects a page the dealer switched off to its target, and any page of a site without pages home', async () => {
    const off = await get('/eofy');
    expect(off.status).toBe(302);
    expect(off.headers.get('location')).toBe('/search');
    const unwritten = await get('/fleet');
    expect(unwritten.headers.get('location')).toBe('/');
    const unreadable = await get('/about-us', 'site-bare.localhost');
    expect([unreadable.status, unreadable.headers.get('location')]).toEqual([302, '/']);
  });

  it('stores a service booking posted from /service without JavaScript, and lands on /success', async () => {
    const html = await (await get('/service')).text();
    expect(html).toContain('id="service-booking"');
    expect(html).toContain('action="/api/leads"');
    const res = await postForm({
      form: 'service-booking',
      ...CONTACT,
      email: 'service@example.com',
      Rego: 'ABC123',
      dateTime: '2026-12-01',
      dealership_slug: 'alpha-used',
    });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/success']);
    const lead = await leadByEmail('service@example.com');
    expect(lead).toMatchObject({ form: 'service-booking', tenant: SITE.slug, analytics_event: null });
    expect(JSON.parse(lead?.payload ?? '{}')).toMatchObject({ category: 'Service Booking', Rego: 'ABC123' });
    // The site has several dealerships: the select is required in the page, and the API asks for it too.
    expect(html).toMatch(/<select[^>]*name="dealership_slug"[^>]*required/);
    const blank = await postForm({
      form: 'service-booking',
      ...CONTACT,
      email: 'blank@example.com',
      dateTime: '',
      dealership_slug: '',
    });
    expect(blank.status).toBe(400);
    expect(await leadByEmail('blank@example.com')).toBeNull();
  });

  it('stores a careers enquiry as General Enquiry / Career Enquiry with event 51 (spec: 000 §5)', async () => {
    const html = await (await get('/careers')).text();
    expect(html).toContain('name="category" value="Careers Enquiry"');
    // The page it is sent from (spec: 000 §3 "Enquiry form fields … page_id").
    expect(html).toContain('name="page_id" value="/careers"');
    expect(html).toContain('<option value="alpha-used">');
    const res = await postForm({
      form: 'enquiry',
      category: 'Careers Enquiry',
      page_id: '/careers',
      ...CONTACT,
      email: 'careers@example.com',
      dealership_slug: 'alpha-motors',
      message: 'I am a qualified technician.',
    });
    expect(res.status).toBe(303);
    const lead = await leadByEmail('careers@example.com');
    expect(lead?.analytics_event).toBe(51);
    expect(JSON.parse(lead?.payload ?? '{}')).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      page_id: '/careers',
    });
  });

  it("offers a test drive of the site's unsold cars only, the car page's car chosen", async () => {
    const html = await (await get('/book-test-drive?car=alpha-in-stock')).text();
    expect(html).toMatch(/<option value="9101" selected="">/);
    expect(html).toContain('name="page_id" value="/book-test-drive"');
    expect(html).not.toContain('Bravo');
    const sold = await env.DB.prepare("SELECT id FROM cars WHERE slug = 'alpha-sold-yesterday'").first<{
      id: number;
    }>();
    expect(sold).not.toBeNull();
    expect(html).not.toContain(`<option value="${sold?.id}"`);
  });

  it('sends /book-test-drive/ (spec: 000 §2 links it with its trailing slash) to the canonical path, query kept', async () => {
    const res = await get('/book-test-drive/?car=alpha-in-stock');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/book-test-drive?car=alpha-in-stock');
    const page = await get(res.headers.get('Location') ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<option value="9101" selected="">/);
  });

  it('lists the blog and shows a post; an unknown post is a 404', async () => {
    const list = await (await get('/blog')).text();
    expect(list).toContain('href="/blog/towing-with-a-hilux"');
    const post = await get('/blog/towing-with-a-hilux');
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('Towing with a HiLux');
    expect((await get('/blog/no-such-post')).status).toBe(404);
  });

  it('serves the favourites and compare pages to visitors who are not signed in, for the client to fill', async () => {
    for (const list of ['favourites', 'compare']) {
      const path = `/${list}`;
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`data-fc-device-list="${list}"`);
    }
  });
});

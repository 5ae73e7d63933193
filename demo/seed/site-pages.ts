import type { TenantConfig } from '@forecourt/shared';
import type { ContentSectionInput } from '@forecourt/shared/content/section';
import type { SitePageInput, SitePageKey } from '@forecourt/shared/site-pages/pages';
import { type NewCarWarrantyYears, privacyTimesText, warrantyText } from '@forecourt/shared/site-pages/privacy';
import type { DemoData, KvEntry } from './types';

// Each demo site's pages (issue 19 "Site pages as per-dealer content"): the TENANTS namespace key
// `pages:<tenant slug>` holds them as JSON (shared site-pages `SitePagesSchema`); the gateway renders
// them through the shell. The text differs per dealer where the spec says it does (name, phone, new-car
// warranty, the pages a dealer switched off); written here as HTML, the way a dealer's editor would.

/** The KV key of a site's pages. */
export function sitePagesKey(tenantSlug: string): string {
  return `pages:${tenantSlug}`;
}

/** What differs between the demo dealers' pages. */
interface DealerPagesPlan {
  /** New-car warranty years, or null where the dealer sells no new cars (spec: 001 §9). */
  newCarWarranty: NewCarWarrantyYears | null;
  /** Pages the dealer switched off, and where each sends visitors instead. */
  switchedOff: Partial<Record<SitePageKey, string>>;
  /** What the dealer sells, in a phrase. */
  sells: string;
}

const PLANS: Readonly<Record<string, DealerPagesPlan>> = {
  harbourcity: { newCarWarranty: 7, switchedOff: {}, sells: 'new, demo and used cars from several brands' },
  sunvalley: {
    newCarWarranty: null,
    // A used-car yard: no electric-vehicle range and no fleet desk.
    switchedOff: { 'electric-vehicles': '/search/used-cars', fleet: '/about-us' },
    sells: 'quality used cars',
  },
  redgum: {
    newCarWarranty: 5,
    // No end-of-financial-year sale this year: its stock instead.
    switchedOff: { eofy: '/search' },
    sells: 'caravans, motorcycles and trucks',
  },
};

const DEFAULT_PLAN: DealerPagesPlan = { newCarWarranty: null, switchedOff: {}, sells: 'vehicles' };

type Action = { label: string; href: string };
const OUR_STOCK: Action = { label: 'Our Stock', href: '/search' };
const BOOK_A_SERVICE: Action = { label: 'Book a Service', href: '/service#service-booking' };

/** A page: its title, its description, its sections in order and the calls to action under them. */
function page(
  title: string,
  description: string,
  sections: ContentSectionInput[],
  actions: Action[] = [],
): SitePageInput {
  return { title, description, sections, actions };
}

/** A headed section, shown as it is. */
function prose(heading: string | null, html: string): ContentSectionInput {
  return { heading, html };
}

/**
 * A section that opens under its heading (spec: 000 §2 "collapsible sections (open/closed, optionally
 * remembered by header)"): a question of a FAQ, say.
 */
function collapsible(
  heading: string,
  html: string,
  collapse: { open: boolean; remember: boolean },
): ContentSectionInput {
  return { heading, html, collapse };
}

/** The service page's FAQ: closed questions a visitor opens one at a time; nothing to remember. */
function serviceFaq(name: string): ContentSectionInput[] {
  const closed = { open: false, remember: false };
  return [
    collapsible(
      'How long does a service take?',
      '<p>A logbook service takes two to three hours. Drop your vehicle off in the morning and collect it in the afternoon; we call you if we find anything that needs your approval.</p>',
      closed,
    ),
    collapsible(
      'Will servicing with you keep my new-car warranty?',
      `<p>Yes. ${name} services to the manufacturer's schedule with genuine parts and stamps your logbook, so your warranty stays intact.</p>`,
      closed,
    ),
    collapsible(
      'Can I get a loan car?',
      '<p>Yes, on request and subject to availability. Ask for one when you book, below.</p>',
      closed,
    ),
  ];
}

function pagesOf(tenant: TenantConfig, plan: DealerPagesPlan): Record<SitePageKey, SitePageInput> {
  const { name } = tenant;
  const phone = tenant.phones.default;
  const call = phone ? `<p>Call us on <a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>.</p>` : '';
  return {
    service: page(
      'Service and Parts',
      `Book a service with ${name}: factory-trained technicians and genuine parts.`,
      [
        prose(
          'Servicing you can trust',
          `<p>Our technicians service ${plan.sells}, with genuine parts and the manufacturer's schedule, so your warranty stays intact.</p><ul><li>Logbook servicing</li><li>Tyres, brakes and batteries</li><li>Pre-trip safety checks</li></ul>`,
        ),
        ...serviceFaq(name),
      ],
      [{ label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' }],
    ),
    'about-us': page(
      'About Us',
      `About ${name}.`,
      [
        prose(
          `About ${name}`,
          `<p>${name} sells ${plan.sells}. We are a local, family-run business and most of our customers come back to us for their next vehicle.</p>${call}`,
        ),
      ],
      [OUR_STOCK, { label: 'Careers', href: '/careers' }],
    ),
    'privacy-policy': page('Privacy Policy', `How ${name} collects, uses and protects your personal information.`, [
      prose(
        'What we collect',
        '<p>We collect the details you give us in our forms (your name, email, mobile and postcode) and what you tell us about the vehicle you are after, to answer your enquiry.</p>',
      ),
      prose('Complaints and access', `<p>${privacyTimesText(name)}</p>${call}`),
    ]),
    'terms-and-conditions': page('Terms and Conditions', `The terms of use of the ${name} website.`, [
      prose(
        'Prices and availability',
        '<p>Prices include GST. Drive-away prices include registration, CTP and stamp duty; other prices exclude on-road costs. Vehicles are subject to prior sale.</p>',
      ),
      prose(
        'Finance',
        '<p>Finance estimates are a guide only and not an offer of credit. Approval is subject to the lender’s criteria; fees and charges apply.</p>',
      ),
    ]),
    // The warranty's two parts are read again and again by the same owners: each stays as they left it.
    warranty: page(
      'Warranty',
      `The warranty on vehicles from ${name}.`,
      [
        collapsible('Your warranty', `<p>${warrantyText(plan.newCarWarranty)}</p>`, { open: true, remember: true }),
        collapsible(
          'Making a claim',
          '<p>Bring the vehicle and its service logbook to our service department. We handle the claim with the manufacturer or warranty provider for you.</p>',
          { open: false, remember: true },
        ),
      ],
      [BOOK_A_SERVICE],
    ),
    'roadside-assist': page('Roadside Assist', `Roadside assistance for customers of ${name}.`, [
      prose(
        '24/7 roadside assistance',
        '<p>Every vehicle we sell comes with 12 months of roadside assistance: flat batteries, flat tyres, lock-outs, fuel delivery and towing to the nearest repairer.</p>',
      ),
    ]),
    'owner-benefits': page(
      'Owner Benefits',
      `What you get as an owner with ${name}.`,
      [
        prose(
          'Looking after our owners',
          '<ul><li>A free courtesy vehicle or pick-up with every scheduled service</li><li>Roadside assistance for 12 months</li><li>Priority booking for warranty work</li></ul>',
        ),
      ],
      [BOOK_A_SERVICE],
    ),
    careers: page('Careers', `Work with ${name}.`, [
      prose(
        'Join our team',
        '<p>We are always keen to hear from sales consultants, technicians, apprentices and administration staff. Tell us about yourself below and our team will be in touch.</p>',
      ),
    ]),
    fleet: page(
      'Fleet',
      `Fleet and business buying with ${name}.`,
      [
        prose(
          'Fleet and business',
          '<p>A dedicated fleet manager, volume pricing, and servicing scheduled around your business.</p>',
        ),
      ],
      [OUR_STOCK],
    ),
    eofy: page(
      'End of Financial Year Sale',
      `End of financial year offers at ${name}.`,
      [
        prose(
          'EOFY sale',
          '<p>Businesses may be able to claim an instant asset write-off before 30 June. Talk to your accountant, then talk to us.</p>',
        ),
      ],
      [OUR_STOCK],
    ),
    'electric-vehicles': page(
      'Electric Vehicles',
      `Electric and hybrid vehicles at ${name}.`,
      [
        prose(
          'Going electric',
          '<p>Range, charging at home and on the road, and running costs: our team can walk you through owning an electric or hybrid vehicle.</p>',
        ),
      ],
      [OUR_STOCK],
    ),
    'book-test-drive': page('Book a Test Drive', `Book a test drive of any vehicle at ${name}.`, [
      prose(null, '<p>Choose a vehicle and a day that suits you, and we will confirm your test drive.</p>'),
    ]),
    blog: page('Blog', `News, guides and reviews from ${name}.`, [
      prose(null, '<p>Buying guides, ownership tips and news from our team.</p>'),
    ]),
  };
}

/**
 * A site's pages, with the ones its dealer switched off marked so and redirected.
 * @example sitePagesFor(tenant)['privacy-policy']?.title // 'Privacy Policy'
 */
export function sitePagesFor(tenant: TenantConfig): Record<SitePageKey, SitePageInput> {
  const plan = PLANS[tenant.slug] ?? DEFAULT_PLAN;
  const pages = pagesOf(tenant, plan);
  for (const [key, target] of Object.entries(plan.switchedOff) as [SitePageKey, string][]) {
    pages[key] = { ...pages[key], enabled: false, redirectTo: target };
  }
  return pages;
}

/**
 * The TENANTS namespace entries of the sites' pages: `pages:<slug>` → the pages as JSON.
 * @example sitePageKvEntries(data).map((entry) => entry.key) // ['pages:harbourcity', 'pages:sunvalley', 'pages:redgum']
 */
export function sitePageKvEntries(data: Pick<DemoData, 'tenants'>): KvEntry[] {
  return data.tenants.map((tenant) => ({
    key: sitePagesKey(tenant.slug),
    value: JSON.stringify(sitePagesFor(tenant)),
  }));
}

import type { TenantConfig } from '@forecourt/shared';
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

function pagesOf(tenant: TenantConfig, plan: DealerPagesPlan): Record<SitePageKey, SitePageInput> {
  const { name } = tenant;
  const phone = tenant.phones.default;
  const call = phone ? `<p>Call us on <a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>.</p>` : '';
  return {
    service: {
      title: 'Service and Parts',
      description: `Book a service with ${name}: factory-trained technicians and genuine parts.`,
      sections: [
        {
          heading: 'Servicing you can trust',
          html: `<p>Our technicians service ${plan.sells}, with genuine parts and the manufacturer's schedule, so your warranty stays intact.</p><ul><li>Logbook servicing</li><li>Tyres, brakes and batteries</li><li>Pre-trip safety checks</li></ul>`,
        },
      ],
      actions: [{ label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' }],
    },
    'about-us': {
      title: 'About Us',
      description: `About ${name}.`,
      sections: [
        {
          heading: `About ${name}`,
          html: `<p>${name} sells ${plan.sells}. We are a local, family-run business and most of our customers come back to us for their next vehicle.</p>${call}`,
        },
      ],
      actions: [
        { label: 'Our Stock', href: '/search' },
        { label: 'Careers', href: '/careers' },
      ],
    },
    'privacy-policy': {
      title: 'Privacy Policy',
      description: `How ${name} collects, uses and protects your personal information.`,
      sections: [
        {
          heading: 'What we collect',
          html: '<p>We collect the details you give us in our forms (your name, email, mobile and postcode) and what you tell us about the vehicle you are after, to answer your enquiry.</p>',
        },
        { heading: 'Complaints and access', html: `<p>${privacyTimesText(name)}</p>${call}` },
      ],
    },
    'terms-and-conditions': {
      title: 'Terms and Conditions',
      description: `The terms of use of the ${name} website.`,
      sections: [
        {
          heading: 'Prices and availability',
          html: '<p>Prices include GST. Drive-away prices include registration, CTP and stamp duty; other prices exclude on-road costs. Vehicles are subject to prior sale.</p>',
        },
        {
          heading: 'Finance',
          html: '<p>Finance estimates are a guide only and not an offer of credit. Approval is subject to the lender’s criteria; fees and charges apply.</p>',
        },
      ],
    },
    warranty: {
      title: 'Warranty',
      description: `The warranty on vehicles from ${name}.`,
      sections: [
        { heading: 'Your warranty', html: `<p>${warrantyText(plan.newCarWarranty)}</p>` },
        {
          heading: 'Making a claim',
          html: '<p>Bring the vehicle and its service logbook to our service department. We handle the claim with the manufacturer or warranty provider for you.</p>',
        },
      ],
      actions: [{ label: 'Book a Service', href: '/service#service-booking' }],
    },
    'roadside-assist': {
      title: 'Roadside Assist',
      description: `Roadside assistance for customers of ${name}.`,
      sections: [
        {
          heading: '24/7 roadside assistance',
          html: '<p>Every vehicle we sell comes with 12 months of roadside assistance: flat batteries, flat tyres, lock-outs, fuel delivery and towing to the nearest repairer.</p>',
        },
      ],
    },
    'owner-benefits': {
      title: 'Owner Benefits',
      description: `What you get as an owner with ${name}.`,
      sections: [
        {
          heading: 'Looking after our owners',
          html: '<ul><li>A free courtesy vehicle or pick-up with every scheduled service</li><li>Roadside assistance for 12 months</li><li>Priority booking for warranty work</li></ul>',
        },
      ],
      actions: [{ label: 'Book a Service', href: '/service#service-booking' }],
    },
    careers: {
      title: 'Careers',
      description: `Work with ${name}.`,
      sections: [
        {
          heading: 'Join our team',
          html: `<p>We are always keen to hear from sales consultants, technicians, apprentices and administration staff. Tell us about yourself below and our team will be in touch.</p>`,
        },
      ],
    },
    fleet: {
      title: 'Fleet',
      description: `Fleet and business buying with ${name}.`,
      sections: [
        {
          heading: 'Fleet and business',
          html: '<p>A dedicated fleet manager, volume pricing, and servicing scheduled around your business.</p>',
        },
      ],
      actions: [{ label: 'Our Stock', href: '/search' }],
    },
    eofy: {
      title: 'End of Financial Year Sale',
      description: `End of financial year offers at ${name}.`,
      sections: [
        {
          heading: 'EOFY sale',
          html: '<p>Businesses may be able to claim an instant asset write-off before 30 June. Talk to your accountant, then talk to us.</p>',
        },
      ],
      actions: [{ label: 'Our Stock', href: '/search' }],
    },
    'electric-vehicles': {
      title: 'Electric Vehicles',
      description: `Electric and hybrid vehicles at ${name}.`,
      sections: [
        {
          heading: 'Going electric',
          html: '<p>Range, charging at home and on the road, and running costs: our team can walk you through owning an electric or hybrid vehicle.</p>',
        },
      ],
      actions: [{ label: 'Our Stock', href: '/search' }],
    },
    'book-test-drive': {
      title: 'Book a Test Drive',
      description: `Book a test drive of any vehicle at ${name}.`,
      sections: [
        {
          heading: null,
          html: '<p>Choose a vehicle and a day that suits you, and we will confirm your test drive.</p>',
        },
      ],
    },
    blog: {
      title: 'Blog',
      description: `News, guides and reviews from ${name}.`,
      sections: [{ heading: null, html: '<p>Buying guides, ownership tips and news from our team.</p>' }],
    },
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

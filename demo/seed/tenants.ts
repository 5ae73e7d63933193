import {
  DEFAULT_HOME_BLOCKS,
  type HomeBlock,
  homeBlockKey,
  slugify,
  type TenantConfig,
  type TenantConfigInput,
  TenantConfigSchema,
} from '@forecourt/shared';
import { buildBrands } from './brands';
import { addDays, type DayStart, formatDay } from './dates';
import { dealershipPlansOf, type TenantSlug, WEBSITE_IDS } from './dealerships';

// The three demo sites. Written as TenantConfigInput (defaults left to the schema) and stored parsed,
// exactly as the gateway will read them back from KV.

const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 48;
const POPUP_DAYS = 30;

/** The home page's model picker (mfe-offers): the site's best-stocked models, to their pages. */
const MODEL_PICKER: HomeBlock = { kind: 'fragment', remote: 'mfe_offers', fragment: 'ModelPicker' };

/** The generated wordmark logo; `wordmark` is the short name it shows (the slug has no word breaks). */
function logo(slug: TenantSlug, name: string, wordmark: string): TenantConfigInput['theme']['logo'] {
  const url = `/media/v1/logo/tenant-${slug}.svg?text=${encodeURIComponent(wordmark)}`;
  return { url, alt: name, width: LOGO_WIDTH, height: LOGO_HEIGHT };
}

interface Link {
  label: string;
  href: string;
}

function link(label: string, href: string): Link {
  return { label, href };
}

/**
 * The Models mega-menu: models by category, starting with All Vehicles, then Contact Us and Our Stock
 * (spec: 001 §2 "Mega-menu of models by category starting with 'All Vehicles', with Contact Us and Our Stock").
 */
function modelsMenu(categories: readonly string[]) {
  return {
    label: 'Models',
    href: '/models',
    children: [
      link('All Vehicles', '/models'),
      ...categories.map((category) => link(category, `/models?body=${slugify(category)}`)),
      link('Contact Us', '/contact-us'),
      link('Our Stock', '/search'),
    ],
  };
}

/** spec: 001 §2 header menu: Home, Models, Offers, Our Stock, Service and Parts, Company, Finance. */
function headerMenu(stockChildren: [Link, ...Link[]], financeHref: string | null, categories: readonly string[]) {
  const menu = [
    { label: 'Home', href: '/' },
    modelsMenu(categories),
    { label: 'Offers', href: '/special-offers' },
    { label: 'Our Stock', href: stockChildren[0].href, children: stockChildren, dynamic: 'stock' as const },
    {
      label: 'Service and Parts',
      href: '/service',
      children: [
        link('Book a Service', '/service#service-booking'),
        link('Parts and Accessories', '/vehicle-parts-and-accessories'),
        link('Warranty', '/warranty'),
        link('Roadside Assist', '/roadside-assist'),
      ],
    },
    {
      label: 'Company',
      href: '/about-us',
      children: [
        link('About Us', '/about-us'),
        link('Our Locations', '/contact-us'),
        link('Dealer Locator', '/dealer-locator'),
        link('Careers', '/careers'),
      ],
    },
  ];
  return financeHref ? [...menu, { label: 'Finance', href: financeHref }] : menu;
}

/** spec: 001 §2 footer groups: Buyer Tools, Servicing and Parts, and a dealership group. */
function footerGroups(tenant: TenantSlug, dealershipTitle: string) {
  return [
    {
      title: 'Buyer Tools',
      links: [
        link('Finance', '/finance'),
        link('Trade-in Valuation', '/trade-in'),
        link('Special Offers', '/special-offers'),
        link('Book a Test Drive', '/book-test-drive'),
      ],
    },
    {
      title: 'Servicing and Parts',
      links: [
        link('Book a Service', '/service#service-booking'),
        link('Parts and Accessories', '/vehicle-parts-and-accessories'),
        link('Warranty', '/warranty'),
      ],
    },
    {
      title: dealershipTitle,
      links: dealershipPlansOf(tenant).map((plan) => link(plan.name, `/search/${plan.slug}`)),
    },
  ];
}

const STOCK_CHILDREN = {
  all: link('All Stock', '/search/new-used-and-demo-cars'),
  new: link('New Cars', '/search/new-cars'),
  newAndDemo: link('New and Demo Cars', '/search/new-and-demo-cars'),
  used: link('Used Cars', '/search/used-cars'),
};

function harbourcity(today: DayStart): TenantConfigInput {
  const name = 'Harbour City Motor Group';
  return {
    slug: 'harbourcity',
    name,
    template: 'group',
    websiteId: WEBSITE_IDS.harbourcity,
    // Its address under `npm start`: canonical and Open Graph URLs use it whatever host a request names.
    canonicalOrigin: 'http://harbourcity.localhost:8787',
    hostnames: ['harbourcity.localhost', 'localhost', '127.0.0.1'],
    theme: {
      // Navy and teal.
      colors: {
        primary: '#0b3d91',
        primaryContrast: '#ffffff',
        secondary: '#0f766e',
        accent: '#14b8a6',
        background: '#ffffff',
        surface: '#f3f6fb',
        text: '#0f172a',
        mutedText: '#475569',
        border: '#d5dce6',
        success: '#15803d',
        danger: '#b91c1c',
      },
      logo: logo('harbourcity', name, 'Harbour City'),
    },
    dealerships: dealershipPlansOf('harbourcity').map((plan) => plan.slug),
    catalogue: { brands: buildBrands('harbourcity') },
    phones: {
      default: '(02) 5550 0100',
      byCarType: { new: '(02) 5550 0110', used: '(02) 5550 0120', demo: '(02) 5550 0110' },
    },
    features: {
      finance: true,
      reserve: true,
      tradeIn: true,
      watchlist: true,
      electricHybridTag: true,
      cpoBadgeMake: 'Toyota',
      // The tag's image: the demo media origin's wordmark (a dealer's own artwork in production).
      cpoBadgeImage: '/media/v1/logo/certified-pre-owned-toyota.svg?text=Toyota+Certified+Pre-Owned',
      // The certified filter offers certified cars only (spec: 000 §5).
      certifiedOnly: true,
      showDealerLicence: true,
      // Its Spin to Win promotion (spec: 001 §2 /spin-to-win), gated below (§6); the other sites have it off.
      spinToWin: true,
    },
    spinToWin: {
      heading: 'Spin to Win',
      intro: 'Sign in, spin the wheel once, and collect your prize at the dealership you choose.',
      prizes: [
        { label: '$100 fuel card', weight: 4 },
        { label: 'Free window tint', weight: 2 },
        { label: 'Free detail', weight: 3 },
        { label: 'First service free', weight: 1 },
        { label: 'Harbour City cap', weight: 6 },
        { label: '$250 off accessories', weight: 2 },
      ],
    },
    // A motor group across Sydney's suburbs lists every one of them and every dealership, more than the
    // usual 20 and 40 (spec: 001 §9 facet limits, per site here).
    search: { facetLimits: { city: 30, dealership: 60 } },
    stock: { level: 3 },
    locations: { pagePrefixes: ['contact-us', 'locations'] },
    promoCards: { positions: [8], title: 'Get pre-approved in minutes', href: '/finance' },
    // The home page: the platform's default blocks with the model picker after the body picker, then
    // the group's blog, a feature banner and the sales counter; the hero carries the group's slides.
    home: {
      blocks: [
        ...DEFAULT_HOME_BLOCKS.flatMap((block) =>
          homeBlockKey(block) === 'mfe_offers/BodyPicker' ? [block, MODEL_PICKER] : [block],
        ),
        { kind: 'shell', block: 'blogCards' },
        { kind: 'shell', block: 'featureBanner' },
        { kind: 'shell', block: 'salesCounter' },
      ],
      featureBanner: {
        heading: 'Servicing for every make',
        text: 'Factory-trained technicians, genuine parts and a loan car on request.',
        href: '/service',
        ctaLabel: 'Book a service',
        // Remembered: a returning owner who opened it once sees it open again.
        detail: {
          heading: 'What every service includes',
          html: '<ul><li>A logbook stamp and the manufacturer’s checks</li><li>Genuine parts and fluids</li><li>A wash and a free safety report</li></ul>',
          collapse: { open: false, remember: true },
        },
      },
      slides: [
        {
          id: 1,
          name: 'Get pre-approved in minutes',
          description: 'Know your budget before you visit.',
          url: '/finance',
          hide_overlay: false,
        },
        {
          id: 2,
          name: 'Certified pre-owned',
          description: 'Every certified car is inspected and warranted.',
          url: '/search/used-cars',
          hide_overlay: true,
        },
      ],
    },
    // The quote disclaimer's finance-enquiry phone (spec: 001 §9; ACMA's fictitious range); the other sites show
    // their default phone.
    finance: { provider: 'youx', defaultInterestRate: 8.99, enquiryPhone: '1300 975 711' },
    gatedRoutes: ['/my-garage', '/online-payment', '/spin-to-win'],
    menus: {
      header: headerMenu(
        [STOCK_CHILDREN.all, STOCK_CHILDREN.new, STOCK_CHILDREN.newAndDemo, STOCK_CHILDREN.used],
        '/finance',
        ['SUV', 'Sedan', 'Hatch', 'Ute', 'Van'],
      ),
      footerGroups: footerGroups('harbourcity', 'Our Dealerships'),
    },
    announcement: { text: 'Service department open Saturdays 8am to 12pm at selected locations', href: '/service' },
    serviceBanner: { text: 'Storm damage or a breakdown? Emergency service bookings are open 7 days.' },
    // The bundled sample review set (spec: 001 §9 "count 238, average 4.2").
    reviewRating: { average: 4.2, count: 238 },
    popup: {
      id: 'summer-finance',
      title: 'Summer finance offer',
      body: 'Comparison rates from 6.99% p.a. on selected new Toyota, Mazda and Hyundai models.',
      href: '/special-offers',
      ctaLabel: 'See offers',
      expiresAt: formatDay(addDays(today, POPUP_DAYS)),
    },
  };
}

function sunvalley(): TenantConfigInput {
  const name = 'Sun Valley Motors';
  return {
    slug: 'sunvalley',
    name,
    template: 'dealership',
    websiteId: WEBSITE_IDS.sunvalley,
    canonicalOrigin: 'http://sunvalley.localhost:8787',
    hostnames: ['sunvalley.localhost'],
    theme: {
      // Warm orange and amber.
      colors: {
        primary: '#c2410c',
        primaryContrast: '#ffffff',
        secondary: '#92400e',
        accent: '#f59e0b',
        background: '#fffaf3',
        surface: '#fff1dc',
        text: '#1c1917',
        mutedText: '#57534e',
        border: '#efd9b4',
        success: '#166534',
        danger: '#b91c1c',
      },
      logo: logo('sunvalley', name, 'Sun Valley'),
    },
    dealerships: dealershipPlansOf('sunvalley').map((plan) => plan.slug),
    catalogue: { brands: buildBrands('sunvalley') },
    phones: { default: '(07) 5550 0100' },
    // Its cars are bought online (/cars/{slug}/buy-online), with the dealership's $0 deposit.
    // Its sticky bar's message control reads 'Instant Message' (spec: 001 §2).
    features: {
      finance: true,
      tradeIn: true,
      buyOnline: true,
      phoneStartsRevealed: true,
      favouritesUsedOnly: true,
      instantMessage: true,
    },
    // Location pages at /our-location/{slug} too; only the better reviews listed (spec: 001 §2, §5).
    locations: { pagePrefixes: ['contact-us', 'our-location'], reviewMinRating: 4 },
    stock: { level: 2, usedOnly: true },
    galleryDefaultView: 'gallery',
    // The demo's canary dealer: its vehicle pages render with the canary build of mfe-vehicle.
    releases: { mfe_vehicle: { channel: 'canary' } },
    // spec: 001 §2 "Card call-to-action position 8 or 9": 8, moved on by a random 0 or 1 per page view.
    promoCards: { positions: [8], randomOffset: true, title: 'Sell us your car', href: '/sell-my-car' },
    // A used-car yard: its stock first, then the budget finder, its stock by body and its best-stocked
    // models, and its locations; no offers of new cars, and no brand tiles (its brands are the new-car
    // franchises of its dealerships, which this used-only site does not stock new).
    home: {
      slides: [
        {
          id: 1,
          name: 'Sell us your car',
          description: 'A valuation in minutes.',
          url: '/sell-my-car',
          hide_overlay: false,
        },
      ],
      blocks: [
        { kind: 'shell', block: 'hero' },
        { kind: 'shell', block: 'searchBox' },
        { kind: 'shell', block: 'latestCars' },
        { kind: 'shell', block: 'salesCounter' },
        { kind: 'fragment', remote: 'mfe_finance', fragment: 'BudgetFinder' },
        { kind: 'fragment', remote: 'mfe_offers', fragment: 'BodyPicker' },
        MODEL_PICKER,
        { kind: 'shell', block: 'featureBanner' },
        { kind: 'fragment', remote: 'mfe_locations', fragment: 'LocationsCarousel' },
        { kind: 'fragment', remote: 'mfe_locations', fragment: 'ReviewsSummary' },
      ],
      featureBanner: {
        heading: 'Every used car comes with a 3 year warranty',
        text: 'Drive away knowing the big repairs are covered.',
        href: '/warranty',
        ctaLabel: 'About our warranty',
        detail: {
          heading: 'What the warranty covers',
          html: '<p>The engine, gearbox and differential, electrics and air conditioning, for 3 years with no limit on kilometres.</p>',
          collapse: { open: false, remember: false },
        },
      },
    },
    // A used-cars-only site: its search lives under /used-car/… too (spec: 001 §2 "One dealership variant"),
    // and Clear Filters on the no-results card goes back to all its stock there.
    search: { clearFiltersPath: '/used-car', pathPrefix: '/used-car' },
    // Its own finance words (spec: 001 §1 "finance wording"): the landing, the popup and every Get Finance button.
    finance: {
      provider: 'taurus',
      defaultInterestRate: 9.49,
      callToAction: true,
      cardButtonLabel: 'Get Pre-Approved',
      wording: {
        landingHeading: 'Drive Away Sooner',
        preApproval: 'Pre-approval in minutes, with no impact on your credit score.',
      },
    },
    menus: {
      header: headerMenu([STOCK_CHILDREN.used], '/finance', ['SUV', 'Sedan', 'Hatch', 'Ute']),
      footerGroups: footerGroups('sunvalley', 'Sun Valley Motors'),
    },
    announcement: { text: 'Every used car comes with a 3 year warranty', href: '/warranty' },
  };
}

/** Redgum's slides: its hero's and its listing's promo carousel's. */
const REDGUM_SLIDES = [
  {
    id: 1,
    name: 'Runout sale on 2025 caravans',
    description: 'Save on every 2025 Jayco still on the lot.',
    url: '/special-offers',
    hide_overlay: false,
  },
  {
    id: 2,
    name: 'Finance your next adventure',
    description: 'Caravan and motorcycle finance over up to 7 years.',
    url: '/finance',
    hide_overlay: false,
  },
  // Not the trade-in pages: trade-in is off for redgum (its `features`).
  {
    id: 3,
    name: 'Parts and accessories for your van',
    description: null,
    url: '/vehicle-parts-and-accessories',
    hide_overlay: true,
  },
];

function redgum(): TenantConfigInput {
  const name = 'Redgum Caravans & Bikes';
  return {
    slug: 'redgum',
    name,
    template: 'caravan',
    websiteId: WEBSITE_IDS.redgum,
    canonicalOrigin: 'http://redgum.localhost:8787',
    hostnames: ['redgum.localhost'],
    theme: {
      // Earthy red gum and eucalypt green.
      colors: {
        primary: '#7f1d1d',
        primaryContrast: '#ffffff',
        secondary: '#3f6212',
        accent: '#a16207',
        background: '#fbf8f3',
        surface: '#f1ebe1',
        text: '#1f2a1c',
        mutedText: '#4b5842',
        border: '#d8cfc0',
        success: '#3f6212',
        danger: '#9f1239',
      },
      logo: logo('redgum', name, 'Redgum'),
    },
    dealerships: dealershipPlansOf('redgum').map((plan) => plan.slug),
    catalogue: { brands: buildBrands('redgum') },
    phones: { default: '(03) 5550 0100', byCarType: { used: '(03) 5550 0120' } },
    features: { finance: true, runoutSaleGreenTag: true },
    // The caravan site shows no reviews (spec: 001 §5 hide-reviews flag).
    locations: { hideReviews: true },
    // Caravans and bikes have few close neighbours in price: each similar-cars query looks further (its hit
    // limit) and the carousel shows four (spec: 000 §9 "Hit limit and similar-cars carousel count are configurable").
    search: { hitLimit: 20, similarCarsCount: 4 },
    // Its trucks and touring vans are big-ticket: the budget finder's money input offers the $300,000 to
    // $800,000 quick picks (spec: 001 §2 "in one variant").
    budgetFinder: { quickPicks: 'high' },
    // The caravan site leads with what it sells (its bodies: caravans, motorcycles, trucks) and its
    // offers, then its brands and best-stocked models; no reviews summary (it hides reviews).
    home: {
      blocks: [
        { kind: 'shell', block: 'hero' },
        { kind: 'shell', block: 'searchBox' },
        { kind: 'fragment', remote: 'mfe_offers', fragment: 'BodyPicker' },
        { kind: 'fragment', remote: 'mfe_offers', fragment: 'OffersCarousel' },
        { kind: 'shell', block: 'latestCars' },
        { kind: 'fragment', remote: 'mfe_offers', fragment: 'BrandPicker' },
        MODEL_PICKER,
        // A first-time buyer's guide; it stays closed once a visitor has read and closed it.
        {
          kind: 'section',
          heading: 'New to towing?',
          html: '<p>Check your vehicle’s towing capacity and tow ball download before you choose a van, and fit a brake controller for anything over 750 kg. Our team hitches up and walks you through it at handover.</p>',
          collapse: { open: true, remember: true },
        },
        { kind: 'fragment', remote: 'mfe_finance', fragment: 'BudgetFinder' },
        { kind: 'shell', block: 'blogCards' },
        { kind: 'fragment', remote: 'mfe_locations', fragment: 'LocationsCarousel' },
      ],
      // The hero shows the same slides as the listing's promo carousel.
      slides: REDGUM_SLIDES,
    },
    // The promo card's carousel variant (spec: 000 §2).
    promoCards: {
      positions: [5],
      variant: 'carousel',
      slides: REDGUM_SLIDES,
    },
    stock: { level: 0 },
    // Its finance form does not ask for a postcode (spec: 001 §3 "postcode (some sites only)").
    finance: { provider: 'angle', defaultInterestRate: 9.95, defaultTermYears: 7, fixedFees: true, askPostcode: false },
    menus: {
      header: headerMenu([STOCK_CHILDREN.all, STOCK_CHILDREN.new, STOCK_CHILDREN.used], '/finance', [
        'Caravan',
        'Motorcycle',
        'Truck',
      ]),
      footerGroups: footerGroups('redgum', 'Redgum Dealerships'),
    },
    serviceBanner: { text: 'Broken down on the road? Our service team takes emergency bookings.' },
  };
}

/** The demo tenants, parsed through TenantConfigSchema so every default is filled in. */
export function buildTenants(today: DayStart): TenantConfig[] {
  return [harbourcity(today), sunvalley(), redgum()].map((input) =>
    TenantConfigSchema.parse({ ...input, soldVisibleDaysByDealership: soldVisibleDaysOfDealerships(input.slug) }),
  );
}

/** The dealerships' own "sold cars stay visible N days" (their config overrides), by slug. */
function soldVisibleDaysOfDealerships(tenant: string): Record<string, number> {
  const plans = dealershipPlansOf(tenant as TenantSlug);
  return Object.fromEntries(
    plans.flatMap((plan) => {
      const days = plan.configOverrides?.soldVisibleDays;
      return typeof days === 'number' ? [[plan.slug, days]] : [];
    }),
  );
}

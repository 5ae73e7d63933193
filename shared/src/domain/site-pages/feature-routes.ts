import { BROWSER_EVENTS, type BrowserEventId } from '../leads/browser-event-ids';
import type { LeadForm } from '../leads/forms';
import { SPIN_TO_WIN_API_PATH, SPIN_TO_WIN_PATH } from '../offers/spin-to-win';
import type { FeatureFlags, MenuItem } from '../schemas/tenant';
import { MISCELLANEOUS_API_PATH } from '../trade-in/miscellaneous';
import { TRADE_IN_API_PATH } from '../trade-in/paths';

// Every way in to a feature a dealer can switch off, in one table (issue 19 "No dead links"; issue 24
// item 1 "A switched-off feature still works through its API"), read by one check for pages and API
// alike. While a feature is off:
//   - its pages redirect (302: the dealer can switch it back on) to a page the site has, so an old
//     bookmark lands somewhere, and the site's own chrome (header, footer, home links) leaves them out;
//   - its API, the lead forms and the browser events only its controls send answer 404 JSON naming the
//     feature, before anything is stored or any partner is asked, whether the call is `fetch` JSON or an
//     HTML form posted without JavaScript;
//   - its page loaders (which bundle its partner calls) load nothing: they run in the slice that owns the
//     feature, which asks `isSwitchedOn` first (a fragment composed onto another page, such as the car
//     page's finance calculator, then renders nothing).
// Decisions per feature:
//   - trade-in: the valuation and the offer's acceptance (both call the valuation partner and store), a
//     valuation sent as miscellaneous data (`/api/miscellaneous`, spec 000 §7), the
//     trade-in page loader and the `trade-in` lead form;
//   - finance: the finance partner's calls (`/api/youx`), the finance page and calculator loaders (the
//     calculator asks the partner for a quote and lenders on every car page), the `finance` lead form and
//     the calculator's first-use event; the car page's own quote teaser is asked for only while it is on;
//   - the watchlist: its API (saved cars live in D1) and its page; My Garage itself stays;
//   - checkout (reserve or buy online, on while either is): starting, confirming and reading a
//     reservation, its page loader, and the two checkout pages (to the car's own page). NOT the payment
//     partner's signed webhook or the dealer's release: money already taken must still settle and be
//     refundable after a dealer switches checkout off; nor the shopper's receipts (/online-payment);
//   - favourites and compare (device storage): their pages, and the favourite click's event;
//   - Spin to Win: its page (to the special offers) and its API (spinning stores a prize and its enquiry).
// The other flags switch no entry point, only what a page shows (FLAGS_WITHOUT_ENTRY_POINTS).

/** The flags that switch entry points on and off. */
export type SwitchFlag = keyof Pick<
  FeatureFlags,
  'tradeIn' | 'finance' | 'watchlist' | 'reserve' | 'buyOnline' | 'favouritesStorage' | 'compareStorage' | 'spinToWin'
>;
export type SwitchFlags = Pick<FeatureFlags, SwitchFlag>;

/** A feature a dealer can switch off, and every way in to it. */
export interface SwitchableFeature {
  /** The flags that switch it on: it is on while any of them is. */
  flags: readonly SwitchFlag[];
  /** Its pages (spec: 001 §2 routes); `:name` stands for one path segment. */
  pages: readonly string[];
  /** Where a page of it sends its visitor while it is off; `:name` is that segment of the page's path. */
  redirectTo: string;
  /** Its API: each path and everything under it. */
  api: readonly string[];
  /** The `POST /api/leads` forms that are this feature's. */
  leadForms: readonly LeadForm[];
  /** The `POST /api/events` events only this feature's controls send. */
  browserEvents: readonly BrowserEventId[];
  /** The 404's `error` while it is off. */
  offMessage: string;
}

/**
 * The switchable features. Trade-in and finance questions go to the dealer's contact page, where a person
 * can still value a trade or talk finance; the watchlist to the rest of My Garage; a checkout to its car;
 * the device lists to the stock; Spin to Win to the site's other promotions.
 */
export const SWITCHABLE_FEATURES = {
  tradeIn: {
    flags: ['tradeIn'],
    pages: ['/trade-in', '/sell-my-car', '/sell-your-car', '/cars/trade-in'],
    redirectTo: '/contact-us',
    api: [TRADE_IN_API_PATH, MISCELLANEOUS_API_PATH],
    leadForms: ['trade-in'],
    browserEvents: [],
    offMessage: 'Trade-in valuations are not available on this site.',
  },
  finance: {
    flags: ['finance'],
    pages: ['/finance', '/personalised/finance', '/finance-enquiry', '/apply-for-finance'],
    redirectTo: '/contact-us',
    api: ['/api/youx'],
    leadForms: ['finance'],
    browserEvents: [BROWSER_EVENTS.financeCalculator],
    offMessage: 'Finance is not available on this site.',
  },
  watchlist: {
    flags: ['watchlist'],
    pages: ['/my-garage/watchlist'],
    redirectTo: '/my-garage',
    api: ['/api/watchlist'],
    leadForms: [],
    browserEvents: [],
    offMessage: 'The watchlist is not available on this site.',
  },
  checkout: {
    flags: ['reserve', 'buyOnline'],
    pages: ['/cars/:slug/checkout', '/cars/:slug/buy-online'],
    redirectTo: '/cars/:slug',
    api: ['/api/checkout'],
    leadForms: [],
    browserEvents: [],
    offMessage: 'Reserving or buying a car online is not available on this site.',
  },
  favourites: {
    flags: ['favouritesStorage'],
    pages: ['/favourites'],
    redirectTo: '/search',
    api: [],
    leadForms: [],
    browserEvents: [BROWSER_EVENTS.favourite],
    offMessage: 'Favourites are not available on this site.',
  },
  compare: {
    flags: ['compareStorage'],
    pages: ['/compare'],
    redirectTo: '/search',
    api: [],
    leadForms: [],
    browserEvents: [],
    offMessage: 'Comparing cars is not available on this site.',
  },
  spinToWin: {
    flags: ['spinToWin'],
    pages: [SPIN_TO_WIN_PATH],
    redirectTo: '/special-offers',
    api: [SPIN_TO_WIN_API_PATH],
    leadForms: [],
    browserEvents: [],
    offMessage: 'Spin to Win is not available on this site.',
  },
} as const satisfies Record<string, SwitchableFeature>;

export type Feature = keyof typeof SWITCHABLE_FEATURES;

/**
 * The flags that open no way in of their own: each changes what a page shows or which cars qualify
 * (tags, badges, sort, the sticky bar, the dealer licence, a revealed phone, the favourites rule for
 * used cars), never a page, an API call, a lead form or an event.
 */
export const FLAGS_WITHOUT_ENTRY_POINTS = [
  'favouritesUsedOnly',
  'certifiedOnly',
  'electricHybridTag',
  'cpoBadgeMake',
  'cpoBadgeImage',
  'runoutSaleGreenTag',
  'phoneStartsRevealed',
  'stickyBar',
  'instantMessage',
  'priceAboveZeroOnAscendingSort',
  'showDealerLicence',
] as const satisfies readonly Exclude<keyof FeatureFlags, SwitchFlag>[];

const FEATURES = Object.entries(SWITCHABLE_FEATURES) as [Feature, SwitchableFeature][];

/**
 * Whether `feature` is on for the site.
 * @example isSwitchedOn('checkout', { ...flags, reserve: false, buyOnline: true }) // true
 */
export function isSwitchedOn(feature: Feature, flags: SwitchFlags): boolean {
  return SWITCHABLE_FEATURES[feature].flags.some((flag) => flags[flag]);
}

/** One way in to a feature: a page read, an API call, a lead form or a browser event. */
export type EntryPoint =
  | { page: string }
  | { api: string }
  | { leadForm: LeadForm }
  | { browserEvent: BrowserEventId | number };

/** The segments a path pattern's `:name`s stand for in `path`, or null when it does not match. */
function patternParams(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = have[i] ?? '';
    if (segment.startsWith(':') && actual !== '') params[segment.slice(1)] = actual;
    else if (segment !== actual) return null;
  }
  return params;
}

/** Whether `path` is `prefix` or under it (`/api/youx/quote` is under `/api/youx`; `/api/youxx` is not). */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function entersBy(feature: SwitchableFeature, entry: EntryPoint): boolean {
  if ('page' in entry) {
    const path = sitePathOf(entry.page);
    return path !== null && feature.pages.some((pattern) => patternParams(pattern, path) !== null);
  }
  if ('api' in entry) return feature.api.some((prefix) => isUnder(entry.api, prefix));
  if ('leadForm' in entry) return feature.leadForms.includes(entry.leadForm);
  return (feature.browserEvents as readonly number[]).includes(entry.browserEvent);
}

/**
 * The feature `entry` leads in to, or null (it belongs to none).
 * @example featureOf({ page: '/trade-in?car_id=4' }) // 'tradeIn'
 * @example featureOf({ api: '/api/youx/quote' }) // 'finance'
 */
export function featureOf(entry: EntryPoint): Feature | null {
  return FEATURES.find(([, feature]) => entersBy(feature, entry))?.[0] ?? null;
}

/**
 * THE check: the switched-off feature `entry` leads in to, or null (the feature is on, or there is none).
 * Pages redirect (`switchedOffRedirect`); everything else answers 404 with the feature's `offMessage`.
 * @example switchedOffFeatureOf({ leadForm: 'trade-in' }, redgum.features) // 'tradeIn'
 */
export function switchedOffFeatureOf(entry: EntryPoint, flags: SwitchFlags): Feature | null {
  const feature = featureOf(entry);
  return feature !== null && !isSwitchedOn(feature, flags) ? feature : null;
}

/**
 * A link's same-site path without query, fragment or trailing slash, or null for another origin, a
 * protocol-relative URL, a `tel:`/`mailto:` link or a bare fragment.
 * @example sitePathOf('/trade-in/?x#y') // '/trade-in'
 */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether `href` leads to a page of a feature this site has switched off.
 * @example isSwitchedOffLink('/trade-in', redgum.features) // true
 */
export function isSwitchedOffLink(href: string, flags: SwitchFlags): boolean {
  return switchedOffFeatureOf({ page: href }, flags) !== null;
}

/**
 * Where a visit to `path` should be redirected because its feature is off on this site, or null (the
 * page is on, or belongs to no switchable feature).
 * @example switchedOffRedirect('/sell-my-car', redgum.features) // '/contact-us'
 * @example switchedOffRedirect('/cars/2021-toyota-hilux-42/checkout', noCheckout) // '/cars/2021-toyota-hilux-42'
 */
export function switchedOffRedirect(path: string, flags: SwitchFlags): string | null {
  const feature = switchedOffFeatureOf({ page: path }, flags);
  const sitePath = sitePathOf(path);
  if (feature === null || sitePath === null) return null;
  const { pages, redirectTo } = SWITCHABLE_FEATURES[feature];
  const params = pages.map((pattern) => patternParams(pattern, sitePath)).find((found) => found !== null) ?? {};
  return redirectTo.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/**
 * The links that lead to a page the site has on.
 * @example switchedOnLinks(group.links, tenant.features)
 */
export function switchedOnLinks<T extends { href: string }>(links: readonly T[], flags: SwitchFlags): T[] {
  return links.filter((link) => !isSwitchedOffLink(link.href, flags));
}

/**
 * The header menu without the pages the site has off: an item whose own page is off goes with its
 * submenu (its submenu is led by that page), and each remaining submenu loses its switched-off entries.
 * @example switchedOnMenu(tenant.menus.header, tenant.features)
 */
export function switchedOnMenu(items: readonly MenuItem[], flags: SwitchFlags): MenuItem[] {
  return switchedOnLinks(items, flags).map((item) => ({
    ...item,
    children: switchedOnLinks(item.children, flags),
  }));
}

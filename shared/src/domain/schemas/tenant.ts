import { z } from 'zod';
import { CatalogueConfigSchema } from '../catalogue/brands';
import {
  DEFAULT_HOLD_EXPIRY_HOURS,
  DEFAULT_MAX_OPEN_PER_SHOPPER,
  DEFAULT_UNPAID_EXPIRY_MINUTES,
} from '../checkout/expiry';
import { PAYMENT_LOGOS } from '../checkout/rules';
import { BUDGET_QUICK_PICKS_VARIANTS } from '../finance/budget';
import { DEFAULT_FINANCE_WORDING } from '../finance/wording';
import { HomeConfigSchema } from '../home/blocks';
import { MyPageConfigSchema } from '../identity/my-page';
import { LeadFormsConfigSchema } from '../leads/site-config';
import { DEFAULT_GOOGLE_REVIEWS, DEFAULT_REVIEW_MIN_RATING } from '../locations/reviews';
import { SpinToWinConfigSchema } from '../offers/spin-to-win';
import { DEFAULT_DEALER_DELIVERY } from '../pricing/drive-away/rates';
import { ReleasePinSchema } from '../releases/registry';
import { CARD_BUTTON_LABELS } from '../search/card-labels';
import {
  CITY_FACET_LIMIT,
  DEALERSHIP_FACET_LIMIT,
  DEFAULT_CLEAR_FILTERS_PATH,
  SEARCH_CACHE_SIZE,
  SEARCH_PATH_PREFIXES,
} from '../search/constants';
import { SIMILAR_CARS_HITS_PER_QUERY, SIMILAR_CARS_LIMIT } from '../vehicle/similar-cars';
import { CarTypeSchema } from './car';
import { SlideSchema } from './content';
import { ROUTE_CLASSES, type RouteClass } from './route-classes';

// What varies per dealer site (spec: 000 §1, §4, §5, §9; 001 §1, §2, §6, §9).
// Stored in KV under `tenant:<slug>`, validated on load by the gateway.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour');

export const ThemeSchema = z.object({
  colors: z.object({
    primary: hexColour,
    primaryContrast: hexColour,
    secondary: hexColour,
    accent: hexColour,
    background: hexColour,
    surface: hexColour,
    text: hexColour,
    mutedText: hexColour,
    border: hexColour,
    success: hexColour,
    danger: hexColour,
  }),
  logo: z.object({
    url: z.string(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  fontFamily: z.string().default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const LinkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) });
export type Link = z.infer<typeof LinkSchema>;

export const MenuItemSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  children: z.array(LinkSchema).default([]),
  /**
   * A submenu the platform fills in: `stock` is the Our Stock dropdown, the site's stock by type with
   * live counts (spec: 001 §2 "Our Stock (dynamic stock dropdown)"). Its `children` are shown instead
   * whenever the counts cannot be had.
   */
  dynamic: z.enum(['stock']).optional(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** Phone numbers by car type (spec: 001 §6 "Phone numbers for new, used and demo cars can be filtered by car type"). */
export const PhoneNumbersSchema = z.object({
  default: z.string(),
  byCarType: z.partialRecord(CarTypeSchema, z.string()).default({}),
});

export const FeatureFlagsSchema = z.object({
  finance: z.boolean().default(false),
  reserve: z.boolean().default(false),
  buyOnline: z.boolean().default(false),
  tradeIn: z.boolean().default(false),
  watchlist: z.boolean().default(false),
  /** Favourites and compare lists remembered on the device. */
  favouritesStorage: z.boolean().default(true),
  compareStorage: z.boolean().default(true),
  /** Favourite/compare only on used cars priced above 0 with an image (spec: 000 §5, the flagged variant). */
  favouritesUsedOnly: z.boolean().default(false),
  certifiedOnly: z.boolean().default(false),
  electricHybridTag: z.boolean().default(false),
  /** Certified pre-owned badge for used cars of this make (spec: 000 §4); null when off. */
  cpoBadgeMake: z.string().nullable().default(null),
  /**
   * The certified pre-owned tag's image (spec: 000 §4 "a certified pre-owned image"), a path on the site's
   * own origin (the media origin, allowed by the page's CSP); null shows the tag as text.
   */
  cpoBadgeImage: z.string().startsWith('/').nullable().default(null),
  runoutSaleGreenTag: z.boolean().default(false),
  phoneStartsRevealed: z.boolean().default(false),
  stickyBar: z.boolean().default(true),
  /** The sticky bar's message control reads 'Instant Message' instead of 'Enquire Now' (spec: 001 §2 "'Enquire Now' or 'Instant Message'"). */
  instantMessage: z.boolean().default(false),
  priceAboveZeroOnAscendingSort: z.boolean().default(false),
  showDealerLicence: z.boolean().default(false),
  /** The Spin to Win promotion (spec: 001 §2 /spin-to-win), with the prizes of `spinToWin`. */
  spinToWin: z.boolean().default(false),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/** Where a site serves its location pages: `/contact-us/{slug}` and, on some sites, these too (spec: 001 §2 routes). */
export const LOCATION_PAGE_PREFIXES = ['contact-us', 'our-location', 'locations'] as const;
export type LocationPagePrefix = (typeof LOCATION_PAGE_PREFIXES)[number];

/**
 * A site's location pages and reviews (spec: 001 §2 routes; §5 "a minimum rating and a hide-reviews flag";
 * 000 §9 their defaults).
 */
export const LocationsConfigSchema = z.object({
  pagePrefixes: z.array(z.enum(LOCATION_PAGE_PREFIXES)).default(['contact-us']),
  /** Reviews rated below this are not listed (spec: 000 §9 "Reviews minimum rating 4"). */
  reviewMinRating: z.number().int().min(1).max(5).default(DEFAULT_REVIEW_MIN_RATING),
  /** How many Google reviews a location page lists (spec: 000 §9 "Google reviews 12"). */
  googleReviews: z.number().int().min(1).max(100).default(DEFAULT_GOOGLE_REVIEWS),
  /** No review summary or list anywhere on the site. */
  hideReviews: z.boolean().default(false),
});

/**
 * Which stock a site shows (spec: 000 §5 "stock filter built from a numeric level 0 to 14 (default 3)").
 * The spec does not define the level's meaning; here it is the minimum number of photos a car needs
 * before the site lists it (0 lists everything).
 */
export const StockFilterSchema = z.object({
  level: z.number().int().min(0).max(14).default(3),
  usedOnly: z.boolean().default(false),
  excludedMakes: z.array(z.string()).default([]),
  excludedStockNumbers: z.array(z.string()).default([]),
});
export type StockFilter = z.infer<typeof StockFilterSchema>;

export const PromoCardsSchema = z.object({
  /** 1-based positions in the result grid where the promo card is inserted (spec: 001 §2 "position 8 or 9"). */
  positions: z.array(z.number().int().positive()).default([]),
  /** Moves every position on by 0 or 1, drawn per page view (spec: 000 §2 "on one site with a random offset"; 001 §2 "position 8 or 9"). */
  randomOffset: z.boolean().default(false),
  /** `grid`: one card with `title` linking to `href`; `carousel`: the card holds a carousel of `slides` (spec: 000 §2). */
  variant: z.enum(['grid', 'carousel']).default('grid'),
  title: z.string().default(''),
  href: z.string().default('/finance'),
  /** The carousel variant's slides (spec: 001 §3 "Slide"). */
  slides: z.array(SlideSchema).default([]),
});

/** The stock search listing's site settings (spec: 000 §2, §7). */
/** Searches a shopper may save on a site unless it sets its own bound: enough for a few makes and budgets. */
export const DEFAULT_SAVED_SEARCHES_PER_SHOPPER = 10;

export const SearchSettingsSchema = z.object({
  /** Where the no-results card's Clear Filters goes (spec: 000 §2 "a refresh path (default /special-offers)"). */
  clearFiltersPath: z.string().startsWith('/').default(DEFAULT_CLEAR_FILTERS_PATH),
  /** Searches kept in the browser's result cache (spec: 000 §7 "cars search uses a configured cache size"). */
  resultCacheSize: z.number().int().min(1).max(100).default(SEARCH_CACHE_SIZE),
  /**
   * The hit limit (spec: 000 §9 "Hit limit … configurable"), read as the one hit count §7 names: the hits
   * each similar-cars query asks for ("10 hits per query").
   */
  hitLimit: z.number().int().min(1).max(50).default(SIMILAR_CARS_HITS_PER_QUERY),
  /**
   * Cars the similar-cars carousel shows (spec: 000 §9 "similar-cars carousel count … configurable"); at most
   * §7's "max 6 results", which the car page's API and its 6 loading placeholders are built for.
   */
  similarCarsCount: z.number().int().min(1).max(SIMILAR_CARS_LIMIT).default(SIMILAR_CARS_LIMIT),
  /** Most values the listing's City and Dealership facets list (spec: 001 §9; refined values always are). */
  facetLimits: z
    .object({
      city: z.number().int().min(1).max(100).default(CITY_FACET_LIMIT),
      dealership: z.number().int().min(1).max(100).default(DEALERSHIP_FACET_LIMIT),
    })
    .prefault({}),
  /** The site's own search prefix; `/used-car` serves its search pages there too (spec: 001 §2). */
  pathPrefix: z.enum(SEARCH_PATH_PREFIXES).default('/search'),
  /**
   * How many searches one signed-in shopper may save on the site, with their alerts (issue 31: "bounded (per-site
   * setting)"); 0 offers no saving.
   */
  savedSearchesPerShopper: z.number().int().min(0).max(50).default(DEFAULT_SAVED_SEARCHES_PER_SHOPPER),
});
export type SearchSettings = z.infer<typeof SearchSettingsSchema>;

/** The budget finder's site settings (spec: 001 §2 "Budget finder"). */
export const BudgetFinderSettingsSchema = z.object({
  /** The money input's quick picks: $5,000 to $70,000, or the variant's $300,000 to $800,000 (spec: 001 §2). */
  quickPicks: z.enum(BUDGET_QUICK_PICKS_VARIANTS).default('standard'),
});
export type BudgetFinderSettings = z.infer<typeof BudgetFinderSettingsSchema>;

/** A site's finance wording (shared `finance/wording.ts`), the spec's words unless the dealer set its own. */
export const FinanceWordingSchema = z.object({
  landingHeading: z.string().trim().min(1).max(60).default(DEFAULT_FINANCE_WORDING.landingHeading),
  preApproval: z.string().trim().min(1).max(140).default(DEFAULT_FINANCE_WORDING.preApproval),
});

export const FinanceConfigSchema = z.object({
  provider: z.enum(['youx', 'taurus', '360-finance', 'ausloans', 'manual', 'angle', 'powertorque', 'nissan-finance']),
  defaultInterestRate: z.number().min(0.5).max(20),
  defaultTermYears: z.number().min(1).max(7).default(5),
  defaultDeposit: z.number().min(0).default(0),
  link: z.string().default('/finance'),
  /** The dealership with the fixed fee list and its own bounds (spec: 001 §5, §9 "one dealership"). */
  fixedFees: z.boolean().default(false),
  /** The car page's lender panel switched off for this site or its group (spec: 001 §7). */
  lenderPanelDisabled: z.boolean().default(false),
  /** Makes whose cars never show the lender panel (spec: 001 §7 "one manufacturer"). */
  lenderPanelExcludedMakes: z.array(z.string()).default([]),
  /** The Get Finance Now landing on /finance without a car (spec: 001 §2 "call-to-action flag"). */
  callToAction: z.boolean().default(false),
  /**
   * The finance-enquiry contact phone the quote disclaimer shows (spec: 001 §9, its number "not reproduced");
   * null: the site's default phone.
   */
  enquiryPhone: z.string().trim().min(1).max(30).nullable().default(null),
  /** The search card's Get Finance button text (spec: 001 §5 "Get Finance (or custom text)"). */
  cardButtonLabel: z.string().trim().min(1).max(40).default(CARD_BUTTON_LABELS.finance),
  /**
   * The finance form asks for the shopper's postcode, and then requires it (spec: 001 §3 "postcode (some sites
   * only; required)", §5 "required where shown").
   */
  askPostcode: z.boolean().default(true),
  /** The finance pages' wording, the spec's unless the dealer set its own. */
  wording: FinanceWordingSchema.prefault({}),
});

/** How long a reservation takes a car off sale, and how many a shopper may hold (issue 24 item 2). */
export const ReservationSettingsSchema = z.object({
  /** Minutes to pay the deposit before the car goes back on sale. */
  unpaidExpiryMinutes: z.number().int().min(1).max(1440).default(DEFAULT_UNPAID_EXPIRY_MINUTES),
  /** Hours a $0 hold lasts unless the dealer confirms it (at most 30 days). */
  holdExpiryHours: z.number().int().min(1).max(720).default(DEFAULT_HOLD_EXPIRY_HOURS),
  /** Unpaid reservations one shopper may have on the site at once. */
  maxOpenPerShopper: z.number().int().min(1).max(20).default(DEFAULT_MAX_OPEN_PER_SHOPPER),
});

/** The car page's drive-away estimate, for cars priced excluding government charges (issue 31). */
export const DriveAwaySettingsSchema = z.object({
  /** What the dealer charges to prepare and deliver a car, in dollars: a line of every estimate. */
  dealerDelivery: z.number().min(0).max(20_000).default(DEFAULT_DEALER_DELIVERY),
});

export const RateLimitRuleSchema = z.object({
  limit: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
});
export type RateLimitRule = z.infer<typeof RateLimitRuleSchema>;

export { ROUTE_CLASSES, type RouteClass };

export const DEFAULT_RATE_LIMITS: Record<RouteClass, RateLimitRule> = {
  api: { limit: 300, windowSeconds: 60 },
  search: { limit: 120, windowSeconds: 60 },
  leads: { limit: 10, windowSeconds: 60 },
  codeSends: { limit: 5, windowSeconds: 600 },
  reveals: { limit: 30, windowSeconds: 60 },
  partners: { limit: 30, windowSeconds: 60 },
  events: { limit: 60, windowSeconds: 60 },
  dealerSignIns: { limit: 10, windowSeconds: 900 },
};

export const AnnouncementSchema = z.object({
  text: z.string().min(1),
  href: z.string().nullable().default(null),
});

/** The emergency service banner's button (spec: 001 §2 "Emergency service banner with 'BOOK A SERVICE', closable"). */
export const BOOK_A_SERVICE = 'BOOK A SERVICE';

/** The emergency service banner: its message and where BOOK A SERVICE goes. */
export const ServiceBannerSchema = z.object({
  text: z.string().min(1),
  href: z.string().startsWith('/').default('/service#service-booking'),
});

export { PAYMENT_LOGOS };

/** The site's review rating for the footer's star rating (spec: 001 §2 "Star rating with review count"). */
export const ReviewRatingSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
});

export const PopupSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  body: z.string(),
  href: z.string().nullable().default(null),
  ctaLabel: z.string().nullable().default(null),
  /** ISO date after which the popup is no longer shown (spec: 000 §4). */
  expiresAt: z.string().nullable().default(null),
});

export const TenantConfigSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** Which page template the site uses; a few rules differ per template. */
  template: z.enum(['group', 'dealership', 'caravan']),
  /** The numeric website id sent with analytics and view counts. */
  websiteId: z.number().int().positive(),
  hostnames: z.array(z.string().min(1)).min(1),
  /**
   * The site's own address for canonical and Open Graph URLs, e.g. `https://www.dealer.com.au` (an
   * origin: no path, no trailing slash); null: the request's origin.
   */
  canonicalOrigin: z
    .url({ protocol: /^https?$/ })
    .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
      message: 'expected an origin such as https://www.dealer.com.au (no path or trailing slash)',
    })
    .nullable()
    .default(null),
  theme: ThemeSchema,
  /** Slugs of the dealerships whose stock and locations this site shows. */
  dealerships: z.array(z.string()).min(1),
  phones: PhoneNumbersSchema,
  features: FeatureFlagsSchema,
  stock: StockFilterSchema,
  /** Days a sold car stays listed (spec: 001 §4 "sold within the last N days (default 3)", §9). */
  soldVisibleDays: z.number().int().min(0).default(3),
  /** A dealership's own setting by its slug, where it differs from `soldVisibleDays` (spec: 001 §4 "configurable per dealership"). */
  soldVisibleDaysByDealership: z.record(z.string(), z.number().int().min(0)).default({}),
  justArrivedDays: z.number().int().min(0).default(8),
  soldTagText: z.string().min(1).default('JUST SOLD'),
  galleryDefaultView: z.enum(['spinner', 'gallery']).default('spinner'),
  promoCards: PromoCardsSchema.prefault({}),
  search: SearchSettingsSchema.prefault({}),
  budgetFinder: BudgetFinderSettingsSchema.prefault({}),
  finance: FinanceConfigSchema.nullable(),
  /** Paths that need a signed-in user, beyond the platform's own (spec: 001 §6). */
  gatedRoutes: z.array(z.string().startsWith('/')).default([]),
  /** The site's Spin to Win prizes and words (on while `features.spinToWin` is); null: none. */
  spinToWin: SpinToWinConfigSchema.nullable().default(null),
  /** The site's own my-page (spec: 001 §2 /mymotorama …): gated, to /my-garage; default /my + the slug; null: none. */
  myPage: MyPageConfigSchema.nullable().prefault({}),
  menus: z.object({
    header: z.array(MenuItemSchema),
    footerGroups: z.array(z.object({ title: z.string().min(1), links: z.array(LinkSchema) })),
  }),
  announcement: AnnouncementSchema.nullable().default(null),
  /** Closable, and stays closed on the device once closed (spec: 001 §2, §4). */
  serviceBanner: ServiceBannerSchema.nullable().default(null),
  /** The footer's star rating; null: the site shows none. */
  reviewRating: ReviewRatingSchema.nullable().default(null),
  /** The payment methods the footer shows as accepted (spec: 001 §2); empty: none shown. */
  paymentLogos: z.array(z.enum(PAYMENT_LOGOS)).default([...PAYMENT_LOGOS]),
  popup: PopupSchema.nullable().default(null),
  /** What the site changes about its lead forms (spec: 000 §5, 001 §5); every setting defaults to the spec. */
  leadForms: LeadFormsConfigSchema.prefault({}),
  locations: LocationsConfigSchema.prefault({}),
  /** The home page's slides and blocks, in order (default: the platform's DEFAULT_HOME_BLOCKS). */
  home: HomeConfigSchema.prefault({}),
  /** The site's brand pages and its own bodies for the body picker (issue 15). */
  catalogue: CatalogueConfigSchema.prefault({}),
  rateLimits: z.partialRecord(z.enum(ROUTE_CLASSES), RateLimitRuleSchema).default({}),
  reservations: ReservationSettingsSchema.prefault({}),
  driveAway: DriveAwaySettingsSchema.prefault({}),
  /** Remote → release pin (e.g. { mfe_vehicle: { channel: 'canary' } }); unpinned remotes use stable. */
  releases: z.record(z.string(), ReleasePinSchema).default({}),
});
export type TenantConfig = z.infer<typeof TenantConfigSchema>;
/** A tenant config as written by hand, before defaults are applied. */
export type TenantConfigInput = z.input<typeof TenantConfigSchema>;

/** The rate limit for a route class: the tenant's own rule, else the platform default. */
export function rateLimitFor(tenant: Pick<TenantConfig, 'rateLimits'>, routeClass: RouteClass): RateLimitRule {
  return tenant.rateLimits[routeClass] ?? DEFAULT_RATE_LIMITS[routeClass];
}

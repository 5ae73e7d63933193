import { z } from 'zod';
import { safeRedirectPath } from '../identity/sign-in';
import { LeadFormsConfigSchema } from '../leads/site-config';
import {
  BudgetFinderSettingsSchema,
  DriveAwaySettingsSchema,
  FeatureFlagsSchema,
  FinanceConfigSchema,
  PhoneNumbersSchema,
  PromoCardsSchema,
  SearchSettingsSchema,
  type TenantConfig,
  TenantConfigSchema,
} from '../schemas/tenant';

// The fragment contract between the gateway and a remote's fragment Worker (ARCHITECTURE.md).
// The gateway POSTs a FragmentRequest to `https://fragment.internal/fragments/<name>` over a service
// binding; the remote answers a FragmentResponse as JSON. Both sides parse with these schemas.

/**
 * The parts of the site's configuration a fragment renders by: feature flags (card actions, tags,
 * favourites), the just-arrived window, the promo cards and the listing's settings. Public by nature
 * (they shape what every visitor sees); the gateway sends them so a remote never reads KV.
 */
export const FragmentSiteSettingsSchema = z.object({
  features: FeatureFlagsSchema.prefault({}),
  justArrivedDays: TenantConfigSchema.shape.justArrivedDays,
  promoCards: PromoCardsSchema.prefault({}),
  search: SearchSettingsSchema.prefault({}),
  /** The budget finder's quick-pick variant (spec: 001 §2). */
  budgetFinder: BudgetFinderSettingsSchema.prefault({}),
  /** The site's finance page (the finance config's link); null when the site offers no finance. */
  financeLink: z.string().startsWith('/').nullable().default(null),
  /** The site's name (breadcrumbs, share text, print header). */
  siteName: z.string().default(''),
  /** The vehicle gallery's first view (spec: 000 §4 "Default is gallery on one site, else spinner"). */
  galleryDefaultView: TenantConfigSchema.shape.galleryDefaultView,
  /** The lead forms' site rules (spec: 000 §5): which fields the vehicle page's dialogs show and require. */
  leadForms: LeadFormsConfigSchema.prefault({}),
  /** The site's phone numbers (default and by car type): the vehicle page shows one by shared `revealedPhoneFor`. */
  phones: PhoneNumbersSchema.prefault({ default: '' }),
  /** The finance defaults the vehicle page's estimate uses (rate, term, deposit); null without finance. */
  finance: FinanceConfigSchema.pick({ defaultInterestRate: true, defaultTermYears: true, defaultDeposit: true })
    .nullable()
    .default(null),
  /** The finance remote's site rules: provider, fixed fees, lender panel switches, the landing's flag, the enquiry phone, the Get Finance text, the finance wording; null without finance. */
  financeRules: FinanceConfigSchema.pick({
    provider: true,
    fixedFees: true,
    lenderPanelDisabled: true,
    lenderPanelExcludedMakes: true,
    callToAction: true,
    enquiryPhone: true,
    cardButtonLabel: true,
    wording: true,
    askPostcode: true,
  })
    .nullable()
    .default(null),
  /** The car page's drive-away estimate: the site's dealer delivery (issue 31). */
  driveAway: DriveAwaySettingsSchema.prefault({}),
});
export type FragmentSiteSettings = z.infer<typeof FragmentSiteSettingsSchema>;

/**
 * A tenant's site settings as the gateway sends them with every fragment request.
 * @example fragmentSiteSettingsOf(tenant).promoCards.positions // [8]
 */
export function fragmentSiteSettingsOf(tenant: TenantConfig): FragmentSiteSettings {
  return {
    features: tenant.features,
    justArrivedDays: tenant.justArrivedDays,
    promoCards: tenant.promoCards,
    search: tenant.search,
    budgetFinder: tenant.budgetFinder,
    financeLink: tenant.finance?.link ?? null,
    siteName: tenant.name,
    galleryDefaultView: tenant.galleryDefaultView,
    leadForms: tenant.leadForms,
    phones: tenant.phones,
    finance: tenant.finance
      ? {
          defaultInterestRate: tenant.finance.defaultInterestRate,
          defaultTermYears: tenant.finance.defaultTermYears,
          defaultDeposit: tenant.finance.defaultDeposit,
        }
      : null,
    financeRules: tenant.finance
      ? {
          provider: tenant.finance.provider,
          fixedFees: tenant.finance.fixedFees,
          lenderPanelDisabled: tenant.finance.lenderPanelDisabled,
          lenderPanelExcludedMakes: tenant.finance.lenderPanelExcludedMakes,
          callToAction: tenant.finance.callToAction,
          enquiryPhone: tenant.finance.enquiryPhone,
          cardButtonLabel: tenant.finance.cardButtonLabel,
          wording: tenant.finance.wording,
          askPostcode: tenant.finance.askPostcode,
        }
      : null,
    driveAway: tenant.driveAway,
  };
}

/** The tenant as a fragment Worker needs it: enough to call the gateway's API as that site and to render. */
export const FragmentTenantSchema = z.object({
  slug: z.string(),
  /** The site's hostname: a remote calls the gateway's API at https://<host>/api/… through its API binding. */
  host: z.string(),
  /**
   * The site's origin for absolute links (structured data): its canonical origin, else the request's,
   * as the page's canonical link (shared `siteOrigin`). Absent from an older gateway: https://{host}.
   */
  origin: z.url().optional(),
  websiteId: z.number().int().positive(),
  /** The dealer's sold tag (spec: 000 §4, default JUST SOLD), for fragments that show sold cars. */
  soldTagText: z.string().min(1).optional(),
  /** The site's settings (absent: the platform defaults, `FragmentSiteSettingsSchema.parse({})`). */
  settings: FragmentSiteSettingsSchema.optional(),
});
export type FragmentTenant = z.infer<typeof FragmentTenantSchema>;

export const FragmentRequestSchema = z.object({
  /** The page's route params, e.g. { slug: '2021-toyota-hilux-sr5-12' }. */
  params: z.record(z.string(), z.string()),
  /** The page's query string, as name → value (repeated names keep the last). */
  query: z.record(z.string(), z.string()).default({}),
  tenant: FragmentTenantSchema,
  /**
   * The signed-in shopper the gateway verified from the session cookie, sent only to the fragments of a page
   * declared `shopper: true` (a gated page of the shopper's own: /online-payment); absent elsewhere, so what
   * every shopper sees the same never depends on, or is kept by, who asked. Only the gateway reaches a
   * fragment Worker (no public route), so nothing a browser sends can set it.
   */
  shopper: z.object({ userId: z.number().int().positive(), phone: z.string().min(1) }).optional(),
  /**
   * The site's dealer is signed in (the dealer key, checked by the gateway): sent only to the fragments of a page
   * declared `dealer: true`, which the gateway serves to no one else. Absent everywhere else.
   */
  dealer: z.literal(true).optional(),
  /** Unique per island on a page; the remote renders with React `identifierPrefix: \`${islandId}-\`` and
   * the client hydrates with the same prefix, so generated ids match and never collide across islands. */
  islandId: z.string().regex(/^[a-z][a-z0-9-]*$/),
});
export type FragmentRequest = z.infer<typeof FragmentRequestSchema>;
export type FragmentRequestInput = z.input<typeof FragmentRequestSchema>;

/** Which client build a fragment was rendered with: the client must hydrate with exactly this one. */
export const RemoteBuildSchema = z.object({
  /** The Module Federation container name, e.g. 'mfe_vehicle'. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  version: z.string().min(1),
  /** Same-origin URL of the build's mf-manifest.json: /_mf/<name>/<version>/mf-manifest.json */
  manifestUrl: z.string().startsWith('/_mf/'),
});
export type RemoteBuild = z.infer<typeof RemoteBuildSchema>;

/** A stylesheet of a remote's build: /_mf/<name>/<version>/styles.<hash>.css (ARCHITECTURE.md "Styles"). */
export const RemoteStylesheetSchema = z
  .string()
  .regex(/^\/_mf\/[a-z][a-z0-9_]*\/[^/?#\\]+\/[^/?#\\]+\.css$/, 'a .css file of a build under /_mf/<name>/<version>/');

/** A responsive image to preload: its plain URL, and the `srcset`/`sizes` of the `<img>` showing it. */
export const PreloadImageSchema = z.object({ href: z.string(), srcSet: z.string(), sizes: z.string() });
export type PreloadImage = z.infer<typeof PreloadImageSchema>;

/**
 * A path on the page's own site, as the sign-in's redirects are (shared `safeRedirectPath`: no scheme,
 * `//host`, backslash, control character or dot segment), so a fragment's redirect cannot send a visitor
 * anywhere else.
 */
export const SameSitePathSchema = z
  .string()
  .refine((path) => safeRedirectPath(path) === path, 'a path on this site (/…), not another site');

/** A page that answers with a redirect (e.g. a brand that skips its page → its stock search). */
export const FragmentRedirectSchema = z.object({
  location: SameSitePathSchema,
  status: z.union([z.literal(301), z.literal(302)]),
});
export type FragmentRedirect = z.infer<typeof FragmentRedirectSchema>;

export const FragmentResponseSchema = z.object({
  /** Server-rendered HTML of the island (React renderToReadableStream, read to the end). */
  html: z.string(),
  /** The island's props: the client hydrates the exposed module with exactly these. Null: nothing to hydrate. */
  data: z.unknown().nullable(),
  /** The exposed module the client loads to hydrate, e.g. 'mfe_vehicle/VehiclePage'. Null when data is null. */
  module: z.string().nullable(),
  remote: RemoteBuildSchema,
  /** The build's own stylesheets, which the gateway links in `<head>` before any script (none: the shell's suffice). */
  stylesheets: z.array(RemoteStylesheetSchema).default([]),
  /**
   * 200, 404 when the thing the fragment shows does not exist on this site (the page becomes a 404), or
   * the redirect's status.
   */
  status: z.number().int().min(200).max(599),
  /** What the page's <head> should say when this is the page's primary fragment. */
  head: z
    .object({
      title: z.string(),
      description: z.string().optional(),
      /**
       * Same-origin images the browser should fetch early (e.g. the hero image): a URL, or a responsive
       * picture's `srcset` and `sizes` as its `<img>` has them, so the preload fetches the candidate
       * the page then shows (a plain URL would fetch one it may not pick, i.e. a second image).
       */
      preloadImages: z.array(z.union([z.string(), PreloadImageSchema])).default([]),
    })
    .nullable(),
  /**
   * The page is elsewhere on this site: when this is the page's primary fragment, the gateway answers
   * the redirect instead of a page (a secondary fragment's is ignored). Absent from older releases.
   */
  redirect: FragmentRedirectSchema.nullable().default(null),
});
export type FragmentResponse = z.infer<typeof FragmentResponseSchema>;

/** Path of a named fragment on a remote's Worker. */
export function fragmentPath(name: string): string {
  return `/fragments/${encodeURIComponent(name)}`;
}

import { z } from 'zod';

// spec: 001 §3 "Dealership".

/** The lead formats a dealership's CRM may take: the platform's JSON, or ADF/XML 1.0 (shared `leads/adf.ts`). */
export const CrmFormatSchema = z.enum(['json', 'adf']);
export type CrmFormat = z.infer<typeof CrmFormatSchema>;

/**
 * The settings a dealership's `config_overrides` may set over its site's, read from D1 whenever a page
 * or API answer depends on them (so a change to the dealership shows without a new site config):
 * `soldVisibleDays` (spec: 001 §4 "sold within the last N days (default 3, configurable per dealership)")
 * `comingSoonHidesTestDrive` (001 §4 "Status coming_soon removes the test drive button on one
 * dealership"), `crmFormat` (the format its CRM takes leads in, {@link CrmFormatSchema}; JSON unless set) and
 * `crmEmail` (the mailbox an ADF CRM reads its leads from: ADF leads are then e-mailed there, not POSTed).
 * A key it does not know, or a value of the wrong type, is left out.
 */
export const DealershipOverridesSchema = z.object({
  soldVisibleDays: z.number().int().min(0).optional().catch(undefined),
  comingSoonHidesTestDrive: z.boolean().optional().catch(undefined),
  crmFormat: CrmFormatSchema.optional().catch(undefined),
  crmEmail: z.email().max(254).optional().catch(undefined),
});
export type DealershipOverrides = z.infer<typeof DealershipOverridesSchema>;

export const DealershipSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  address: z.object({
    city: z.string(),
    state: z.string(),
    place_url: z.string().nullable(),
  }),
  /** Ids of the dealership's locations. */
  locations: z.array(z.number().int()),
  url: z.string().nullable(),
  /** The franchise make for a single-brand dealership; null for multi-brand. */
  make: z.string().nullable(),
  logo: z.string().nullable(),
  /** Slugs of the dealer websites (tenants) this dealership appears on. */
  dealership_websites: z.array(z.string()),
  manufacturer_id: z.number().int().nullable(),
  /** Per-dealership overrides of the tenant configuration (the known ones: {@link DealershipOverridesSchema}). */
  config_overrides: z.record(z.string(), z.unknown()),
});
export type Dealership = z.infer<typeof DealershipSchema>;

/**
 * A dealership as `GET /api/dealerships/{slug}` answers it: the fields spec 001 §3 "Dealership" lists
 * (slug, name, address, locations, url, make, logo, title, dealership_websites, manufacturer_id, config
 * overrides), by their names; the row id stays inside the platform.
 */
export const DealershipEntitySchema = DealershipSchema.omit({ id: true });
export type DealershipEntity = z.infer<typeof DealershipEntitySchema>;

/**
 * The known settings of a dealership's `config_overrides` (anything else: none).
 * @example dealershipOverridesOf({ soldVisibleDays: 7, colour: 'red' }) // { soldVisibleDays: 7 }
 */
export function dealershipOverridesOf(raw: unknown): DealershipOverrides {
  const parsed = DealershipOverridesSchema.safeParse(raw);
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
}

/**
 * The site as its dealerships' overrides make it, read when the request is served: a dealership's own
 * `soldVisibleDays` wins over the site config's (spec: 001 §4 "sold within the last N days (default 3,
 * configurable per dealership)"), so the stock rules (shared `stock/visibility.ts`) apply it everywhere.
 *
 * @example siteWithDealershipOverrides(tenant, { 'harbour-city-used-cars': { soldVisibleDays: 7 } }).soldVisibleDaysByDealership
 * // → { 'harbour-city-used-cars': 7 }
 */
export function siteWithDealershipOverrides<T extends { soldVisibleDaysByDealership: Record<string, number> }>(
  site: T,
  overrides: Readonly<Record<string, DealershipOverrides>>,
): T {
  const soldDays = Object.entries(overrides).flatMap(([slug, { soldVisibleDays }]) =>
    soldVisibleDays === undefined ? [] : [[slug, soldVisibleDays] as const],
  );
  if (soldDays.length === 0) return site;
  return {
    ...site,
    soldVisibleDaysByDealership: { ...site.soldVisibleDaysByDealership, ...Object.fromEntries(soldDays) },
  };
}

import { z } from 'zod';
import { isPlainText } from '../leads/plain-text.ts';
import { SEARCH_PATH_PREFIXES } from './constants.ts';

export * from './saved-search-paths.ts';

// Saved searches (issue 31): a signed-in shopper keeps a search of a site's stock under a name and chooses
// alerts for it — new matching cars, price drops — by SMS or e-mail, at once or once a day. mfe-search owns
// them (its tables, its API, the scheduled run that sends the digests); these are their rules and words.

/** The longest name a saved search may have (it heads each alert). */
export const SAVED_SEARCH_NAME_MAX = 60;
/** The longest search address kept: a path and its refinements (a search page's URL is far shorter). */
export const SAVED_SEARCH_ADDRESS_MAX = 600;

export const ALERT_CHANNELS = ['sms', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A stop link's token: 128 random bits in hex (mfe-search makes one per saved search). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** A daily search is looked at again once this long has passed since its last look. */
export const DAILY_ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved. We will tell you about matching cars as you chose.',
  limit: (max: number) => `You can save up to ${max} searches on this site. Delete one in My Garage to save another.`,
  email: 'Please enter a valid email address for e-mail alerts.',
  stopped: (name: string) => `You will get no more alerts for “${name}”.`,
  unknownLink: 'This link is not valid any more: the search may have been deleted.',
} as const;

/**
 * The search a saved search keeps: a path of the site's stock search (`/search…` or `/used-car…`) and its query,
 * nothing else (no host, no fragment), as the link the shopper was on.
 *
 * @example searchAddressOf('/search/used-cars/toyota?range%5Bprice%5D=0%3A40000') // → the same
 * @example searchAddressOf('https://evil.example/search') // → null
 */
export function searchAddressOf(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.length > SAVED_SEARCH_ADDRESS_MAX) return null;
  if (!URL.canParse(value, 'https://site.invalid')) return null;
  const url = new URL(value, 'https://site.invalid');
  const inSearch = SEARCH_PATH_PREFIXES.some(
    (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
  );
  if (url.origin !== 'https://site.invalid' || !inSearch || !/^[a-z0-9/-]+$/.test(url.pathname)) return null;
  url.searchParams.delete('page');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

/** A form's checkbox: present (`1`, `on`, `true`) or absent; JSON may send a boolean. */
const checkbox = z.preprocess(
  (value) => value === true || value === '1' || value === 'on' || value === 'true',
  z.boolean(),
);

/** What saving a search sends (the save page's form, or JSON). */
export const SaveSearchRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please name this search.')
      .max(SAVED_SEARCH_NAME_MAX, `Please keep the name to ${SAVED_SEARCH_NAME_MAX} characters.`)
      .refine((name) => isPlainText(name, { multiline: false }), 'Please use plain text in the name.'),
    search: z.string().transform((value, context) => {
      const address = searchAddressOf(value);
      if (address === null) {
        context.addIssue({ code: 'custom', message: 'not a search of this site' });
        return z.NEVER;
      }
      return address;
    }),
    new_cars: checkbox,
    price_drops: checkbox,
    channel: z.enum(ALERT_CHANNELS).default('sms'),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((value) => (value ? value : undefined)),
    frequency: z.enum(ALERT_FREQUENCIES).default('daily'),
  })
  .superRefine((request, context) => {
    const alerts = request.new_cars || request.price_drops;
    if (alerts && request.channel === 'email' && !z.email().safeParse(request.email).success)
      context.addIssue({ code: 'custom', path: ['email'], message: SAVED_SEARCH_MESSAGES.email });
  });
export type SaveSearchRequest = z.output<typeof SaveSearchRequestSchema>;

/** A saved search as its owner sees it (My Garage, the API's list). */
export interface SavedSearchSummary {
  id: number;
  name: string;
  /** The search's address on the site. */
  href: string;
  alerts: { newCars: boolean; priceDrops: boolean; channel: AlertChannel; frequency: AlertFrequency; stopped: boolean };
  /** How many cars matched at its last look, as its page counts them (null until the first). */
  lastResultCount: number | null;
  /** When it was last looked at (epoch ms), or null. */
  checkedAt: number | null;
  createdAt: number;
}

/**
 * The alert choice in words, for a list.
 * @example alertsInWords({ newCars: true, priceDrops: true, channel: 'sms', frequency: 'daily', stopped: false })
 *   // → 'New cars and price drops, by SMS, daily'
 */
export function alertsInWords(alerts: SavedSearchSummary['alerts']): string {
  const what = [alerts.newCars ? 'New cars' : null, alerts.priceDrops ? 'price drops' : null].filter(Boolean);
  if (what.length === 0) return 'No alerts';
  if (alerts.stopped) return 'Alerts stopped';
  const words = what.join(' and ');
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return `${sentence}, by ${alerts.channel === 'sms' ? 'SMS' : 'e-mail'}, ${alerts.frequency === 'instant' ? 'as they happen' : 'daily'}`;
}

import { formatPrice } from '../format/money.ts';
import { MY_GARAGE_SAVED_SEARCHES_HREF } from './saved-search-paths.ts';
import { type AlertFrequency, DAILY_ALERT_INTERVAL_MS } from './saved-searches.ts';

// What a saved search's alerts say (issue 31), as pure rules: which cars are new to a search and which got
// cheaper since its last look, whether a search is due, and the one digest a shopper gets per run — each car
// once per reason (a new arrival once; a price drop once per new price), whatever number of searches match it.

/** A car a search matches now, as an alert names it. */
export interface MatchedCar {
  id: number;
  price: number;
  title: string;
  /** The car page's path on the site, e.g. `/cars/2021-toyota-hilux-sr5-4021`. */
  href: string;
  /** When the car was listed (epoch ms). */
  listedAt: number;
}

/** What changed for one search since its last look. */
export interface SearchChanges {
  arrivals: MatchedCar[];
  drops: { car: MatchedCar; was: number }[];
}

/**
 * The cars new to a search and those cheaper than at its last look (`seen`: car id → the price then). A car is new
 * when the last look did not see it and it was listed after that look (`lookedAt`): a search's matches are read a
 * window at a time (newest first), so an older car the window reaches only now is no arrival. A car with no price (0)
 * neither arrives nor drops: nothing can be said of its price.
 *
 * @example searchChanges(new Map([[1, 30000]]), [{ id: 1, price: 28000, … }, { id: 2, price: 19000, listedAt: later, … }], { newCars: true, priceDrops: true }, lookedAt)
 *   // → { arrivals: [car 2], drops: [{ car: car 1, was: 30000 }] }
 */
export function searchChanges(
  seen: ReadonlyMap<number, number>,
  now: readonly MatchedCar[],
  wants: { newCars: boolean; priceDrops: boolean },
  lookedAt: number,
): SearchChanges {
  const changes: SearchChanges = { arrivals: [], drops: [] };
  for (const car of now) {
    const was = seen.get(car.id);
    if (was === undefined) {
      if (wants.newCars && car.listedAt > lookedAt) changes.arrivals.push(car);
    } else if (wants.priceDrops && car.price > 0 && car.price < was) {
      changes.drops.push({ car, was });
    }
  }
  return changes;
}

/**
 * Whether a search's alerts are looked at on a run at `now`: an instant one every run, a daily one a day after its
 * last look (at once when it never had one).
 * @example isAlertDue({ frequency: 'daily', checkedAt: now - 3_600_000 }, now) // → false
 */
export function isAlertDue(search: { frequency: AlertFrequency; checkedAt: number | null }, now: number): boolean {
  if (search.frequency === 'instant' || search.checkedAt === null) return true;
  return now - search.checkedAt >= DAILY_ALERT_INTERVAL_MS;
}

/** What one alert is about: the key under which it is sent at most once per shopper. */
export function alertKey(reason: 'new' | 'drop', car: MatchedCar): string {
  return reason === 'new' ? `new:${car.id}` : `drop:${car.id}:${car.price}`;
}

/** One search's part of a digest. */
export interface DigestSearch {
  name: string;
  changes: SearchChanges;
  /** Where this search's alerts stop (an absolute URL). */
  unsubscribeUrl: string;
}

/** A digest ready to send, and the alert keys it spends. */
export interface Digest {
  subject: string;
  text: string;
  keys: string[];
}

/**
 * The most cars one digest names (the rest are counted, and the search's page shows them), the most stop links it
 * carries (the others' are in My Garage), and its longest text: one text message of ten segments, what the SMS
 * partner takes. A digest that would be longer names fewer cars.
 */
export const DIGEST_MAX_CARS = 5;
export const DIGEST_MAX_STOP_LINKS = 3;
export const DIGEST_MAX_CHARACTERS = 1600;

/** One search's news in a digest: its lines (one a car), and its stop line. */
interface SearchNews {
  name: string;
  items: string[];
  stop: string;
}

/** A digest's text naming at most `maxCars` cars. */
function digestText(subject: string, origin: string, news: readonly SearchNews[], maxCars: number): string {
  const lines: string[] = [];
  let named = 0;
  let more = 0;
  for (const search of news) {
    const shown = search.items.slice(0, Math.max(0, maxCars - named));
    named += shown.length;
    more += search.items.length - shown.length;
    if (shown.length > 0) lines.push(`“${search.name}”:`, ...shown);
  }
  const stops = news.map((search) => search.stop);
  return [
    subject,
    ...lines,
    ...(more > 0 ? [`and ${more} more on the site`] : []),
    ...stops.slice(0, DIGEST_MAX_STOP_LINKS),
    ...(stops.length > DIGEST_MAX_STOP_LINKS
      ? [`Your other saved searches: ${origin}${MY_GARAGE_SAVED_SEARCHES_HREF}`]
      : []),
  ].join('\n');
}

/**
 * The shopper's one digest for a run: every search's new arrivals and price drops not already sent (`sent`
 * keys), each car once, links absolute on the site's `origin`, within {@link DIGEST_MAX_CHARACTERS}; null when
 * nothing is left to say.
 *
 * @example digestFor('Harbour City Used Cars', 'https://harbourcity.com.au', [{ name: 'Utes', changes, unsubscribeUrl }], new Set())
 */
export function digestFor(
  siteName: string,
  origin: string,
  searches: readonly DigestSearch[],
  sent: ReadonlySet<string>,
): Digest | null {
  const keys = new Set<string>();
  const take = (key: string) => {
    if (sent.has(key) || keys.has(key)) return false;
    keys.add(key);
    return true;
  };
  const news: SearchNews[] = [];
  let arrivals = 0;
  let drops = 0;
  for (const search of searches) {
    const items: string[] = [];
    for (const car of search.changes.arrivals) {
      if (!take(alertKey('new', car))) continue;
      arrivals += 1;
      items.push(`New: ${car.title} ${formatPrice(car.price)} ${origin}${car.href}`);
    }
    for (const { car, was } of search.changes.drops) {
      if (!take(alertKey('drop', car))) continue;
      drops += 1;
      items.push(
        `Price drop: ${car.title} now ${formatPrice(car.price)} (was ${formatPrice(was)}) ${origin}${car.href}`,
      );
    }
    if (items.length > 0)
      news.push({ name: search.name, items, stop: `Stop alerts for “${search.name}”: ${search.unsubscribeUrl}` });
  }
  if (keys.size === 0) return null;
  const counted = [
    arrivals > 0 ? `${arrivals} new ${arrivals === 1 ? 'car' : 'cars'}` : null,
    drops > 0 ? `${drops} price ${drops === 1 ? 'drop' : 'drops'}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const subject = `${siteName}: ${counted} for your saved searches`;
  let maxCars = DIGEST_MAX_CARS;
  let text = digestText(subject, origin, news, maxCars);
  while (text.length > DIGEST_MAX_CHARACTERS && maxCars > 0) {
    maxCars -= 1;
    text = digestText(subject, origin, news, maxCars);
  }
  return { subject, text: text.slice(0, DIGEST_MAX_CHARACTERS), keys: [...keys] };
}

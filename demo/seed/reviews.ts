import type { Location, Review, ReviewSummary } from '@forecourt/shared';
import { addDays, addMinutes, type DayStart, formatInstant, timeAgoInWords } from './dates';
import { DEALERSHIP_PLANS } from './dealerships';
import type { ItemType } from './makes';
import { MODEL_CATALOGUE } from './models';
import { firstName, reviewerName } from './people';
import type { Random } from './random';

// Customer reviews. One harbourcity location carries the bundled sample set (spec: 001 §9 "Bundled
// sample review set: count 238, average 4.2"); a handful of other locations have a few reviews each.

/** The location that holds the sample set. */
export const SAMPLE_REVIEW_LOCATION_SLUG = 'harbour-city-toyota-parramatta';
export const SAMPLE_REVIEW_COUNT = 238;
export const SAMPLE_AVERAGE_RATING = '4.2';

/**
 * How many of the 238 sample reviews give each star rating: 1000 stars in all, 1000 / 238 = 4.20.
 * A fixed split (not a random draw) so the published average is exact for every seed.
 */
const SAMPLE_RATING_COUNTS: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = { 5: 125, 4: 70, 3: 21, 2: 10, 1: 12 };

/** Reviews on the sample location span this many days back from `today`. */
const SAMPLE_SPAN_DAYS = 4 * 365;
const OTHER_SPAN_DAYS = 2 * 365;
const OTHER_LOCATION_SHARE = 0.6;
const OTHER_REVIEWS_MIN = 3;
const OTHER_REVIEWS_MAX = 9;
const POSITIVE_REPLY_SHARE = 0.4;

const STAFF = ['Michael', 'Priya', 'Tom', 'Jess', 'Daniel', 'Aisha', 'Ben', 'Chloe', 'Raj', 'Sophie', 'Luke', 'Mia'];

type Sentiment = 'glowing' | 'good' | 'mixed' | 'poor';

const OPENERS: Record<Sentiment, readonly string[]> = {
  glowing: [
    'Fantastic experience from start to finish.',
    'Could not be happier with our new {vehicle}.',
    '{staff} made buying our {vehicle} so easy.',
    'Best car buying experience I have had, and I have bought a few.',
    'Absolutely first class service.',
    'Picked up my {vehicle} today and I am thrilled.',
  ],
  good: [
    'Good experience overall.',
    'Happy with the {vehicle} and the service.',
    'Friendly team and a fair deal on the {vehicle}.',
    'Solid experience, would buy here again.',
  ],
  mixed: [
    'Average experience.',
    'The {vehicle} is great but the process could be smoother.',
    'Some good, some not so good.',
  ],
  poor: [
    'Disappointed with how this was handled.',
    'Not the experience I expected.',
    'Frustrating few weeks dealing with this dealership.',
  ],
};

const DETAILS: Record<Sentiment, readonly string[]> = {
  glowing: [
    '{staff} took the time to explain every finance option without any pressure.',
    'The car was detailed and ready exactly when they said it would be.',
    'Our trade-in price was fair and the paperwork took less than an hour.',
    'The service team had the car back the same afternoon with a full report.',
    '{staff} kept us updated by text the whole way through.',
    'They even fitted the tow bar before delivery at no extra cost.',
  ],
  good: [
    'The handover took a little longer than planned, but {staff} walked us through all the features.',
    'Pricing was clear and there were no surprises at the end.',
    'Service booking was easy online and the loan car was handy.',
    'Had to chase the registration papers once, otherwise smooth.',
  ],
  mixed: [
    'Communication dropped off after we paid the deposit.',
    'We waited forty minutes for someone to help us on a Saturday.',
    'The finance part felt rushed.',
  ],
  poor: [
    'I was promised a call back three times and it never came.',
    'The car was delivered with a scratch that took weeks to fix.',
    'The service quote doubled once the car was on the hoist.',
    'Nobody could tell me when my part would arrive.',
  ],
};

const CLOSERS: Record<Sentiment, readonly string[]> = {
  glowing: ['Highly recommend {location}.', 'Will definitely be back.', 'Thanks again {staff}!', 'Five stars.'],
  good: ['Would recommend.', 'Thanks to the team.', 'Overall happy.'],
  mixed: ['Hopefully the next visit is better.', 'Three stars for now.'],
  poor: ['I expected better.', 'Will be taking my business elsewhere.'],
};

function sentimentOf(rating: number): Sentiment {
  if (rating === 5) return 'glowing';
  if (rating === 4) return 'good';
  if (rating === 3) return 'mixed';
  return 'poor';
}

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? key);
}

function reviewText(rng: Random, rating: number, location: Location, vehicle: string): string {
  const sentiment = sentimentOf(rating);
  const words = { staff: rng.pick(STAFF), vehicle, location: location.name };
  const sentences = [rng.pick(OPENERS[sentiment]), rng.pick(DETAILS[sentiment])];
  if (rng.chance(0.7)) sentences.push(rng.pick(CLOSERS[sentiment]));
  return sentences.map((sentence) => fill(sentence, words)).join(' ');
}

function replyText(rng: Random, rating: number, customer: string, location: Location): string {
  const first = customer.split(' ')[0] ?? customer;
  const manager = firstName(rng);
  if (rating >= 4) {
    return `Thanks so much ${first}! We're glad you had a great experience with us. Enjoy the new wheels. – ${manager}, ${location.name}`;
  }
  const phone = location.contact_detail.landline_phone ?? location.contact_detail.phone ?? '';
  return `Hi ${first}, thank you for your feedback and we're sorry we fell short. Please call ${manager}, our customer relations manager, on ${phone} so we can make this right.`;
}

interface Draft {
  location: Location;
  rating: number;
  at: number;
  vehicle: string;
}

const GENERIC_VEHICLE_WORDS: Record<ItemType, readonly string[]> = {
  car: ['car', 'new car', 'SUV', 'ute'],
  motorcycle: ['bike', 'new bike'],
  truck: ['truck'],
  caravan: ['caravan', 'van'],
};
const WELL_KNOWN_POPULARITY = 3;

/** What a reviewer might call the vehicle they bought or serviced at a location. */
function vehicleWords(location: Location): readonly string[] {
  const plan = DEALERSHIP_PLANS.find((candidate) => candidate.slug === location.dealership_slug);
  const models = MODEL_CATALOGUE.filter(
    (model) => location.manufacturers.includes(model.make) && model.popularity >= WELL_KNOWN_POPULARITY,
  ).map((model) => model.name);
  const generic = (plan?.stock.itemTypes ?? []).flatMap(([itemType]) => GENERIC_VEHICLE_WORDS[itemType]);
  return [...models, ...generic, 'car'];
}

function draftsFor(
  rng: Random,
  location: Location,
  ratings: readonly number[],
  spanDays: number,
  today: DayStart,
): Draft[] {
  const words = vehicleWords(location);
  return ratings.map((rating) => ({
    location,
    rating,
    at: addMinutes(addDays(today, -rng.int(1, spanDays)), rng.int(8 * 60, 20 * 60)),
    vehicle: rng.pick(words),
  }));
}

function sampleRatings(): number[] {
  return Object.entries(SAMPLE_RATING_COUNTS).flatMap(([stars, count]) => Array<number>(count).fill(Number(stars)));
}

/**
 * The demo reviews: exactly 238 on the sample location (average 4.2), a few on some other visible
 * locations; newest first, ids from 1. Replies come a day or two after the review, never after `today`.
 */
export function buildReviews(rng: Random, locations: readonly Location[], today: DayStart): Review[] {
  const drafts: Draft[] = [];
  for (const location of locations) {
    if (location.slug === SAMPLE_REVIEW_LOCATION_SLUG) {
      drafts.push(...draftsFor(rng, location, rng.shuffle(sampleRatings()), SAMPLE_SPAN_DAYS, today));
    } else if (location.visible && location.location_type !== '' && rng.chance(OTHER_LOCATION_SHARE)) {
      const count = rng.int(OTHER_REVIEWS_MIN, OTHER_REVIEWS_MAX);
      const ratings = Array.from({ length: count }, () =>
        rng.weighted([
          [5, 6],
          [4, 3],
          [3, 1],
          [2, 0.5],
          [1, 0.5],
        ] as const),
      );
      drafts.push(...draftsFor(rng, location, ratings, OTHER_SPAN_DAYS, today));
    }
  }
  drafts.sort((a, b) => b.at - a.at || a.location.id - b.location.id);
  return drafts.map((draft, index) => {
    const customer = reviewerName(rng);
    const replies = draft.rating <= 3 || rng.chance(POSITIVE_REPLY_SHARE);
    const repliedAt = Math.min(addMinutes(draft.at, rng.int(60, 3 * 24 * 60)), addMinutes(today, -1));
    return {
      id: index + 1,
      location_id: draft.location.id,
      customer_name: customer,
      text: reviewText(rng, draft.rating, draft.location, draft.vehicle),
      rating: draft.rating,
      review_date: formatInstant(draft.at),
      reply_text: replies ? replyText(rng, draft.rating, customer, draft.location) : null,
      reply_date: replies ? formatInstant(Math.max(repliedAt, draft.at)) : null,
      created_at_time_ago_in_words: timeAgoInWords(draft.at, today),
      image: null,
    };
  });
}

/**
 * The review summary of a set of ratings, as the provider answers it.
 * @example reviewSummary([5, 4, 4]) // { count: 3, average_rating: '4.3' }
 */
export function reviewSummary(ratings: readonly number[]): ReviewSummary {
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  return { count: ratings.length, average_rating: (total / ratings.length).toFixed(1) };
}

/** The locations with their review summary, average and count filled from the reviews. */
export function withReviewSummaries(locations: readonly Location[], reviews: readonly Review[]): Location[] {
  const ratingsByLocation = new Map<number, number[]>();
  for (const review of reviews) {
    const ratings = ratingsByLocation.get(review.location_id) ?? [];
    ratings.push(review.rating);
    ratingsByLocation.set(review.location_id, ratings);
  }
  return locations.map((location) => {
    const ratings = ratingsByLocation.get(location.id);
    if (!ratings) return location;
    const summary = reviewSummary(ratings);
    return { ...location, reviews: summary, average_rating: summary.average_rating, review_count: summary.count };
  });
}

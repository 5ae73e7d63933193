import type { CarType } from '@forecourt/shared';
import type { ItemType } from './makes';
import type { Random } from './random';

// Dealer comments (spec: 000 §4 "Truncated to 400 characters … Empty: Dealer comments are pending").
// A mix of none, short plain text, simple HTML and long text, so truncation and sanitising both get
// exercised by the demo.

/** spec: 000 §9 "Dealer comments 400 characters". */
export const DEALER_COMMENTS_LIMIT = 400;

export interface CommentContext {
  title: string;
  model: string;
  carType: CarType;
  itemType: ItemType;
  km: number;
  dealership: string;
  location: string;
  equipment: readonly string[];
  certified: boolean;
}

const SHORT_SENTENCES: Record<CarType, readonly string[]> = {
  new: [
    'Brand new {model} ready for immediate delivery.',
    'Factory warranty and capped price servicing included.',
    'Available for a test drive today at {location}.',
  ],
  demo: [
    'Ex-demonstrator {model} with only {km} km and the balance of new car warranty.',
    'Save thousands on a near-new {model}.',
    'Driven only by our sales team and serviced on schedule.',
  ],
  used: [
    'One owner {model} with full service history.',
    'Just {km} km on the clock and presented in excellent condition.',
    'Independently inspected and comes with a roadworthy certificate.',
    'Two keys, owner\u2019s manuals and logbooks included.',
    'Trade-ins welcome and finance available on approved credit.',
  ],
};

const ITEM_SENTENCES: Record<ItemType, readonly string[]> = {
  car: [
    'Perfect for the daily commute or the family road trip.',
    'Ideal first car with a great safety rating.',
    'Plenty of room for the kids, the dog and the weekend gear.',
  ],
  motorcycle: [
    'Ready to ride with a fresh service and new tyres.',
    'A great bike for weekend rides through the hills.',
    'LAMS approved variants available, ask our team.',
  ],
  truck: [
    'Work ready with a current roadworthy and service records.',
    'Ideal for metro delivery or regional runs.',
    'Body and tray options can be fitted to suit your business.',
  ],
  caravan: [
    'Fully self-contained and ready for your next lap of Australia.',
    'Built tough for corrugated roads and off-grid camping.',
    'Comes with a full pre-delivery inspection and a gas and electrical compliance check.',
  ],
};

const CLOSING_SENTENCES = [
  'Call {dealership} today to arrange an inspection.',
  'Enquire now before it is gone.',
  'Come and see it at {location}.',
  'Ask us about our trade-in guarantee.',
];

const CERTIFIED_SENTENCE = 'Certified pre-owned with a 150-point inspection and extended warranty.';

/** 12345 → '12,345' (no Intl, so the text never depends on the runtime's locale data). */
function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function fill(template: string, context: CommentContext): string {
  const words: Record<string, string> = {
    model: context.model,
    km: withThousands(context.km),
    dealership: context.dealership,
    location: context.location,
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? key);
}

function sentences(rng: Random, context: CommentContext, count: number): string[] {
  const pool = [...SHORT_SENTENCES[context.carType], ...ITEM_SENTENCES[context.itemType], ...CLOSING_SENTENCES];
  const picked = rng.sample(pool, count);
  if (context.certified) picked.unshift(CERTIFIED_SENTENCE);
  return picked.map((sentence) => fill(sentence, context));
}

function htmlComment(rng: Random, context: CommentContext): string {
  const [intro = '', ...rest] = sentences(rng, context, 3);
  const highlights = rng
    .sample(context.equipment, Math.min(5, context.equipment.length))
    .map((item) => `<li>${item}</li>`)
    .join('');
  return `<p><strong>${context.title}</strong></p><p>${intro}</p><ul>${highlights}</ul><p>${rest.join(' ')}</p>`;
}

function longComment(rng: Random, context: CommentContext): string {
  const paragraphs: string[] = [];
  let length = 0;
  while (length <= DEALER_COMMENTS_LIMIT + 80) {
    const paragraph = sentences(rng, context, 3).join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  const features = `Features include ${context.equipment.slice(0, 8).join(', ')}.`;
  return [...paragraphs, features].join('\n\n');
}

/** A dealer comment: none (~15%), short (~35%), simple HTML (~30%) or long, over 400 characters (~20%). */
export function dealerComment(rng: Random, context: CommentContext): string | null {
  const kind = rng.weighted([
    ['none', 15],
    ['short', 35],
    ['html', 30],
    ['long', 20],
  ] as const);
  switch (kind) {
    case 'none':
      return null;
    case 'short':
      return sentences(rng, context, rng.int(1, 2)).join(' ');
    case 'html':
      return htmlComment(rng, context);
    case 'long':
      return longComment(rng, context);
  }
}

/**
 * Comments carrying markup the detail page must sanitise before rendering (a script element, an
 * inline event handler). Planted on a couple of in-stock cars on purpose.
 */
export const UNSAFE_DEALER_COMMENTS: readonly string[] = [
  '<p>Immaculate condition, must be seen!</p><script>alert("dealer comment xss")</script><p>Call us today.</p>',
  '<p onclick="alert(\'dealer comment xss\')">Click here for a <strong>special price</strong>.</p><img src="x" onerror="alert(1)">',
];

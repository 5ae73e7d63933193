import type { LeadForm } from '../leads/forms';

// The vehicle page's lead forms and where a sent one lands (spec: 000 §2 "/success Landing after a
// form submission"; §4 "Forms … success (redirect to /success)"). Zod-free: the vehicle page's dialogs
// and the gateway's /success page both read it.

/** The lead forms a car page opens (spec: 000 §2 "Forms"): the `form` of their `POST /api/leads` body. */
export type VehicleLeadForm = Extract<LeadForm, 'enquiry' | 'test-drive' | 'request-photos' | 'find-similar'>;

/** The vehicle page's forms, in the order the page offers them. */
export const VEHICLE_LEAD_FORMS = [
  'enquiry',
  'test-drive',
  'request-photos',
  'find-similar',
] as const satisfies readonly VehicleLeadForm[];

/** Each form's heading (its dialog's title) and the name of its kind for the success category (spec: 000 §9). */
export const VEHICLE_LEAD_FORM_TITLES: Record<VehicleLeadForm, string> = {
  enquiry: 'Enquire about this car',
  'test-drive': 'Book a test drive',
  'request-photos': 'Request more photos',
  'find-similar': 'Find me something similar',
};

/** What the /success page says was sent, completing "Thank you, we have received …". */
export const SENT_LEAD_DESCRIPTIONS: Record<VehicleLeadForm, string> = {
  enquiry: 'your enquiry',
  'test-drive': 'your test drive booking request',
  'request-photos': 'your request for more photos',
  'find-similar': 'your request for cars like this one',
};

/** The landing page after a form is sent (spec: 000 §2). */
export const SUCCESS_PATH = '/success';

/**
 * Whether a text names one of the vehicle page's forms (a /success query, a stored category).
 * @example isVehicleLeadForm('test-drive') // true
 */
export function isVehicleLeadForm(value: unknown): value is VehicleLeadForm {
  return typeof value === 'string' && (VEHICLE_LEAD_FORMS as readonly string[]).includes(value);
}

/**
 * Where a visitor goes once a form about a car is sent: /success, told which form and which car so
 * the page can say what was sent and link back.
 *
 * @example successPathFor('test-drive', '2021-toyota-hilux-sr5-12') // '/success?form=test-drive&car=2021-toyota-hilux-sr5-12'
 */
export function successPathFor(form: VehicleLeadForm, carSlug: string): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ form, car: carSlug }).toString()}`;
}

/**
 * The car page's fragment for each form a search card links to (`/cars/{slug}#enquire`, spec: 000 §2
 * "Search card actions"): arriving with it opens that form.
 */
export const LEAD_FORM_ANCHORS = {
  enquiry: 'enquire',
  'test-drive': 'test-drive',
  'find-similar': 'find-similar',
} as const satisfies Partial<Record<VehicleLeadForm, string>>;

/** The forms a car page can be arrived at with. */
export type AnchoredLeadForm = keyof typeof LEAD_FORM_ANCHORS;

/**
 * The form a car page's URL fragment asks for, on a car in stock or sold: null for any other fragment.
 * A sold car offers only find-me-something-similar (spec: 000 §4), so a card's #enquire or #test-drive
 * that went stale opens that instead.
 *
 * @example leadFormForHash('#test-drive', 'in-stock') // 'test-drive'
 * @example leadFormForHash('#enquire', 'sold') // 'find-similar'
 */
export function leadFormForHash(hash: string, availability: 'in-stock' | 'sold'): AnchoredLeadForm | null {
  const anchor = hash.replace(/^#/, '');
  const form = (Object.keys(LEAD_FORM_ANCHORS) as AnchoredLeadForm[]).find((key) => LEAD_FORM_ANCHORS[key] === anchor);
  if (form === undefined) return null;
  return availability === 'sold' ? 'find-similar' : form;
}

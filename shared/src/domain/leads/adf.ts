import { xmlText } from '../format/xml-text';

// A lead as ADF/XML 1.0 (the Auto-lead Data Format that dealers' CRMs ingest), for a dealership whose CRM takes
// ADF instead of the platform's JSON (issue 30). One prospect per lead: the car asked about (and, for a trade-in,
// the shopper's own car), the shopper, the dealership as the vendor and the platform as the provider. Every form
// field the prospect's elements do not carry goes into the customer's comments as "label: value" lines, so a
// CRM that reads only ADF still gets all the shopper sent. The content model: ./adf-1.0.rng (the standard's DTD as RELAX NG).

/** The provider's name on every ADF lead. */
export const ADF_PROVIDER = 'Forecourt';
/** `source` of the prospect's id: the lead id, which is also the delivery's idempotency key. */
export const ADF_LEAD_ID_SOURCE = 'forecourt-lead';
/** `source` of the provider's id: the dealer site (tenant slug) the lead came from. */
export const ADF_SITE_ID_SOURCE = 'forecourt-site';
/** `source` of the vendor's id: the dealership's id on the platform. */
export const ADF_DEALERSHIP_ID_SOURCE = 'forecourt-dealership';
/** The currency of every price and amount. */
const CURRENCY = 'AUD';

/** The car a lead names, as the stock holds it. */
export interface AdfCar {
  year: number;
  make: string;
  model: string;
  vin: string | null;
  stocknum: string | null;
  /** Whole dollars; 0 or null when the site shows no price. */
  price: number | null;
  car_type: 'new' | 'used' | 'demo';
}

/** The dealership the lead is for (the ADF vendor), with a phone to reach it (the DTD wants a way). */
export interface AdfDealership {
  id: number;
  name: string;
  phone: string;
}

/** Everything one ADF prospect is written from. */
export interface AdfLeadInput {
  leadId: string;
  /** The dealer site (tenant slug). */
  site: string;
  /** The form the lead came from (`enquiry`, `test-drive`, `trade-in`, …). */
  form: string;
  /** ISO 8601 instant the lead was stored. */
  submittedAt: string;
  /** The normalised form fields, as stored. */
  fields: Readonly<Record<string, unknown>>;
  car: AdfCar | null;
  dealership: AdfDealership;
}

/** Fields the prospect's elements carry; the rest become comments. */
const MAPPED_FIELDS = new Set([
  'form',
  'name',
  'last_name',
  'email',
  'phone',
  'message',
  'car_id',
  'amount',
  'car_year',
  'Vehicle Make',
  'Vehicle Model',
]);

/** How a form field is labelled in the comments (its own name otherwise). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  category: 'Category',
  subcategory: 'Subcategory',
  dealership_slug: 'Dealership',
  stock_number: 'Stock number',
  page_id: 'Page',
  postcode: 'Postcode',
  dateTime: 'Preferred date',
  Rego: 'Rego',
  regoState: 'Rego state',
  term: 'Loan term (years)',
  selfAssessedCreditScore: 'Self-assessed credit score',
  whoIsHelping: 'Who is helping',
  opt_in: 'Opt in',
  subscribe: 'Subscribe',
};

type Interest = 'buy' | 'trade-in' | 'test-drive';

function attributesOf(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
}

function element(name: string, value: string | number, attributes: Record<string, string> = {}): string {
  return `<${name}${attributesOf(attributes)}>${xmlText(String(value))}</${name}>`;
}

function stringField(fields: AdfLeadInput['fields'], name: string): string {
  const value = fields[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** What the shopper wants to do with the car the lead names. */
function interestOf(input: AdfLeadInput): Interest {
  if (input.form === 'test-drive' || input.fields.intent === 'test-drive') return 'test-drive';
  return 'buy';
}

function carVehicle(car: AdfCar, interest: Interest, financeAmount: string): string {
  const parts = [
    element('year', car.year),
    element('make', car.make),
    element('model', car.model),
    car.vin ? element('vin', car.vin) : '',
    car.stocknum ? element('stock', car.stocknum) : '',
    car.price ? element('price', car.price, { type: 'asking', currency: CURRENCY }) : '',
    financeOf(financeAmount),
  ];
  return vehicle({ interest, status: car.car_type === 'new' ? 'new' : 'used' }, parts);
}

function financeOf(amount: string): string {
  if (amount === '') return '';
  return `<finance>${element('method', 'finance')}${element('amount', amount, { type: 'total', limit: 'exact', currency: CURRENCY })}</finance>`;
}

function vehicle(attributes: Record<string, string>, parts: readonly string[]): string {
  return `<vehicle${attributesOf(attributes)}>${parts.join('')}</vehicle>`;
}

/**
 * The vehicles of the prospect (at least one, as ADF requires): the car the lead names; for a trade-in, first the
 * shopper's own car (year, make and model as far as the form asked: a rego goes into the comments); for a lead
 * with no car, the make and model the shopper typed, if any.
 */
function vehiclesOf(input: AdfLeadInput): string[] {
  const amount = input.form === 'finance' ? stringField(input.fields, 'amount') : '';
  const typed = (interest: Interest, status: 'new' | 'used') =>
    vehicle({ interest, status }, [
      element('year', stringField(input.fields, 'car_year')),
      element('make', stringField(input.fields, 'Vehicle Make')),
      element('model', stringField(input.fields, 'Vehicle Model')),
      financeOf(amount),
    ]);
  const named = input.car ? carVehicle(input.car, interestOf(input), amount) : null;
  if (input.form === 'trade-in') return named ? [typed('trade-in', 'used'), named] : [typed('trade-in', 'used')];
  return [named ?? typed(interestOf(input), input.fields.car_type === 'new' ? 'new' : 'used')];
}

function commentValue(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => String(item)).join(', ');
  return null;
}

/** The shopper's message, then every field no element carries, one "label: value" line each. */
function commentsOf(input: AdfLeadInput): string {
  const lines = Object.entries(input.fields).flatMap(([name, value]) => {
    if (MAPPED_FIELDS.has(name)) return [];
    const shown = commentValue(value);
    return shown === null ? [] : [`${FIELD_LABELS[name] ?? name}: ${shown}`];
  });
  const message = stringField(input.fields, 'message');
  return [message, ...lines].filter((line) => line !== '').join('\n');
}

function customerOf(input: AdfLeadInput): string {
  const { fields } = input;
  const email = stringField(fields, 'email');
  const phone = stringField(fields, 'phone');
  const reach = [email ? element('email', email) : '', phone ? element('phone', phone, { type: 'cellphone' }) : ''];
  const comments = commentsOf(input);
  return [
    '<customer><contact primarycontact="1">',
    element('name', stringField(fields, 'name'), { part: 'first' }),
    element('name', stringField(fields, 'last_name'), { part: 'last' }),
    ...reach,
    '</contact>',
    comments ? element('comments', comments) : '',
    '</customer>',
  ].join('');
}

function vendorOf(dealership: AdfDealership): string {
  return [
    '<vendor>',
    element('id', dealership.id, { source: ADF_DEALERSHIP_ID_SOURCE }),
    element('vendorname', dealership.name),
    '<contact>',
    element('name', dealership.name, { part: 'full', type: 'business' }),
    element('phone', dealership.phone, { type: 'voice' }),
    '</contact></vendor>',
  ].join('');
}

function providerOf(input: AdfLeadInput): string {
  return [
    '<provider>',
    element('id', input.site, { source: ADF_SITE_ID_SOURCE }),
    element('name', ADF_PROVIDER, { part: 'full', type: 'business' }),
    element('service', input.form),
    '</provider>',
  ].join('');
}

/**
 * The lead as an ADF/XML 1.0 document.
 *
 * @example adfLeadXml({ leadId: 'a1', site: 'harbourcity', form: 'enquiry', submittedAt: '2026-11-28T03:00:00.000Z',
 *   fields: { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412345678' }, car: null,
 *   dealership: { id: 1, name: 'Harbour City Toyota', phone: '02 9000 0000' } })
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new">…'
 */
export function adfLeadXml(input: AdfLeadInput): string {
  const prospect = [
    '<prospect status="new">',
    element('id', input.leadId, { sequence: '1', source: ADF_LEAD_ID_SOURCE }),
    element('requestdate', input.submittedAt),
    ...vehiclesOf(input),
    customerOf(input),
    vendorOf(input.dealership),
    providerOf(input),
    '</prospect>',
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>${prospect}</adf>\n`;
}

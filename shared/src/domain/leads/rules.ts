import { MUST_AGREE_TO_TERMS, REQUIRED_FIELD } from '../messages/catalogue';
import {
  CAREER_ENQUIRY_SUBCATEGORY,
  CAREERS_ENQUIRY,
  type EnquiryLead,
  GENERAL_ENQUIRY,
  type LeadProblem,
  type LeadSubmission,
} from './forms';

// The per-site rules of lead forms (spec: 000 §5 "Enquiry form"; 001 §5 terms checkbox), applied by
// the API after LeadSubmissionSchema and before the lead is stored.

/** What a dealer site changes about its forms. Built by the API from the tenant config. */
export interface LeadSiteRules {
  /** The site's dealerships (TenantConfig.dealerships). */
  dealershipSlugs: readonly string[];
  /** The site removed the dealership select from its forms (spec: 000 §5 "and the field is not removed"). */
  dealershipFieldRemoved?: boolean;
  /** The location select is enabled, so required (spec: 000 §5 "location required when enabled"). */
  locationEnabled?: boolean;
  /** When given, a submitted location must be one of these slugs or ids. */
  locations?: readonly string[];
  /** The Comments field is required; default true (spec: 000 §5 "message required unless configured otherwise"). */
  messageRequired?: boolean;
  /** The test-drive terms checkbox must be ticked (spec: 001 §5, one dealership variant). */
  termsRequired?: boolean;
  /** The finance form asks for the postcode, so a finance lead needs one (spec: 001 §5 "required where shown"). */
  financePostcodeRequired?: boolean;
}

export type Normalised<T> = { ok: true; lead: T } | { ok: false; problems: LeadProblem[] };

/** Platform: the spec names no message for a dealership or location outside the site. */
export const NOT_ONE_OF_OUR_DEALERSHIPS = 'Please choose one of our dealerships.';
export const NOT_ONE_OF_OUR_LOCATIONS = 'Please choose one of our locations.';

/**
 * Applies a site's enquiry rules (spec: 000 §5): Careers Enquiry becomes General Enquiry with
 * subcategory Career Enquiry; Comments required unless configured otherwise; a dealership required
 * when the site has several and has not removed the field, and always one of the site's own; a site
 * with one dealership gets it filled in; a location required when enabled.
 *
 * @example
 * normaliseEnquiry({ ...lead, category: 'Careers Enquiry' }, { dealershipSlugs: ['a'] }).lead.subcategory; // 'Career Enquiry'
 */
export function normaliseEnquiry(input: EnquiryLead, siteRules: LeadSiteRules): Normalised<EnquiryLead> {
  const problems: LeadProblem[] = [];
  let lead: EnquiryLead = { ...input };

  if (lead.category === CAREERS_ENQUIRY) {
    lead = { ...lead, category: GENERAL_ENQUIRY, subcategory: CAREER_ENQUIRY_SUBCATEGORY };
  }
  if ((siteRules.messageRequired ?? true) && !lead.message) {
    problems.push({ field: 'message', message: REQUIRED_FIELD });
  }
  const dealership = checkDealership(lead.dealership_slug, siteRules, problems);
  if (dealership !== lead.dealership_slug) lead = { ...lead, dealership_slug: dealership };
  checkLocation(lead.location, siteRules, problems);

  return problems.length > 0 ? { ok: false, problems } : { ok: true, lead };
}

/** The forms without a car that name their dealership on a site of several (the enquiry has its own rule). */
const ASKS_ITS_DEALERSHIP: ReadonlySet<LeadSubmission['form']> = new Set([
  'trade-in',
  'service-booking',
  'offer-enquiry',
]);

/** Whether a lead names its dealership as an enquiry does: the forms above, and a finance application without a car. */
function asksItsDealership(input: LeadSubmission): boolean {
  return ASKS_ITS_DEALERSHIP.has(input.form) || (input.form === 'finance' && input.car_id === undefined);
}

/**
 * Applies the site's rules to any lead: enquiries through normaliseEnquiry; the test-drive terms
 * checkbox where required (spec: 001 §5); an offer card's enquiry is an enquiry form, so its location
 * follows the enquiry rule (other forms' location is optional, but when sent one of the site's); a trade-in,
 * a service booking and an offer enquiry follow the enquiry's dealership rule (required on a site of several); and for every form, a dealership
 * (when sent) must be the site's own, so a lead can never be filed against another tenant's dealer.
 *
 * @example normaliseLead(lead, { dealershipSlugs: ['a', 'b'], termsRequired: true });
 */
export function normaliseLead(input: LeadSubmission, siteRules: LeadSiteRules): Normalised<LeadSubmission> {
  if (input.form === 'enquiry') return normaliseEnquiry(input, siteRules);
  const problems: LeadProblem[] = [];
  let lead = input;
  if (asksItsDealership(input)) {
    // None of these names a car to take the dealership from, so each asks as an enquiry does (spec: 000 §5);
    // an offer enquiry carries its offer's dealership, the others a select.
    const dealership = checkDealership(input.dealership_slug, siteRules, problems);
    if (dealership !== input.dealership_slug) lead = { ...input, dealership_slug: dealership };
  } else {
    // A select left on its empty choice posts '' (no preference), as normaliseEnquiry already reads it.
    const dealership = input.dealership_slug || undefined;
    if (dealership !== undefined && !siteRules.dealershipSlugs.includes(dealership)) {
      problems.push({ field: 'dealership_slug', message: NOT_ONE_OF_OUR_DEALERSHIPS });
    }
  }
  if (input.form === 'test-drive' && siteRules.termsRequired && input.terms_conditions !== true) {
    problems.push({ field: 'terms_conditions', message: MUST_AGREE_TO_TERMS });
  }
  if (input.form === 'finance' && siteRules.financePostcodeRequired && !input.postcode) {
    problems.push({ field: 'postcode', message: REQUIRED_FIELD });
  }
  if (input.form === 'offer-enquiry') checkLocation(input.location, siteRules, problems);
  else if ('location' in input) checkLocation(input.location, { ...siteRules, locationEnabled: false }, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lead };
}

function checkDealership(slug: string | undefined, rules: LeadSiteRules, problems: LeadProblem[]): string | undefined {
  const slugs = rules.dealershipSlugs;
  if (slug === undefined || slug === '') {
    if (slugs.length > 1 && !rules.dealershipFieldRemoved) {
      problems.push({ field: 'dealership_slug', message: REQUIRED_FIELD });
      return slug;
    }
    // One dealership: the lead is for it. Field removed on a group site: left for the CRM to route.
    return slugs.length === 1 ? slugs[0] : undefined;
  }
  if (!slugs.includes(slug)) problems.push({ field: 'dealership_slug', message: NOT_ONE_OF_OUR_DEALERSHIPS });
  return slug;
}

function checkLocation(location: string | undefined, rules: LeadSiteRules, problems: LeadProblem[]): void {
  if (location === undefined || location === '') {
    if (rules.locationEnabled) problems.push({ field: 'location', message: REQUIRED_FIELD });
    return;
  }
  if (rules.locations && !rules.locations.includes(location)) {
    problems.push({ field: 'location', message: NOT_ONE_OF_OUR_LOCATIONS });
  }
}

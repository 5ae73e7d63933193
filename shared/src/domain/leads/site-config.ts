import { z } from 'zod';
import type { LeadSiteRules } from './rules';

// What a dealer site configures about its lead forms (spec: 000 §5 "Enquiry form"; 001 §5 terms
// checkbox). Part of the tenant config (`TenantConfig.leadForms`); the API turns it into the
// LeadSiteRules that normaliseLead applies.

/** A site's lead-form settings; every field has the spec's default. */
export const LeadFormsConfigSchema = z.object({
  /** Comments required on enquiries (spec: 000 §5 "message required unless configured otherwise"). */
  messageRequired: z.boolean().default(true),
  /** The dealership select is removed from the forms (spec: 000 §5 "and the field is not removed"). */
  dealershipFieldRemoved: z.boolean().default(false),
  /** The location select is shown, so required (spec: 000 §5 "location required when enabled"). */
  locationEnabled: z.boolean().default(false),
  /** The test-drive terms checkbox must be ticked (spec: 001 §5, one dealership variant). */
  testDriveTermsRequired: z.boolean().default(false),
});
export type LeadFormsConfig = z.infer<typeof LeadFormsConfigSchema>;

/**
 * The rules normaliseLead applies on a site: its dealerships, its form settings and, when the API has
 * loaded them, the slugs and ids of its locations (a submitted location must be one of them).
 *
 * @example
 * leadSiteRulesFor({ dealerships: ['a', 'b'], leadForms: { ...defaults, locationEnabled: true } }, ['a-sales', '12']);
 * // → { dealershipSlugs: ['a', 'b'], locationEnabled: true, locations: ['a-sales', '12'], messageRequired: true, … }
 */
export function leadSiteRulesFor(
  site: { dealerships: readonly string[]; leadForms: LeadFormsConfig; finance?: { askPostcode: boolean } | null },
  locations?: readonly string[],
): LeadSiteRules {
  return {
    dealershipSlugs: site.dealerships,
    financePostcodeRequired: site.finance?.askPostcode ?? false,
    dealershipFieldRemoved: site.leadForms.dealershipFieldRemoved,
    locationEnabled: site.leadForms.locationEnabled,
    messageRequired: site.leadForms.messageRequired,
    termsRequired: site.leadForms.testDriveTermsRequired,
    ...(locations ? { locations } : {}),
  };
}

/**
 * Whether a site's lead forms ask for the dealership: exactly when the API requires one (spec: 000 §5
 * "dealership select required when the site has several dealerships and the field is not removed"), so
 * a form without the select can always be sent.
 *
 * @example dealershipSelectShown({ dealerships: ['a', 'b'], leadForms }) // true
 */
export function dealershipSelectShown(site: {
  dealerships: readonly string[];
  leadForms: Pick<LeadFormsConfig, 'dealershipFieldRemoved'>;
}): boolean {
  return site.dealerships.length > 1 && !site.leadForms.dealershipFieldRemoved;
}

import {
  type AnalyticsEventId,
  analyticsEventFor,
  type LeadProblem,
  type LeadSubmission,
  leadSiteRulesFor,
  normaliseLead,
  type TenantConfig,
  withCarDetails,
} from '@forecourt/shared';
import type { IssueSummary } from '@forecourt/shared/server-kit/api-error';
import { findSiteOffer } from '@forecourt/shared/server-kit/offers';
import { findSiteCar } from './lead-car';
import { dealershipIds, siteLocations } from './site-records';

// A parsed lead body → the lead the gateway stores, under the site's rules: the car and offer it
// names must be the site's own (404 otherwise), the car's details are the site's (withCarDetails),
// the form rules of spec 000 §5 / 001 §5 are applied (normaliseLead), and the dealership and location
// are resolved to the ids stored beside the lead.

/** A lead ready to store: the normalised form and the ids and event stored beside it. */
export interface PreparedLead {
  lead: LeadSubmission;
  car_id: number | null;
  /** The car's page slug, when the lead is about a car. */
  car_slug: string | null;
  dealership_id: number | null;
  location_id: number | null;
  offer_id: number | null;
  analytics_event: AnalyticsEventId | null;
}

/** Why a lead was refused: 404 for a car or offer the site does not have, 400 for the rules it breaks. */
export type LeadRefusal = { status: 404; error: string } | { status: 400; issues: IssueSummary[] };

export type Prepared = { ok: true; prepared: PreparedLead } | { ok: false; refusal: LeadRefusal };

function refused(problems: LeadProblem[]): Prepared {
  const issues = problems.map((problem) => ({ path: problem.field || '(root)', message: problem.message }));
  return { ok: false, refusal: { status: 400, issues } };
}

/** The location a lead names, if its form has one. */
function locationOf(lead: LeadSubmission): string | undefined {
  return 'location' in lead ? lead.location : undefined;
}

/**
 * Applies the site's rules to a parsed lead body and resolves the ids stored with it.
 *
 * @example
 * const result = await prepareLead(env.DB, tenant, body, new Date());
 * if (!result.ok) … // 404 → apiError(c, 404, refusal.error); 400 → invalidRequest(c, refusal.issues)
 */
export async function prepareLead(
  db: D1Database,
  tenant: TenantConfig,
  submission: LeadSubmission,
  now: Date,
): Promise<Prepared> {
  let lead = submission;
  const carId = 'car_id' in lead ? lead.car_id : undefined;
  const car = carId === undefined ? null : await findSiteCar(db, tenant, carId, now);
  if (carId !== undefined) {
    if (!car) return { ok: false, refusal: { status: 404, error: `Car not found: ${carId}` } };
    lead = withCarDetails(lead, car);
  }
  if (lead.form === 'offer-enquiry' && !(await findSiteOffer(db, tenant, lead.offer_id, now))) {
    return { ok: false, refusal: { status: 404, error: `Offer not found: ${lead.offer_id}` } };
  }

  const named = locationOf(lead);
  const locations = named ? await siteLocations(db, tenant) : null;
  const normalised = normaliseLead(lead, leadSiteRulesFor(tenant, locations?.names));
  if (!normalised.ok) return refused(normalised.problems);
  lead = normalised.lead;

  const slug = lead.dealership_slug;
  const dealershipId = slug === undefined ? null : ((await dealershipIds(db, [slug])).get(slug) ?? null);
  const location = named ? locations?.byName.get(named) : undefined;
  return {
    ok: true,
    prepared: {
      lead,
      car_id: car?.id ?? null,
      car_slug: car?.slug ?? null,
      dealership_id: dealershipId,
      location_id: location?.id ?? car?.location_id ?? null,
      offer_id: lead.form === 'offer-enquiry' ? lead.offer_id : null,
      analytics_event: analyticsEventFor(lead),
    },
  };
}

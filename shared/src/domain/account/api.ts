import { z } from 'zod';
import { plainText } from '../leads/fields';
import type { TradeInOutcome } from '../trade-in/api';

// The account page's shapes (issue 17 "Account": /my-garage, spec: 001 §2, §6): what the signed-in
// shopper left on this site with their phone, and the remembered details they may edit or forget.

/** One enquiry of the shopper's phone on this site (any lead form), newest first. */
export interface AccountEnquiry {
  id: string;
  /** The lead form (`enquiry`, `test-drive`, `finance` …). */
  form: string;
  /** The car it was about, when the site still shows it. */
  car: { slug: string; title: string } | null;
  /** ISO instant. */
  created_at: string;
}

/** One trade-in valuation of the shopper's phone on this site. */
export interface AccountTradeIn {
  lead_id: string;
  rego: string;
  rego_state: string;
  km: number;
  /** What the partner said, as the trade-in page shows it; null while the partner has not answered. */
  outcome: TradeInOutcome | null;
  /** ISO instant. */
  created_at: string;
}

/** The longest remembered name (platform). */
const ACCOUNT_NAME_MAX = 60;

/**
 * The remembered details a shopper edits (`POST /api/account/details`, a form or JSON). They fill the
 * site's forms, so reach the CRM with a lead: plain text only, as a lead's fields (issue 24 item 7).
 */
export const AccountDetailsSchema = z.strictObject({
  first_name: plainText(ACCOUNT_NAME_MAX).min(1, 'First name: This is a required field.'),
  last_name: plainText(ACCOUNT_NAME_MAX).default(''),
  email: z.union([z.literal(''), z.email('Email: Please enter a valid email address.')]).default(''),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

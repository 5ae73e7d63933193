import { CAREER_ENQUIRY_SUBCATEGORY, CAREERS_ENQUIRY, type LeadSubmission } from './forms';

// Analytics event ids recorded with a lead (spec: 000 §7 "Analytics event ids"; 001 §7 "Event tracker").

export const ANALYTICS_EVENTS = {
  /** spec: 000 §7 */
  NEW_ENQUIRY: 14,
  USED_ENQUIRY: 15,
  TEST_DRIVE: 17,
  USED_TEST_DRIVE: 48,
  OFFER_ACCEPTED: 18,
  PHONE_CLICK: 25,
  SAVE_CAR: 39,
  CAREERS: 51,
  HISTORY_REPORT: 60,
  PRINT: 61,
  /** spec: 001 §7 */
  FINANCE_CALCULATOR_FIRST_USE: 26,
  CODE_SENT: 36,
  CODE_VERIFIED: 37,
  FINANCE_ENQUIRY_FORM: 9,
} as const;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/**
 * The event recorded when a lead is stored, or null when the form has none of its own.
 * - enquiry: 51 when it is a careers enquiry (before or after normalisation); else 15 for a used car,
 *   14 otherwise (new, demo, or no car: the spec has no general-enquiry id, and 14 is the enquiry id
 *   that is not used-specific).
 * - test-drive: 48 for a used car, else 17.
 * - request-photos and find-similar: enquiries about a car, so 15 used / 14 otherwise.
 * - finance: 9 (spec: 001 §7 "9 (finance enquiry form)").
 * - offer-enquiry: offers are manufacturer new-car offers, so 14, or 17 when booking a test drive.
 * - trade-in: null. Event 18 "offer accepted" belongs to the trade-in valuation's offer-accepted update
 *   that carries the lead_id (spec: 000 §7, 001 §7), recorded then, not when the form is sent.
 * - service-booking: null; the specs give no event id for it.
 *
 * @example analyticsEventFor({ form: 'test-drive', car_type: 'used', ... }); // 48
 */
export function analyticsEventFor(lead: LeadSubmission): AnalyticsEventId | null {
  switch (lead.form) {
    case 'enquiry':
      if (lead.category === CAREERS_ENQUIRY || lead.subcategory === CAREER_ENQUIRY_SUBCATEGORY) {
        return ANALYTICS_EVENTS.CAREERS;
      }
      return lead.car_type === 'used' ? ANALYTICS_EVENTS.USED_ENQUIRY : ANALYTICS_EVENTS.NEW_ENQUIRY;
    case 'request-photos':
    case 'find-similar':
      return lead.car_type === 'used' ? ANALYTICS_EVENTS.USED_ENQUIRY : ANALYTICS_EVENTS.NEW_ENQUIRY;
    case 'test-drive':
      return lead.car_type === 'used' ? ANALYTICS_EVENTS.USED_TEST_DRIVE : ANALYTICS_EVENTS.TEST_DRIVE;
    case 'finance':
      return ANALYTICS_EVENTS.FINANCE_ENQUIRY_FORM;
    case 'offer-enquiry':
      return lead.intent === 'test-drive' ? ANALYTICS_EVENTS.TEST_DRIVE : ANALYTICS_EVENTS.NEW_ENQUIRY;
    case 'trade-in':
    case 'service-booking':
      return null;
  }
}

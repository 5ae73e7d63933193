// A site's finance wording (spec: 001 §1 "Dealer configuration … changes … finance wording"): the words the
// finance pages use for the landing and the pre-approval promise. The spec's own are the defaults. Zod-free
// (the finance island reads it).

/** The words a dealer may change. */
export interface FinanceWording {
  /** The landing's heading. */
  landingHeading: string;
  /** The pre-approval promise: the landing's lead and the popup's title. */
  preApproval: string;
}

/** spec: 001 §2 "a 'Get Finance Now' landing page"; "Popup view titled 'Instant Finance pre-approval …'". */
export const DEFAULT_FINANCE_WORDING: Readonly<FinanceWording> = {
  landingHeading: 'Get Finance Now',
  preApproval: 'Instant Finance pre-approval with no impact on your credit score.',
};

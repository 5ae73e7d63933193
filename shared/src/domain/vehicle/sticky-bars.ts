// When the vehicle page's sticky bars show (spec: 000 §2, §9 "The sticky header appears once the page
// has scrolled 500 pixels or more"; 001 §2 "The sticky bar opens once the page scrolls beyond 900
// pixels", a dealer setting). Zod-free and pure: the island feeds it the scroll position.

/** The sticky header shows from this scroll position on (spec: 000 §9, "500 pixels or more"). */
export const STICKY_HEADER_SCROLL_PX = 500;
/** The sticky action bar shows beyond this scroll position (spec: 001 §2, "beyond 900 pixels"). */
export const STICKY_ACTION_BAR_SCROLL_PX = 900;

/** Which sticky bars show. */
export interface StickyBars {
  header: boolean;
  actionBar: boolean;
}

/**
 * The sticky bars at a vertical scroll position; the action bar only where the site has it.
 * @example stickyBarsAt(600, { actionBarEnabled: true }) // { header: true, actionBar: false }
 * @example stickyBarsAt(901, { actionBarEnabled: true }) // { header: true, actionBar: true }
 */
export function stickyBarsAt(scrollY: number, site: { actionBarEnabled: boolean }): StickyBars {
  return {
    header: scrollY >= STICKY_HEADER_SCROLL_PX,
    actionBar: site.actionBarEnabled && scrollY > STICKY_ACTION_BAR_SCROLL_PX,
  };
}

/** The sticky action bar's message control, by the dealer's choice (spec: 001 §2 "'Enquire Now' or 'Instant Message'"). */
export const STICKY_BAR_MESSAGE_LABELS = { enquire: 'Enquire Now', instantMessage: 'Instant Message' } as const;
export type StickyBarMessageLabel = (typeof STICKY_BAR_MESSAGE_LABELS)[keyof typeof STICKY_BAR_MESSAGE_LABELS];

/**
 * What the sticky bar's message control reads on a site. Either way it opens the car's enquiry form: the
 * document gives the dealer the choice of wording for the same slot, and says nothing of another channel.
 * @example stickyBarMessageLabel({ instantMessage: true }) // "Instant Message"
 */
export function stickyBarMessageLabel(site: { instantMessage: boolean }): StickyBarMessageLabel {
  return site.instantMessage ? STICKY_BAR_MESSAGE_LABELS.instantMessage : STICKY_BAR_MESSAGE_LABELS.enquire;
}

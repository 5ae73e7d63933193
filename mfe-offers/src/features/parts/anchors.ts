// The parts search's enquiry in the page's URL: `?enquire={partId}#part-enquiry`. Apart from view.ts so
// the island (which renders the enquiry form) needs no view builder and no zod.

/** The id in `?enquire=` that opens a part's enquiry on the search page. */
export const ENQUIRE_PARAM = 'enquire';
/** The enquiry section's id, the target of each Enquire link. */
export const ENQUIRY_ANCHOR = 'part-enquiry';

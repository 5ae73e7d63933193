import { atom } from 'jotai/vanilla';

// Which lead form dialog is open on the vehicle page. Buttons anywhere on the page (sidebar, sticky
// bar, sold view) set it; the dialogs host (LeadFormDialogs) shows the matching dialog and clears it
// on close. A page-wide atom: the island has one store (jotai's default), so no prop threading.

/** The vehicle page's lead forms (spec: 000 §2 "Forms"; §3 form fields). */
export type VehicleLeadFormKind = 'enquiry' | 'test-drive' | 'request-photos' | 'find-similar';

/** The open form, or null when none is. */
export const openLeadFormAtom = atom<VehicleLeadFormKind | null>(null);

import { lazy, Suspense } from 'react';
import type { OpenEnquiry } from './EnquiryDialog';

// The enquiry dialog's code (the kit's Dialog, its overlay code and the form fields: ~20 KiB brotli) is
// its own chunk, fetched when a card first opens it rather than with the page: the server renders no
// dialog, so the server HTML and the first render are the same either way.

const EnquiryDialog = lazy(() =>
  import(/* webpackChunkName: "enquiry-dialog" */ './EnquiryDialog').then(
    (module) => ({ default: module.EnquiryDialog }),
    (error: unknown) => {
      // A chunk that cannot load (offline, a deploy in between) opens nothing; the page stays usable.
      console.error('mfe-offers: the enquiry dialog failed to load', error);
      return { default: () => null };
    },
  ),
);

/**
 * EnquiryDialog, its code loaded on the first open (focus moves in once it has loaded, and returns to
 * the opener on close, as before).
 * @example <EnquiryDialogOnDemand open={enquiry} onClose={() => setEnquiry(null)} />
 */
export function EnquiryDialogOnDemand({ open, onClose }: { open: OpenEnquiry | null; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialog open={open} onClose={onClose} />
    </Suspense>
  );
}

import { Dialog } from '@forecourt/shared/ui/Dialog';
import type { OfferCardView } from '../offer-card/view';
import { EnquiryForm, type EnquiryIntent } from './EnquiryForm';

/** Which card's enquiry is open, and for what. */
export interface OpenEnquiry {
  card: OfferCardView;
  intent: EnquiryIntent;
}

/**
 * The enquiry dialog the cards' Enquire Now and Book A Test Drive open (the kit's Dialog: focus moves
 * in, is trapped, and returns to the opener; Escape closes).
 * @example <EnquiryDialog open={enquiry} onClose={() => setEnquiry(null)} />
 */
export function EnquiryDialog({ open, onClose }: { open: OpenEnquiry | null; onClose: () => void }) {
  if (!open) return null;
  const title =
    open.intent === 'test-drive' ? `Book a test drive: ${open.card.model}` : `Enquire about ${open.card.name}`;
  return (
    <Dialog title={title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <EnquiryForm offer={open.card.enquiry} intent={open.intent} />
    </Dialog>
  );
}

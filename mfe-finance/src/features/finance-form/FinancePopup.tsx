import { Dialog } from '@forecourt/shared/ui/Dialog';
import { FinanceForm } from './FinanceForm';
import type { FinancePageData } from './view';

// The popup view (spec: 001 §2 "Popup view titled 'Instant Finance pre-approval with no impact on your
// credit score.'", or the site's own wording): the form in steps, in a dialog. Loaded only when opened (the
// dialog's overlay code is not worth every visit).

export default function FinancePopup({
  data,
  isOpen,
  onOpenChange,
}: {
  data: FinancePageData;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog title={data.wording.preApproval} isOpen={isOpen} onOpenChange={onOpenChange}>
      <FinanceForm data={data} stepped />
    </Dialog>
  );
}

import { Button, type ButtonProps } from '@forecourt/shared/ui/Button';
import { useSetAtom } from 'jotai/react';
import { openLeadFormAtom, type VehicleLeadFormKind } from '../lead-forms/open-lead-form';

/** The lead buttons' labels (spec: 001 §2 "Enquire Now"; 000 §2, 001 §4 "Book a Test Drive"). */
export const LEAD_BUTTON_LABELS = { enquiry: 'Enquire Now', 'test-drive': 'Book a Test Drive' } as const;

/**
 * A button that opens one of the page's lead form dialogs (they listen to `openLeadFormAtom`). Needs
 * JavaScript: without it the button does nothing.
 * @example <LeadFormButton form="enquiry" variant="primary" />
 */
export function LeadFormButton({
  form,
  label,
  ...props
}: {
  form: keyof typeof LEAD_BUTTON_LABELS;
  /** The dealer's wording for the button, where it has one (the sticky bar's 'Instant Message'). */
  label?: string;
} & Omit<ButtonProps, 'onPress' | 'children'>) {
  const openLeadForm = useSetAtom(openLeadFormAtom);
  const kind: VehicleLeadFormKind = form;
  return (
    <Button {...props} onPress={() => openLeadForm(kind)}>
      {label ?? LEAD_BUTTON_LABELS[form]}
    </Button>
  );
}

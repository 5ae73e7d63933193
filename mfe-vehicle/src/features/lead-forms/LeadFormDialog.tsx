import { Dialog } from '@forecourt/shared/ui/Dialog';
import { VEHICLE_LEAD_FORM_TITLES, type VehicleLeadForm } from '@forecourt/shared/vehicle/lead-forms';
import { EMPTY_LEAD_FORM_VALUES } from '@forecourt/shared/vehicle/lead-request';
import { useState } from 'react';
import { rememberedUserDetails } from './device-details';
import { LeadForm } from './LeadForm';
import type { LeadFormsView } from './lead-forms-view';

// The lazily loaded part of the lead forms (issue 6 "dialogs … load on demand"): LeadFormDialogs
// imports this module the first time a form opens, so a first visit downloads no form code.

export interface LeadFormDialogProps {
  form: VehicleLeadForm;
  view: LeadFormsView;
  onClose: () => void;
}

/**
 * A lead form in the kit's modal dialog, titled by the form and naming the car, pre-filled with the
 * details remembered on this device (spec: 000 §3 "Stored user details"). Browser only: it is
 * rendered after a button press, never on the server.
 *
 * @example <LeadFormDialog form="enquiry" view={data.leadForms} onClose={() => setOpen(null)} />
 */
export function LeadFormDialog({ form, view, onClose }: LeadFormDialogProps) {
  // Read once per opening: the device's details as they were when the visitor asked for the form.
  const [initialValues] = useState(() => ({ ...EMPTY_LEAD_FORM_VALUES, ...rememberedUserDetails() }));
  return (
    <Dialog
      title={VEHICLE_LEAD_FORM_TITLES[form]}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <p>{view.carName}</p>
      <LeadForm key={form} form={form} view={view} initialValues={initialValues} />
    </Dialog>
  );
}

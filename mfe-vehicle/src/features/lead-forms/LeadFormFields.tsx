import { Checkbox } from '@forecourt/shared/ui/Checkbox';
import { Select } from '@forecourt/shared/ui/Select';
import { TextArea } from '@forecourt/shared/ui/TextArea';
import { TextField } from '@forecourt/shared/ui/TextField';
import type { LeadFieldErrors } from '@forecourt/shared/vehicle/lead-form-checks';
import type { VehicleLeadForm } from '@forecourt/shared/vehicle/lead-forms';
import type { LeadFormField, LeadFormValues } from '@forecourt/shared/vehicle/lead-request';
import type { LeadFormsView } from './lead-forms-view';

// One control per lead field, labelled as the spec names them (000 §3: message "labelled Comments" on
// the enquiry; test-drive date, message and request-photos message optional, 000 §5), each showing its
// own error. The fields a step shows come from LEAD_FORM_STEPS.

/** Where the terms of use are (spec: 000 §2 "/terms-and-conditions"). */
export const TERMS_PATH = '/terms-and-conditions';

export interface LeadFormFieldProps {
  form: VehicleLeadForm;
  field: LeadFormField;
  values: LeadFormValues;
  errors: LeadFieldErrors;
  view: LeadFormsView;
  onChange: <Field extends LeadFormField>(field: Field, value: LeadFormValues[Field]) => void;
}

type TextFieldName = 'name' | 'last_name' | 'email' | 'phone' | 'postcode' | 'Rego' | 'dateTime';

const TEXT_FIELDS: Record<
  TextFieldName,
  {
    label: string;
    type?: 'text' | 'email' | 'tel' | 'date';
    autoComplete?: string;
    inputMode?: 'numeric' | 'tel' | 'email';
    maxLength?: number;
    isRequired: boolean;
  }
> = {
  name: { label: 'First name', autoComplete: 'given-name', maxLength: 80, isRequired: true },
  last_name: { label: 'Last name', autoComplete: 'family-name', maxLength: 80, isRequired: true },
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, isRequired: true },
  phone: { label: 'Mobile', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 32, isRequired: true },
  postcode: { label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4, isRequired: true },
  Rego: { label: 'Rego (optional)', maxLength: 12, isRequired: false },
  dateTime: { label: 'Preferred date (optional)', type: 'date', isRequired: false },
};

function messageLabel(form: VehicleLeadForm, required: boolean): string {
  if (form === 'enquiry') return required ? 'Comments' : 'Comments (optional)';
  return 'Message (optional)';
}

/**
 * Whether the field is shown for this car and site: a distribution location only where the car's
 * location has some, the terms only where the site asks (spec: 001 §5).
 * @example isFieldShown('terms_conditions', view) // view.rules.termsRequired
 */
export function isFieldShown(field: LeadFormField, view: LeadFormsView): boolean {
  if (field === 'distribution_location') return view.distributionLocations.length > 0;
  if (field === 'terms_conditions') return view.rules.termsRequired;
  return true;
}

/**
 * The control of one lead field; null for a field this car or site does not show (a distribution
 * location without any, the terms where the site does not ask).
 *
 * @example <LeadFormFieldControl form="enquiry" field="email" values={values} errors={errors} view={view} onChange={set} />
 */
export function LeadFormFieldControl({ form, field, values, errors, view, onChange }: LeadFormFieldProps) {
  const error = errors[field];
  switch (field) {
    case 'message': {
      const required = form === 'enquiry' && view.rules.messageRequired;
      return (
        <TextArea
          label={messageLabel(form, required)}
          name="message"
          isRequired={required}
          maxLength={5000}
          value={values.message}
          onChange={(value) => onChange('message', value)}
          errorMessage={error}
        />
      );
    }
    case 'opt_in':
      return (
        <Checkbox name="opt_in" isSelected={values.opt_in} onChange={(value) => onChange('opt_in', value)}>
          Keep me up to date with news and offers
        </Checkbox>
      );
    case 'terms_conditions':
      if (!view.rules.termsRequired) return null;
      return (
        <Checkbox
          name="terms_conditions"
          isRequired
          isSelected={values.terms_conditions}
          onChange={(value) => onChange('terms_conditions', value)}
          errorMessage={error}
        >
          I agree to the <a href={TERMS_PATH}>terms of use</a>
        </Checkbox>
      );
    case 'distribution_location':
      if (view.distributionLocations.length === 0) return null;
      return (
        <Select
          label="Preferred location (optional)"
          name="distribution_location"
          placeholder="Any location"
          options={view.distributionLocations.map((name) => ({ id: name, label: name }))}
          value={values.distribution_location || null}
          onChange={(key) => onChange('distribution_location', key === null ? '' : String(key))}
          errorMessage={error}
        />
      );
    default: {
      const { label, isRequired, ...input } = TEXT_FIELDS[field];
      return (
        <TextField
          label={label}
          name={field}
          isRequired={isRequired}
          {...input}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          errorMessage={error}
        />
      );
    }
  }
}

import { FORM_SUBMIT_FAILED } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { Spinner } from '@forecourt/shared/ui/Spinner';
import {
  firstStepWith,
  LEAD_FORM_STEPS,
  type LeadFieldErrors,
  leadStepErrors,
} from '@forecourt/shared/vehicle/lead-form-checks';
import { successPathFor, VEHICLE_LEAD_FORM_TITLES, type VehicleLeadForm } from '@forecourt/shared/vehicle/lead-forms';
import { type LeadFormField, type LeadFormValues, leadRequestFor } from '@forecourt/shared/vehicle/lead-request';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { rememberSentLead } from './device-details';
import { isFieldShown, LeadFormFieldControl } from './LeadFormFields';
import type { LeadFormsView } from './lead-forms-view';
import { sendLead } from './send-lead';

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  step: css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', color: 'mutedText' }),
  fields: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  wide: css({ gridColumn: '1 / -1' }),
  error: css({ m: '0', color: 'danger', fontWeight: 'semibold' }),
  actions: css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' }),
};

/** Fields that take a whole row (the rest pair up from the sm breakpoint). */
const WIDE_FIELDS: ReadonlySet<LeadFormField> = new Set([
  'email',
  'message',
  'opt_in',
  'terms_conditions',
  'distribution_location',
  'dateTime',
]);

/** The test drive's step headings (spec: 000 §4 "multi-step test drive form"). */
const STEP_TITLES: Partial<Record<VehicleLeadForm, readonly string[]>> = {
  'test-drive': ['Your details', 'Your booking'],
};

/** What the submit button says per form. */
const SUBMIT_LABELS: Record<VehicleLeadForm, string> = {
  enquiry: 'Send enquiry',
  'test-drive': 'Book test drive',
  'request-photos': 'Request photos',
  'find-similar': 'Find me something similar',
};

export interface LeadFormProps {
  form: VehicleLeadForm;
  view: LeadFormsView;
  /** The values to start from (the remembered details pre-filled). */
  initialValues: LeadFormValues;
}

/**
 * One lead form of the vehicle page (spec: 000 §4 "Forms. idle, submitting (button shows a spinner),
 * then success (redirect to /success) or error"): its steps, each checked before the next (§5
 * "Multi-step forms validate per step"); the last one sends the lead. Success remembers the details
 * and goes to /success; failure alerts the spec's text and shows the API's error (§8), with the API's
 * field problems on the fields.
 *
 * @example <LeadForm form="test-drive" view={data.leadForms} initialValues={values} />
 */
export function LeadForm({ form, view, initialValues }: LeadFormProps) {
  const steps = LEAD_FORM_STEPS[form];
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusTarget = useRef<'first' | 'invalid' | null>(null);
  const lastStep = step === steps.length - 1;
  const stepTitles = STEP_TITLES[form];

  // After a step change or a failed check, keyboard focus goes where the visitor continues.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render that set a target.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || !formRef.current) return;
    focusTarget.current = null;
    const selector = target === 'invalid' ? '[aria-invalid="true"]' : 'input, textarea, button';
    formRef.current.querySelector<HTMLElement>(selector)?.focus();
  }, [step, errors]);

  const change = <Field extends LeadFormField>(field: Field, value: LeadFormValues[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = leadStepErrors(form, step, values, view.rules);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusTarget.current = 'invalid';
      return;
    }
    if (!lastStep) {
      focusTarget.current = 'first';
      setStep(step + 1);
      return;
    }
    setSending(true);
    setFormError(null);
    const body = leadRequestFor(
      form,
      { car: view.car, defaults: view.defaults, termsShown: view.rules.termsRequired },
      values,
    );
    const answer = await sendLead(body, steps.flat());
    if (answer.ok) {
      const category = form === 'enquiry' ? view.defaults.category : VEHICLE_LEAD_FORM_TITLES[form];
      rememberSentLead(values, category, { id: view.car.car_id, slug: view.carSlug, name: view.carName });
      window.location.assign(successPathFor(form, view.carSlug));
      return;
    }
    setSending(false);
    window.alert(FORM_SUBMIT_FAILED);
    setFormError(answer.error);
    setErrors(answer.fieldErrors);
    const refusedStep = firstStepWith(form, Object.keys(answer.fieldErrors));
    if (refusedStep !== null) {
      focusTarget.current = 'invalid';
      setStep(refusedStep);
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
      {stepTitles && steps.length > 1 ? (
        <p className={styles.step}>{`Step ${step + 1} of ${steps.length}: ${stepTitles[step]}`}</p>
      ) : null}
      <div className={styles.fields}>
        {steps[step]
          ?.filter((field) => isFieldShown(field, view))
          .map((field) => (
            <div key={field} className={WIDE_FIELDS.has(field) ? styles.wide : undefined}>
              <LeadFormFieldControl
                form={form}
                field={field}
                values={values}
                errors={errors}
                view={view}
                onChange={change}
              />
            </div>
          ))}
      </div>
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {step > 0 ? (
          <Button
            variant="secondary"
            isDisabled={sending}
            onPress={() => {
              focusTarget.current = 'first';
              setStep(step - 1);
            }}
          >
            Back
          </Button>
        ) : null}
        {lastStep ? (
          <Button type="submit" isPending={sending}>
            {sending ? <Spinner label="Sending" /> : null}
            {SUBMIT_LABELS[form]}
          </Button>
        ) : (
          <Button type="submit">Next</Button>
        )}
      </div>
    </form>
  );
}

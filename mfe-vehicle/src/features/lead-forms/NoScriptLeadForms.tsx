import { css } from '@forecourt/shared/styled-system/css';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import {
  type AnchoredLeadForm,
  LEAD_FORM_ANCHORS,
  VEHICLE_LEAD_FORM_TITLES,
} from '@forecourt/shared/vehicle/lead-forms';
import { EMPTY_LEAD_FORM_VALUES, leadRequestFor } from '@forecourt/shared/vehicle/lead-request';
import { useId } from 'react';
import type { LeadFormsView } from './lead-forms-view';

// The search cards link to `/cars/{slug}#enquire`, `#test-drive` and `#find-similar` (spec: 000 §2
// "Search card actions"). With JavaScript the dialogs open from the fragment (LeadFormDialogs); without
// it the fragment lands here: a plain HTML form per target, posted as form fields to `POST /api/leads`,
// which takes them as it takes the dialogs' JSON. Inside <noscript>, so a page with JavaScript neither
// shows nor hydrates them.

const styles = {
  section: css({ display: 'grid', gap: '3', maxWidth: '40rem', scrollMarginTop: '4' }),
  form: css({ display: 'grid', gap: '3' }),
};
const parts = plainForm();

/** What the visitor types; everything else the form sends is the car's, written by the server. */
const TYPED_FIELDS: ReadonlySet<string> = new Set(['name', 'last_name', 'email', 'phone', 'message']);

function TextField({
  name,
  label,
  type = 'text',
  required = true,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <label className={parts.field}>
      {required ? label : `${label} (optional)`}
      <input className={parts.input} name={name} type={type} required={required} />
    </label>
  );
}

function NoScriptLeadForm({ form, view }: { form: AnchoredLeadForm; view: LeadFormsView }) {
  const headingId = useId();
  const termsShown = form === 'test-drive' && view.rules.termsRequired;
  const body = leadRequestFor(
    form,
    { car: view.car, defaults: view.defaults, termsShown: false },
    EMPTY_LEAD_FORM_VALUES,
  );
  const hidden = Object.entries(body).filter(([name]) => !TYPED_FIELDS.has(name));
  const messageRequired = form === 'enquiry' && view.rules.messageRequired;
  return (
    <section id={LEAD_FORM_ANCHORS[form]} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={parts.heading}>
        {VEHICLE_LEAD_FORM_TITLES[form]}
      </h2>
      <form className={styles.form} method="post" action="/api/leads">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <TextField name="name" label="First name" />
        <TextField name="last_name" label="Last name" />
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Mobile" type="tel" />
        <label className={parts.field}>
          {messageRequired ? 'Comments' : 'Comments (optional)'}
          <textarea className={parts.input} name="message" rows={4} required={messageRequired} />
        </label>
        {termsShown && (
          <label className={parts.check}>
            <input type="checkbox" name="terms_conditions" value="true" required />I accept the terms and conditions
          </label>
        )}
        <button className={parts.submit} type="submit">
          Send
        </button>
      </form>
    </section>
  );
}

/**
 * The search cards' fragment targets for a page without JavaScript: `forms` as plain HTML forms.
 * @example <NoScriptLeadForms view={data.leadForms} forms={['enquiry', 'test-drive']} />
 */
export function NoScriptLeadForms({ view, forms }: { view: LeadFormsView; forms: readonly AnchoredLeadForm[] }) {
  return (
    <noscript>
      {forms.map((form) => (
        <NoScriptLeadForm key={form} form={form} view={view} />
      ))}
    </noscript>
  );
}

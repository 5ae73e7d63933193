import { LEADS_API_PATH } from '@forecourt/shared/vehicle/lead-answer';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Field } from '../FormField';

// The parts every site page's lead form shares: a plain POST to the leads API (which stores the lead
// and, for a form posted without JavaScript, lands on /success), the visitor's contact details, and a
// native select for short choices (no script needed to open it, labelled by its <label>).

/** A choice of a select: the value posted and what the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled native select; `required` when the visitor must choose.
 * @example <ChoiceField id="careers-dealership" name="dealership_slug" label="Dealership" choices={choices} required />
 */
export function ChoiceField(props: {
  id: string;
  name: string;
  label: string;
  choices: readonly Choice[];
  required?: boolean;
  selected?: string;
}) {
  return (
    <div className="fc-field">
      <label className="fc-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        className="fc-field__input"
        id={props.id}
        name={props.name}
        required={props.required}
        defaultValue={props.selected ?? ''}
      >
        <option value="">{props.required ? 'Please choose' : 'No preference'}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A labelled multi-line text field.
 * @example <MessageField id="careers-message" label="About you" required />
 */
export function MessageField(props: { id: string; label: string; required?: boolean }) {
  return (
    <div className="fc-field">
      <label className="fc-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea className="fc-field__input" id={props.id} name="message" rows={4} required={props.required} />
    </div>
  );
}

/**
 * A lead form posting `form` (and any fixed `hidden` fields) to the leads API, with the contact fields
 * first and `children` after them.
 * @example <LeadForm id="service-booking" form="service-booking" heading="Book a service" submit="Book Service">…</LeadForm>
 */
export function LeadForm(props: {
  id: string;
  form: string;
  heading: string;
  submit: string;
  hidden?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section id={props.id} className="fc-site-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      <Form className="fc-form" method="post" action={LEADS_API_PATH} validationBehavior="native">
        <input type="hidden" name="form" value={props.form} />
        {Object.entries(props.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field name="name" label="First name" value="" autoComplete="given-name" isRequired />
        <Field name="last_name" label="Last name" value="" autoComplete="family-name" isRequired />
        <Field name="email" label="Email" type="email" value="" autoComplete="email" inputMode="email" isRequired />
        <Field
          name="phone"
          label="Mobile"
          type="tel"
          value=""
          autoComplete="tel"
          inputMode="tel"
          isRequired
          description="An Australian mobile, e.g. 0412 345 678."
        />
        {props.children}
        <div className="fc-actions">
          <Button className="fc-button fc-button--primary" type="submit">
            {props.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}

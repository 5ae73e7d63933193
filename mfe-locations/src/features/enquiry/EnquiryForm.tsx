import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { fieldClass, inputClass, submitClass } from '../forms/styles';

// An enquiry to a dealership (spec: 001 §2 location page; issue 18): a plain form posted as form
// fields to `POST /api/leads` (form `enquiry`), which files the lead and answers with the thank-you
// page, so it works the same with JavaScript on or off.

const styles = {
  form: css({ display: 'grid', gap: '3', maxWidth: '40rem' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
};

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
}) {
  return (
    <label className={fieldClass}>
      {label}
      <input className={inputClass} name={name} type={type} autoComplete={autoComplete} required />
    </label>
  );
}

/**
 * The enquiry form; `dealershipSlug` files it with that dealership, none with the site.
 * @example <EnquiryForm title="Enquire with Harbour City Toyota" dealershipSlug="harbour-city-toyota" />
 */
export function EnquiryForm({ title, dealershipSlug }: { title: string; dealershipSlug: string | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id="enquire">
      <form className={styles.form} method="post" action="/api/leads">
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <input type="hidden" name="form" value="enquiry" />
        {dealershipSlug && <input type="hidden" name="dealership_slug" value={dealershipSlug} />}
        <Field name="name" label="First name" autoComplete="given-name" />
        <Field name="last_name" label="Last name" autoComplete="family-name" />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="phone" label="Mobile" type="tel" autoComplete="tel" />
        <label className={fieldClass}>
          Comments
          <textarea className={inputClass} name="message" rows={4} required />
        </label>
        <button className={submitClass} type="submit">
          Send Enquiry
        </button>
      </form>
    </section>
  );
}

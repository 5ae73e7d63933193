import { css } from '@forecourt/shared/styled-system/css';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { useId } from 'react';

// An enquiry to a dealership (spec: 001 §2 location page; issue 18): a plain form posted as form
// fields to `POST /api/leads` (form `enquiry`), which files the lead and answers with the thank-you
// page, so it works the same with JavaScript on or off. On a site of several dealerships a form not about
// one asks which (spec: 000 §5): a native select, as every plain form's field is (the kit's react-aria
// Select opens only once an island hydrates, and the directory page has none), labelled and keyboard usable.

const formClass = css({ display: 'grid', gap: '3', maxWidth: '40rem' });
const parts = plainForm();

/** A dealership the enquiry can be filed with: the slug posted and the name read. */
export interface DealershipChoice {
  value: string;
  label: string;
}

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
    <label className={parts.field}>
      {label}
      <input className={parts.input} name={name} type={type} autoComplete={autoComplete} required />
    </label>
  );
}

/**
 * The enquiry form on the page at `pageId` (its path on the site, sent as the lead's `page_id`: spec 000 §3
 * "Enquiry form fields … page_id"); `dealershipSlug` files it with that dealership; without one, the visitor picks one of
 * `dealerships` when given (required), else the API files it with the site's one dealership.
 * @example <EnquiryForm title="Enquire with Harbour City Toyota" pageId="/contact-us/harbour-city-toyota-parramatta" dealershipSlug="harbour-city-toyota" />
 */
export function EnquiryForm({
  title,
  pageId,
  dealershipSlug,
  dealerships = [],
}: {
  title: string;
  pageId: string;
  dealershipSlug: string | null;
  dealerships?: readonly DealershipChoice[];
}) {
  const headingId = useId();
  const dealershipId = useId();
  return (
    <section aria-labelledby={headingId} id="enquire">
      <form className={formClass} method="post" action="/api/leads">
        <h2 id={headingId} className={parts.heading}>
          {title}
        </h2>
        <input type="hidden" name="form" value="enquiry" />
        <input type="hidden" name="page_id" value={pageId} />
        {dealershipSlug && <input type="hidden" name="dealership_slug" value={dealershipSlug} />}
        <Field name="name" label="First name" autoComplete="given-name" />
        <Field name="last_name" label="Last name" autoComplete="family-name" />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="phone" label="Mobile" type="tel" autoComplete="tel" />
        {!dealershipSlug && dealerships.length > 0 && (
          <label className={parts.field} htmlFor={dealershipId}>
            Dealership
            <select className={parts.input} id={dealershipId} name="dealership_slug" required defaultValue="">
              <option value="">Please choose</option>
              {dealerships.map((dealership) => (
                <option key={dealership.value} value={dealership.value}>
                  {dealership.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={parts.field}>
          Comments
          <textarea className={parts.input} name="message" rows={4} required />
        </label>
        <button className={parts.submit} type="submit">
          Send Enquiry
        </button>
      </form>
    </section>
  );
}

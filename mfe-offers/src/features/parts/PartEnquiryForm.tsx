import { PARTS_ENQUIRY_SUBCATEGORY } from '@forecourt/shared/parts/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextArea } from '@forecourt/shared/ui/TextArea';
import { TextField } from '@forecourt/shared/ui/TextField';
import { LEADS_API_PATH } from '@forecourt/shared/vehicle/lead-answer';
import { useId } from 'react';
import { ENQUIRY_ANCHOR } from './anchors';
import type { PartEnquiryView } from './view';

// A parts enquiry (issue 15 "Parts: parts enquiry lead"). The spec names no parts lead form, so it is
// the general enquiry (`form=enquiry`) filed under the Parts Enquiry subcategory with the part named in
// its comment: a plain POST to the leads API, which stores it and lands a script-less visitor on /success.

const styles = {
  section: css({
    display: 'grid',
    gap: '4',
    p: '5',
    bg: 'surface',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
  }),
  heading: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  form: css({ display: 'grid', gap: '3', maxWidth: '40rem' }),
  select: css({ display: 'grid', gap: '1', fontWeight: 'semibold' }),
  selectInput: css({
    p: '2',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'background',
    color: 'text',
    fontWeight: 'normal',
    _focusVisible: { focusRing: 'outside' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
};

/**
 * The enquiry section for one part.
 * @example <PartEnquiryForm enquiry={view.enquiry} />
 */
export function PartEnquiryForm({ enquiry }: { enquiry: PartEnquiryView }) {
  const headingId = useId();
  const dealershipId = useId();
  return (
    <section id={ENQUIRY_ANCHOR} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Enquire about {enquiry.part.name}
      </h2>
      <form className={styles.form} method="post" action={LEADS_API_PATH}>
        <input type="hidden" name="form" value="enquiry" />
        <input type="hidden" name="page_id" value={enquiry.pageId} />
        <input type="hidden" name="category" value={enquiry.category} />
        <input type="hidden" name="subcategory" value={PARTS_ENQUIRY_SUBCATEGORY} />
        <TextField label="First name" name="name" autoComplete="given-name" isRequired />
        <TextField label="Last name" name="last_name" autoComplete="family-name" isRequired />
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
        <TextField label="Mobile" name="phone" type="tel" autoComplete="tel" isRequired />
        {enquiry.dealerships.length > 0 ? (
          <label className={styles.select} htmlFor={dealershipId}>
            Dealership
            <select className={styles.selectInput} id={dealershipId} name="dealership_slug" required defaultValue="">
              <option value="">Please choose</option>
              {enquiry.dealerships.map((dealership) => (
                <option key={dealership.value} value={dealership.value}>
                  {dealership.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <TextArea label="Comments" name="message" isRequired defaultValue={enquiry.message} />
        <div className={styles.actions}>
          <button type="submit" className={button({ variant: 'primary' })}>
            Send enquiry
          </button>
          <a href={enquiry.closeHref}>Back to the parts</a>
        </div>
      </form>
    </section>
  );
}

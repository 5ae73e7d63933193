import { sendLead } from '@forecourt/shared/device/send-lead';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { TextArea } from '@forecourt/shared/ui/TextArea';
import { TextField } from '@forecourt/shared/ui/TextField';
import { LEADS_API_PATH } from '@forecourt/shared/vehicle/lead-answer';
import { SUCCESS_PATH } from '@forecourt/shared/vehicle/lead-forms';
import { type FormEvent, useState } from 'react';
import type { OfferEnquiryContext } from '../offer-card/view';

// The offer enquiry (spec: 001 §2 "Offers": Enquire Now and Book A Test Drive; shared leads/forms
// `OfferEnquiryLeadSchema`): a plain form that posts to `POST /api/leads` and lands on /success without
// JavaScript; with it, the same fields are sent as JSON and a refusal shows on the fields it names.

export type EnquiryIntent = 'enquire' | 'test-drive';

const styles = {
  form: css({ display: 'grid', gap: '3' }),
  pair: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  error: css({ m: '0', color: 'danger', fontWeight: 'semibold' }),
  actions: css({ display: 'grid', gap: '3', justifyItems: 'end' }),
};

const SHOWN_FIELDS = ['name', 'last_name', 'email', 'phone', 'message'] as const;

/** What each intent's submit button says. */
export const ENQUIRY_SUBMIT_LABELS: Record<EnquiryIntent, string> = {
  enquire: 'Send enquiry',
  'test-drive': 'Book test drive',
};

export interface EnquiryFormProps {
  offer: OfferEnquiryContext;
  intent: EnquiryIntent;
}

/**
 * The offer enquiry form.
 * @example <EnquiryForm offer={card.enquiry} intent="test-drive" />
 */
export function EnquiryForm({ offer, intent }: EnquiryFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFormError(null);
    const body = Object.fromEntries(new FormData(event.currentTarget).entries());
    const read = await sendLead(body, SHOWN_FIELDS);
    if (read.ok) {
      window.location.assign(SUCCESS_PATH);
      return;
    }
    setSending(false);
    setFormError(read.error);
    setErrors(read.fieldErrors);
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={LEADS_API_PATH}
      noValidate
      onSubmit={submit}
      aria-busy={sending}
    >
      <input type="hidden" name="form" value="offer-enquiry" />
      <input type="hidden" name="offer_id" value={String(offer.offerId)} />
      <input type="hidden" name="offer_name" value={offer.offerName} />
      <input type="hidden" name="manufacturer_slug" value={offer.manufacturerSlug} />
      <input type="hidden" name="model_slug" value={offer.modelSlug} />
      {offer.dealershipSlug && <input type="hidden" name="dealership_slug" value={offer.dealershipSlug} />}
      <input type="hidden" name="intent" value={intent} />
      <div className={styles.pair}>
        <TextField label="First name" name="name" autoComplete="given-name" isRequired errorMessage={errors.name} />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          isRequired
          errorMessage={errors.last_name}
        />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" isRequired errorMessage={errors.email} />
      <TextField label="Mobile" name="phone" type="tel" autoComplete="tel" isRequired errorMessage={errors.phone} />
      <TextArea label="Comments" name="message" errorMessage={errors.message} />
      <div className={styles.actions}>
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" isPending={sending}>
          {ENQUIRY_SUBMIT_LABELS[intent]}
        </Button>
      </div>
    </form>
  );
}

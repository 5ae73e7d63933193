import {
  CODE_SEND_TIMEOUT_MS,
  type CreditHistory,
  clampQuickQuotePrice,
  clampQuickQuoteTerm,
  digitsOnly,
  monthlyFromWeekly,
  partnerPhone,
  QUICK_QUOTE_BOUNDS,
  quoteDisclaimer,
} from '@forecourt/shared/finance/quick-quote';
import { formatPrice } from '@forecourt/shared/format/money';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { Checkbox } from '@forecourt/shared/ui/Checkbox';
import { TextField } from '@forecourt/shared/ui/TextField';
import { type FormEvent, useState } from 'react';
import { FieldSlider } from '../slider/FieldSlider';
import { CreditHistoryChoice } from './CreditHistoryChoice';
import { DealershipChoice } from './DealershipChoice';
import { jsonSender, sendCode, submitFinance } from './submission';
import { useQuickQuote } from './useQuickQuote';
import { type ContactErrors, type ContactValues, contactErrors, phoneError } from './validation';
import type { FinancePageData } from './view';

// The finance form (spec: 001 §2 base and popup views, §3 "Finance form", §4 phone verification and
// submission, §5, §8): the quick estimate, the visitor's details with the phone verified inline, then
// the two-step submission. Without JavaScript it is a plain form posting the lead to /api/leads (the
// code checked there; or the visitor verifies on the sign-in page first and posts without one).

const styles = {
  form: css({ display: 'grid', gap: '5', scrollMarginTop: '4' }),
  section: css({
    display: 'grid',
    gap: '3',
    border: 'none',
    m: '0',
    p: '0',
    '& legend': { fontSize: 'xl', fontWeight: 'semibold', mb: '2' },
  }),
  grid: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }),
  estimate: css({ display: 'grid', gap: '1', p: '4', borderRadius: 'md', bg: 'surface', minHeight: '20' }),
  weekly: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  small: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  code: css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' }),
  alert: css({
    p: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'danger',
    color: 'danger',
    bg: 'background',
    fontWeight: 'semibold',
  }),
  progress: css({ display: 'grid', gap: '2' }),
  steps: css({ display: 'flex', gap: '3', flexWrap: 'wrap', m: '0', p: '0', listStyle: 'none', fontSize: 'sm' }),
  current: css({ fontWeight: 'bold', color: 'primary' }),
  actions: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }),
};

/** spec: 001 §2 popup step headers. */
export const FINANCE_STEPS = ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'] as const;

type CodeState = 'not-sent' | 'sending' | 'sent';

const emptyContact: ContactValues = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  postcode: '',
  code: '',
  dealership: '',
};

/**
 * The form, as one page or in steps (the popup view).
 * @example <FinanceForm data={data} stepped={false} />
 */
export function FinanceForm({ data, stepped }: { data: FinancePageData; stepped: boolean }) {
  const { prefill, car } = data;
  const [priceText, setPriceText] = useState(String(prefill.price));
  const [price, setPrice] = useState(prefill.price);
  const [termText, setTermText] = useState(String(prefill.termYears));
  const [termYears, setTermYears] = useState(prefill.termYears);
  const [credit, setCredit] = useState<CreditHistory>(prefill.credit);
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [subscribe, setSubscribe] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [codeState, setCodeState] = useState<CodeState>('not-sent');
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [step, setStep] = useState(0);
  const quote = useQuickQuote({ ...prefill, price, termYears, credit });

  const field = (name: keyof ContactValues) => ({
    name,
    value: contact[name],
    errorMessage: errors[name],
    onChange: (value: string) => setContact((current) => ({ ...current, [name]: value })),
  });

  async function onSendCode() {
    const problem = phoneError(contact.phone);
    setErrors((current) => ({ ...current, phone: problem ?? undefined }));
    if (problem) return;
    setCodeState('sending');
    setAlert(null);
    const details = { first_name: contact.name, last_name: contact.last_name, email: contact.email };
    const sent = await sendCode(partnerPhone(contact.phone), details, jsonSender(fetch, CODE_SEND_TIMEOUT_MS));
    if (sent.kind === 'sent') setCodeState('sent');
    else {
      setCodeState('not-sent');
      setAlert(sent.message);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = partnerPhone(contact.phone);
    const alreadyVerified = verifiedPhone === phone;
    const found = contactErrors(
      alreadyVerified ? { ...contact, code: '000000' } : contact,
      data.askPostcode,
      data.dealerships.length > 0,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    setAlert(null);
    const person = {
      firstName: contact.name.trim(),
      lastName: contact.last_name.trim(),
      email: contact.email.trim(),
      phoneNumber: phone,
      subscribe,
      ...(data.askPostcode ? { postCode: contact.postcode.trim() } : {}),
    };
    // The car's (or the page's preferred) dealership, else the one the shopper chose.
    const dealershipSlug = prefill.dealershipSlug ?? (contact.dealership || null);
    const loan = {
      selfAssessedCreditScore: credit,
      purchasePrice: price,
      loanTerm: termYears,
      year: prefill.year,
      vin: prefill.vin,
      nvic: prefill.nvic,
    };
    const outcome = await submitFinance(
      {
        verify: alreadyVerified ? null : { phone, token: contact.code.trim() },
        customer: {
          data: { ...loan, ...person },
          additionalData: {
            car_id: car?.id ?? null,
            vin: prefill.vin,
            dealership_slug: dealershipSlug,
            car_type: prefill.carType,
            category: 'Finance Enquiry',
            lead_attributes: { visited_pages: [window.location.pathname], linked_query_params: data.linkedQuery },
          },
        },
        lead: {
          form: 'finance',
          name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          phone,
          ...(person.postCode ? { postcode: person.postCode } : {}),
          amount: price,
          term: termYears,
          selfAssessedCreditScore: credit,
          subscribe,
          ...(prefill.whoIsHelping ? { whoIsHelping: prefill.whoIsHelping } : {}),
          ...(car ? { car_id: car.id, car_year: car.year, car_description: car.description } : {}),
          ...(prefill.carType ? { car_type: prefill.carType } : {}),
          ...(dealershipSlug ? { dealership_slug: dealershipSlug } : {}),
          ...(prefill.vin ? { vin: prefill.vin } : {}),
          ...(prefill.nvic ? { nvic: prefill.nvic } : {}),
        },
      },
      jsonSender(fetch, 20_000),
    );
    if (outcome.verified) setVerifiedPhone(phone);
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url);
      return;
    }
    setAlert(outcome.message);
    setLoading(false);
  }

  const estimate = (
    <fieldset className={styles.section}>
      <legend>Quick Estimate</legend>
      <div className={styles.grid}>
        <TextField
          label="Purchase price"
          name="amount"
          inputMode="numeric"
          value={priceText}
          onChange={(text) => setPriceText(digitsOnly(text))}
          onBlur={() => {
            const clamped = clampQuickQuotePrice(priceText);
            setPrice(clamped);
            setPriceText(String(clamped));
          }}
          description={`$${QUICK_QUOTE_BOUNDS.price.min.toLocaleString('en-AU')} to $${QUICK_QUOTE_BOUNDS.price.max.toLocaleString('en-AU')}`}
        />
        <TextField
          label="Loan term (years)"
          name="term"
          type="number"
          inputMode="numeric"
          value={termText}
          onChange={(text) => {
            setTermText(text);
            if (/^\d+$/.test(text)) setTermYears(clampQuickQuoteTerm(Number(text)));
          }}
          onBlur={() => setTermText(String(termYears))}
          description="1 to 7 years"
        />
        {/* The term slider (spec: 001 "Term slider 1 to 7 years, step 1"), moving the field with it. */}
        <FieldSlider
          aria-label="Loan term (years)"
          minValue={QUICK_QUOTE_BOUNDS.termYears.min}
          maxValue={QUICK_QUOTE_BOUNDS.termYears.max}
          step={QUICK_QUOTE_BOUNDS.termYears.step}
          value={termYears}
          onChange={(years) => {
            setTermYears(years);
            setTermText(String(years));
          }}
        />
        <CreditHistoryChoice value={credit} onChange={setCredit} />
      </div>
      <output className={styles.estimate} aria-live="polite">
        {quote ? (
          <>
            <span className={styles.weekly}>{`${formatPrice(quote.weeklyRepaymentAmount)} /wk`}</span>
            <span>{`About ${formatPrice(monthlyFromWeekly(quote.weeklyRepaymentAmount))} a month at ${quote.advertisedRate.toFixed(2)}% p.a. (comparison rate ${quote.comparisonRate.toFixed(2)}% p.a.*)`}</span>
            <span className={styles.small}>{quoteDisclaimer(termYears, data.enquiryPhone)}</span>
          </>
        ) : (
          <span className={styles.small}>Your estimate appears here once the details above are in.</span>
        )}
      </output>
    </fieldset>
  );

  const details = (
    <fieldset className={styles.section}>
      <legend>Your Details</legend>
      <div className={styles.grid}>
        <TextField label="First name" autoComplete="given-name" isRequired {...field('name')} />
        <TextField label="Last name" autoComplete="family-name" isRequired {...field('last_name')} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...field('email')} />
        {data.askPostcode && (
          <TextField
            label="Postcode"
            placeholder="1234"
            inputMode="numeric"
            maxLength={4}
            isRequired
            {...field('postcode')}
          />
        )}
        {data.dealerships.length > 0 && (
          <DealershipChoice
            dealerships={data.dealerships}
            value={contact.dealership}
            errorMessage={errors.dealership}
            onChange={(dealership) => setContact((current) => ({ ...current, dealership }))}
          />
        )}
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          isRequired
          isReadOnly={codeState === 'sent'}
          description={codeState === 'sent' ? 'We texted a code to this number.' : undefined}
          {...field('phone')}
        />
      </div>
      <div className={styles.code}>
        <Button variant="secondary" onPress={onSendCode} isPending={codeState === 'sending'}>
          {codeState === 'sent' ? 'Resend Code' : 'Send Code'}
        </Button>
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...field('code')}
        />
      </div>
      <noscript>
        <p className={styles.small}>
          {'No code yet? '}
          <a href={`/sign-in?type=finance&redirect=${encodeURIComponent(data.returnPath)}`}>Verify your mobile</a>
          {' first, then come back to this form.'}
        </p>
      </noscript>
      <Checkbox name="subscribe" value="true" isSelected={subscribe} onChange={setSubscribe}>
        Keep me up to date with offers
      </Checkbox>
    </fieldset>
  );

  const hidden = (
    <>
      <input type="hidden" name="form" value="finance" />
      {car && <input type="hidden" name="car_id" value={car.id} />}
      {car && <input type="hidden" name="car_year" value={car.year} />}
      {prefill.carType && <input type="hidden" name="car_type" value={prefill.carType} />}
      {prefill.dealershipSlug && <input type="hidden" name="dealership_slug" value={prefill.dealershipSlug} />}
      {prefill.vin && <input type="hidden" name="vin" value={prefill.vin} />}
      {prefill.whoIsHelping && <input type="hidden" name="whoIsHelping" value={prefill.whoIsHelping} />}
    </>
  );

  const alertBox = alert && (
    <div className={styles.alert} role="alert">
      {alert}
    </div>
  );

  if (stepped) {
    return (
      <form className={styles.form} method="post" action="/api/leads" onSubmit={onSubmit} noValidate>
        <div className={styles.progress}>
          <progress value={step + 1} max={FINANCE_STEPS.length} aria-label="Progress" />
          <ol className={styles.steps}>
            {FINANCE_STEPS.map((label, index) => (
              <li
                key={label}
                className={index === step ? styles.current : undefined}
                aria-current={index === step ? 'step' : undefined}
              >
                {label}
              </li>
            ))}
          </ol>
        </div>
        {hidden}
        {step === 0 ? estimate : details}
        {alertBox}
        <div className={styles.actions}>
          {step > 0 && (
            <Button variant="secondary" onPress={() => setStep(0)}>
              Back
            </Button>
          )}
          {step === 0 ? (
            <Button onPress={() => setStep(1)}>Get A Personalised Quote</Button>
          ) : (
            <Button type="submit" isPending={loading}>
              Submit
            </Button>
          )}
        </div>
      </form>
    );
  }

  return (
    <form id="finance-form" className={styles.form} method="post" action="/api/leads" onSubmit={onSubmit} noValidate>
      {hidden}
      {estimate}
      {details}
      <div className={styles.actions}>
        <Button type="submit" isPending={loading}>
          Get A Personalised Quote
        </Button>
      </div>
      {alertBox}
    </form>
  );
}

import type { SignInType } from '@forecourt/shared';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Field } from './FormField';

// The sign-in page (spec: 001 §2 "/sign-in?type=…&redirect=…&back=…", §4 "Phone verification: not
// sent, then sending, then code sent (phone field locked; button reads 'Resend Code')"). Two steps,
// each a plain HTML form the gateway answers, so it works the same with JavaScript off: the details
// (and the number to text), then the 6-digit code. Errors arrive from the server as field errors
// (react-aria's `validationErrors`) and one alert under the form (spec: 001 §8).

/** The fields of the details step, named as the sign-in call names them (spec: 001 §7). */
export interface SignInDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface SignInBodyProps {
  type?: SignInType;
  /** Same-site path to land on once signed in. */
  redirect: string;
  /** Same-site path of the page the visitor came from. */
  back: string;
  /** `details` until a code has been sent to `values.phone`, then `code`; `signed-in` once a session exists. */
  step: 'details' | 'code' | 'signed-in';
  values: SignInDetails;
  /** Messages by field name (`first_name`, …, `code`). */
  fieldErrors?: Partial<Record<keyof SignInDetails | 'code', string>>;
  /** A message for the whole form (rate limit, invalid code, unknown error). */
  formError?: string;
}

/** The sign-in page; a POST to it texts a code. */
export const SIGN_IN_PATH = '/sign-in';
/** Where the code step posts the code. */
export const SIGN_IN_VERIFY_PATH = '/sign-in/verify';
/** The identity API's sign-out call (a form may post to it with a `redirect`). */
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/** What the visitor is signing in for, as the page's heading says it. */
const PURPOSE: Record<SignInType, string> = {
  'trade-in': 'to value your trade-in',
  checkout: 'to reserve your car',
  finance: 'to see your personalised finance',
  'spin-to-win': 'to spin to win',
  'online-payment': 'to make a payment',
  'car-finance': 'to apply for car finance',
  'my-garage': 'to open your garage',
  watchlist: 'to save cars to your watchlist',
};

/**
 * The sign-in form's action: the page's own URL, so the type and targets survive every step.
 *
 * @example signInAction('finance', '/personalised/finance', '/') // '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance&back=%2F'
 */
export function signInAction(
  type: SignInType | undefined,
  redirect: string,
  back: string,
  step: 'send' | 'verify' = 'send',
): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  params.set('redirect', redirect);
  params.set('back', back);
  return `${step === 'verify' ? SIGN_IN_VERIFY_PATH : SIGN_IN_PATH}?${params.toString()}`;
}

/**
 * The body of `/sign-in`.
 *
 * @example renderPage({ ...options, title: 'Sign in', body: <SignInBody type="finance" redirect="/personalised/finance" back="/" step="details" values={emptyDetails} /> })
 */
export function SignInBody({ type, redirect, back, step, values, fieldErrors = {}, formError }: SignInBodyProps) {
  if (step === 'signed-in') return <SignedIn phone={values.phone} redirect={redirect} back={back} type={type} />;
  const action = signInAction(type, redirect, back);
  const errors = Object.fromEntries(Object.entries(fieldErrors).filter(([, message]) => message));
  return (
    <div className="fc-container fc-sign-in">
      <h1 className="fc-message__title">{type ? `Sign in ${PURPOSE[type]}` : 'Sign in'}</h1>
      <p>
        {step === 'details'
          ? 'We will text a 6-digit code to your mobile to confirm it is you.'
          : `We sent a 6-digit code to ${values.phone}. It is valid for 5 minutes.`}
      </p>
      <Form className="fc-form" method="post" action={action} validationErrors={errors} validationBehavior="aria">
        {step === 'code' ? (
          <>
            <input type="hidden" name="first_name" value={values.first_name} />
            <input type="hidden" name="last_name" value={values.last_name} />
            <input type="hidden" name="email" value={values.email} />
          </>
        ) : (
          <>
            <Field name="first_name" label="First name" value={values.first_name} autoComplete="given-name" />
            <Field name="last_name" label="Last name" value={values.last_name} autoComplete="family-name" />
            <Field
              name="email"
              label="Email"
              type="email"
              value={values.email}
              autoComplete="email"
              inputMode="email"
            />
          </>
        )}
        <Field
          name="phone"
          label="Mobile"
          type="tel"
          value={values.phone}
          autoComplete="tel"
          inputMode="tel"
          isReadOnly={step === 'code'}
          isRequired
          description={step === 'details' ? 'An Australian mobile, e.g. 0412 345 678.' : undefined}
        />
        {step === 'code' ? (
          <Field
            name="code"
            label="Code"
            value=""
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            isRequired
            description="The 6 digits from the text message."
          />
        ) : null}
        {formError ? (
          <div className="fc-alert" role="alert">
            {formError}
          </div>
        ) : null}
        <div className="fc-actions">
          {step === 'code' ? (
            <>
              <Button
                className="fc-button fc-button--primary"
                type="submit"
                formAction={signInAction(type, redirect, back, 'verify')}
              >
                Verify
              </Button>
              <Button className="fc-button fc-button--secondary" type="submit" name="resend" value="true">
                Resend Code
              </Button>
            </>
          ) : (
            <Button className="fc-button fc-button--primary" type="submit">
              Send Code
            </Button>
          )}
          <a className="fc-button fc-button--secondary" href={back}>
            Back
          </a>
        </div>
      </Form>
    </div>
  );
}

/** The page for a visitor who is already signed in: go on, or sign out (a form, so it works without JavaScript). */
function SignedIn({
  phone,
  redirect,
  back,
  type,
}: {
  phone: string;
  redirect: string;
  back: string;
  type?: SignInType;
}) {
  return (
    <div className="fc-container fc-sign-in">
      <h1 className="fc-message__title">You are signed in</h1>
      <p>{`You are signed in with ${phone}.`}</p>
      <form className="fc-actions" method="post" action={SIGN_OUT_PATH}>
        <input type="hidden" name="redirect" value={signInAction(type, redirect, back)} />
        <a className="fc-button fc-button--primary" href={redirect}>
          Continue
        </a>
        <Button className="fc-button fc-button--secondary" type="submit">
          Sign out
        </Button>
      </form>
    </div>
  );
}

import { DEALER_SIGN_IN_PATH, DEALER_SIGN_OUT_PATH } from '@forecourt/shared';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Field } from './FormField';

// The dealer's area of the site (issues 29, 30): the sign-in with the dealer key, and the area's home listing the
// dealer pages the site's remotes declare. Plain HTML forms the gateway answers, so they work with JavaScript off.

export interface DealerSignInBodyProps {
  /** The site's name, as the heading says whose dealer signs in. */
  siteName: string;
  /** The dealer page to land on once signed in. */
  redirect: string;
  /** Why the last try was refused (a wrong or empty key): the key field's error. */
  error?: string;
}

/**
 * The body of `/dealer/sign-in`.
 * @example <DealerSignInBody siteName="Harbour City Toyota" redirect="/dealer/stock" />
 */
export function DealerSignInBody({ siteName, redirect, error }: DealerSignInBodyProps) {
  const action = `${DEALER_SIGN_IN_PATH}?${new URLSearchParams({ redirect }).toString()}`;
  return (
    <div className="fc-container fc-sign-in">
      <h1 className="fc-message__title">Dealer sign-in</h1>
      <p>{`For the staff of ${siteName}: sign in with the dealer key to manage the site's stock.`}</p>
      <Form
        className="fc-form"
        method="post"
        action={action}
        validationErrors={error ? { key: error } : {}}
        validationBehavior="aria"
      >
        <Field name="key" label="Dealer key" type="password" value="" autoComplete="current-password" isRequired />
        <div className="fc-actions">
          <Button className="fc-button fc-button--primary" type="submit">
            Sign in
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** A page of the dealer's area, as its home lists it. */
export interface DealerPageLink {
  title: string;
  path: string;
}

export interface DealerHomeBodyProps {
  siteName: string;
  /** The dealer pages the site's releases of the remotes declare (those without route params). */
  pages: readonly DealerPageLink[];
}

/**
 * The body of `/dealer`: the dealer pages, and sign-out.
 * @example <DealerHomeBody siteName="Harbour City Toyota" pages={[{ title: 'Stock feed', path: '/dealer/stock' }]} />
 */
export function DealerHomeBody({ siteName, pages }: DealerHomeBodyProps) {
  return (
    <div className="fc-container fc-sign-in">
      <h1 className="fc-message__title">Dealer pages</h1>
      <p>{`You are signed in as the dealer of ${siteName}.`}</p>
      {pages.length > 0 ? (
        <nav aria-label="Dealer pages">
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>No dealer pages are released on this site yet.</p>
      )}
      <form className="fc-actions" method="post" action={DEALER_SIGN_OUT_PATH}>
        <Button className="fc-button fc-button--secondary" type="submit">
          Sign out
        </Button>
      </form>
    </div>
  );
}

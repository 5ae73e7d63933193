// The page a form posted without JavaScript lands on when the site refuses it (spec: stock-search §8
// "Form submit failure: … An error occurred when submitting this form, and the form error is set";
// "Lead failure: the returned error"): with JavaScript the form shows both in place; without it this
// page does, with the way back to the form.

/** The heading of a refused form, as the spec words it. */
export const FORM_REFUSED_TITLE = 'An error occurred when submitting this form';

export interface FormRefusedBodyProps {
  /** The error the site returned, naming what it refused. */
  error: string;
  /** The same-site page the form was on ('/' when unknown). */
  backPath: string;
}

/**
 * The body of a refused form's answer page.
 *
 * @example renderPage({ ...options, title: FORM_REFUSED_TITLE, body: <FormRefusedBody error="Invalid request: email: Invalid email" backPath="/cars/x" /> })
 */
export function FormRefusedBody({ error, backPath }: FormRefusedBodyProps) {
  return (
    <div className="fc-container fc-message">
      <h1 className="fc-message__title">{FORM_REFUSED_TITLE}</h1>
      <p role="alert">{error}</p>
      <div className="fc-actions">
        <a className="fc-button fc-button--primary" href={backPath}>
          {backPath === '/' ? 'Go to the home page' : 'Back to the form'}
        </a>
      </div>
    </div>
  );
}

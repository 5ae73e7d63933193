import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { SignInBody, type SignInBodyProps, signInAction } from './SignInBody';

const DETAILS = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '0412 345 678' };

function render(overrides: Partial<SignInBodyProps> = {}): string {
  return renderToStaticMarkup(
    <SignInBody
      type="finance"
      redirect="/personalised/finance"
      back="/cars/x"
      step="details"
      values={DETAILS}
      {...overrides}
    />,
  );
}

/** The `<input …>` tag of the field named `name`. */
function inputNamed(html: string, name: string): string {
  return html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
}

describe('signInAction', () => {
  it('posts back to the page itself, keeping the type and both targets', () => {
    expect(signInAction('finance', '/personalised/finance', '/')).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance&back=%2F',
    );
    expect(signInAction(undefined, '/', '/')).toBe('/sign-in?redirect=%2F&back=%2F');
  });
});

describe('SignInBody', () => {
  it('asks for the details and the mobile first, with one labelled, required field each', () => {
    const html = render();
    expect(html).toContain('Sign in to see your personalised finance');
    expect(html).toContain('method="post"');
    expect(html).toContain(
      `action="${signInAction('finance', '/personalised/finance', '/cars/x').replaceAll('&', '&amp;')}"`,
    );
    expect(inputNamed(html, 'phone')).toContain('aria-required="true"');
    expect(inputNamed(html, 'email')).not.toContain('aria-required');
    for (const name of ['first_name', 'last_name', 'email', 'phone']) {
      const input = inputNamed(html, name);
      const id = input.match(/id="([^"]+)"/)?.[1];
      expect(html, name).toContain(`for="${id}"`);
    }
    expect(inputNamed(html, 'phone')).toContain('value="0412 345 678"');
    expect(inputNamed(html, 'code')).toBe('');
    expect(html).toContain('>Send Code</button>');
    expect(html).not.toContain('Resend Code');
  });

  it('locks the phone once the code is sent and offers Resend Code (spec: 001 §4)', () => {
    const html = render({ step: 'code' });
    expect(inputNamed(html, 'phone')).toContain('readOnly');
    expect(inputNamed(html, 'code')).toContain('autoComplete="one-time-code"');
    expect(inputNamed(html, 'code')).toContain('maxLength="6"');
    expect(html).toContain(
      `formAction="${signInAction('finance', '/personalised/finance', '/cars/x', 'verify').replaceAll('&', '&amp;')}"`,
    );
    expect(html).toContain('>Verify</button>');
    expect(html).toContain('>Resend Code</button>');
    // The details travel with the code so a resend needs nothing typed again.
    expect(inputNamed(html, 'first_name')).toContain('type="hidden"');
  });

  it("shows the server's field errors on their fields and a form error as an alert", () => {
    const html = render({
      step: 'code',
      fieldErrors: { code: 'Code must be 6 digits.' },
      formError: 'The verification code is invalid. Please try again.',
    });
    expect(inputNamed(html, 'code')).toContain('aria-invalid="true"');
    expect(html).toContain('Code must be 6 digits.');
    expect(html).toContain('role="alert">The verification code is invalid. Please try again.</div>');
  });

  it('offers Continue and Sign out to a visitor already signed in', () => {
    const html = render({ step: 'signed-in', values: { ...DETAILS, phone: '0412345678' } });
    expect(html).toContain('You are signed in with 0412345678.');
    expect(html).toContain('action="/api/auth/sign-out"');
    expect(html).toContain('href="/personalised/finance">Continue</a>');
    expect(html).toContain('>Sign out</button>');
    expect(inputNamed(html, 'phone')).toBe('');
  });

  it('links Back to the page the visitor came from', () => {
    expect(render()).toContain('href="/cars/x">Back</a>');
  });
});

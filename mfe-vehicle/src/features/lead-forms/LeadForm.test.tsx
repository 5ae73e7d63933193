import { FragmentSiteSettingsSchema } from '@forecourt/shared';
import { EMPTY_LEAD_FORM_VALUES } from '@forecourt/shared/vehicle/lead-request';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { FindSimilarOffer } from './FindSimilarOffer';
import { LeadForm } from './LeadForm';
import { LeadFormDialogs } from './LeadFormDialogs';
import { leadFormsViewOf } from './lead-forms-view';

// The forms as they first render in their dialog (the dialog itself is browser-only: RAC portals it).
// Step changes and sending are checked in the browser (e2e/vehicle-forms.spec.ts) and by the pure
// rules (shared/src/domain/vehicle/lead-form-checks.test.ts, lead-request.test.ts).

const view = leadFormsViewOf(sampleCar(), undefined);
const prefilled = { ...EMPTY_LEAD_FORM_VALUES, name: 'Sam', email: 'sam@example.com' };

/** Each label's text with the id of the control it names, and each input's id with its name. */
function labels(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([^<]*)<\/label>/g)) {
    found.set(match[2] as string, match[1] as string);
  }
  return found;
}

function controlNamed(html: string, id: string): string {
  const match = new RegExp(`<(input|textarea)[^>]*\\sid="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no control #${id}`);
  return match[0];
}

describe('LeadForm', () => {
  it('labels every enquiry field, marks the required ones and pre-fills the remembered details', () => {
    const html = renderToStaticMarkup(<LeadForm form="enquiry" view={view} initialValues={prefilled} />);
    const named = labels(html);
    expect([...named.keys()]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Mobile',
      'Postcode',
      'Comments',
      'Rego (optional)',
    ]);
    expect(controlNamed(html, named.get('First name') as string)).toContain('value="Sam"');
    expect(controlNamed(html, named.get('Email') as string)).toContain('type="email"');
    expect(controlNamed(html, named.get('Comments') as string)).toContain('aria-required="true"');
    expect(controlNamed(html, named.get('Rego (optional)') as string)).not.toContain('aria-required');
    expect(html).toContain('Keep me up to date with news and offers');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send enquiry<\/button>/);
  });

  it('calls the enquiry message optional where the site does not require it', () => {
    const relaxed = { ...view, rules: { ...view.rules, messageRequired: false } };
    const html = renderToStaticMarkup(
      <LeadForm form="enquiry" view={relaxed} initialValues={EMPTY_LEAD_FORM_VALUES} />,
    );
    expect(labels(html).has('Comments (optional)')).toBe(true);
  });

  it('starts a test drive at step 1 of 2 with the contact details and a Next button', () => {
    const html = renderToStaticMarkup(
      <LeadForm form="test-drive" view={view} initialValues={EMPTY_LEAD_FORM_VALUES} />,
    );
    expect(html).toContain('Step 1 of 2: Your details');
    expect([...labels(html).keys()]).toEqual(['First name', 'Last name', 'Email', 'Mobile', 'Postcode']);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Next<\/button>/);
    expect(html).not.toContain('Back');
  });

  it('asks for photos with an optional message and no visible Request Photos field', () => {
    const html = renderToStaticMarkup(
      <LeadForm form="request-photos" view={view} initialValues={EMPTY_LEAD_FORM_VALUES} />,
    );
    expect(labels(html).has('Message (optional)')).toBe(true);
    expect(html).not.toContain('Request Photos');
    expect(html).toMatch(/>Request photos<\/button>/);
  });
});

describe('LeadFormDialogs', () => {
  it('renders nothing on the server (dialogs load on demand in the browser)', () => {
    expect(renderToStaticMarkup(<LeadFormDialogs view={view} availability="in-stock" />)).toBe('');
  });
});

describe('FindSimilarOffer', () => {
  it("offers the sold view's find-me-something-similar form as a button", () => {
    const settings = FragmentSiteSettingsSchema.parse({});
    const html = renderToStaticMarkup(
      <FindSimilarOffer view={leadFormsViewOf(sampleCar({ status: 'sold' }), settings)} />,
    );
    expect(html).toMatch(/^<div><button[^>]*>Find Me Something Similar<\/button><\/div>$/);
  });
});

import { CODE_NOT_SENT } from '@forecourt/shared/messages/catalogue';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, journeyBrowser, openPage, siteUrl } from './support/browser.ts';
import { failingResources, type ServerPage } from './support/html.ts';
import { codeFromOutbox, codeSentTo, setSmsOutage } from './support/sms.ts';
import { attribute, fieldLabelled, SiteVisitor } from './support/visitor.ts';

// Journey (issue 5): a visitor of /sign-in?type=finance&redirect=/personalised/finance asks for a code,
// reads it where a phone would show it (the SMS simulator's outbox page), enters it, lands on the
// redirect signed in; signing out clears the session.

/**
 * A mobile only this journey uses, so the per-number send limits start fresh. The 0412 prefix keeps it
 * in a range libphonenumber accepts (not every 04xx is an Australian mobile range).
 */
const PHONE = `0412${String(Date.now()).slice(-6)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await journeyBrowser();
});
async function signedInPhone(page: Page): Promise<string | null> {
  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  return (session as { user: { phone: string } | null }).user?.phone ?? null;
}

/** The form of `page` whose submit button says `button`; throws when there is none. */
function formWithButton(page: ServerPage, button: string): Element {
  const found = [...page.document.querySelectorAll('form')].find((form) =>
    [...form.querySelectorAll('button')].some((candidate) => candidate.textContent?.trim() === button),
  );
  if (!found) throw new Error(`no form with a '${button}' button on ${page.path}`);
  return found;
}

const heading = (page: ServerPage) => page.document.querySelector('h1')?.textContent;

describe('signing in with a one-time code', () => {
  it('texts a code, verifies it, lands on the redirect signed in, and signs out (JavaScript on)', async () => {
    const phone = PHONE;
    const { page, errors } = await openPage(browser, {
      // A client of its own, so the per-client code-send budget is this journey's.
      extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.241' },
    });
    await page.goto(siteUrl('harbourcity', '/sign-in?type=finance&redirect=/personalised/finance'));
    await page.waitForLoadState('networkidle');
    await dismissPopup(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Sign in to see your personalised finance');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Mobile').fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    await page.getByRole('button', { name: 'Send Code' }).click();

    // The code step: the phone locked, Resend Code offered.
    await page.getByLabel('Code').waitFor();
    expect(await page.getByLabel('Mobile').getAttribute('readonly')).not.toBeNull();
    await expect(page.getByRole('button', { name: 'Resend Code' }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Code').fill(await codeFromOutbox(page, phone));
    const beforeLanding = [...errors];
    await page.getByLabel('Code').press('Enter');
    await page.waitForURL((url) => url.pathname === '/personalised/finance');

    expect(await signedInPhone(page)).toBe(phone);
    await page.goto(siteUrl('harbourcity', '/sign-in?redirect=/personalised/finance'));
    await expect(page.locator('main p').first().textContent()).resolves.toBe(`You are signed in with ${phone}.`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Mobile').waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe('Sign in');
    expect(await signedInPhone(page)).toBeNull();
    expect(beforeLanding).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Without JavaScript the journey is server HTML, its forms and its cookie: read and submitted over HTTP
  // (support/visitor.ts), as Chromium would, with every stylesheet and image each page loads checked.
  it('texts a code, verifies it, lands on the redirect signed in, and signs out (JavaScript off)', async () => {
    const phone = `${PHONE.slice(0, -1)}${(Number(PHONE.at(-1)) + 1) % 10}`;
    // A client of its own, so the per-client code-send budget is this journey's.
    const visitor = new SiteVisitor('harbourcity', { 'CF-Connecting-IP': '203.0.113.242' });
    const start = await visitor.open('/sign-in?type=finance&redirect=/personalised/finance');
    expect(start.status).toBe(200);
    expect(heading(start)).toBe('Sign in to see your personalised finance');
    expect(await failingResources('harbourcity', start.document)).toEqual([]);

    const codeStep = await visitor.submit(
      start,
      formWithButton(start, 'Send Code'),
      {
        'First name': 'Ada',
        'Last name': 'Lovelace',
        Email: 'ada@example.com',
        Mobile: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
      },
      'Send Code',
    );
    // The code step: the phone locked, Resend Code offered.
    expect(codeStep.status).toBe(200);
    const codeForm = formWithButton(codeStep, 'Resend Code');
    expect(attribute(fieldLabelled(codeStep.document, codeForm, 'Mobile'), 'readonly')).not.toBeNull();
    expect(
      [...codeStep.document.querySelectorAll('button')].filter(
        (button) => button.textContent?.trim() === 'Resend Code',
      ),
    ).toHaveLength(1);
    expect(await failingResources('harbourcity', codeStep.document)).toEqual([]);

    // Enter in the Code field submits the form with its default button, the first submit button.
    fieldLabelled(codeStep.document, codeForm, 'Code');
    const landed = await visitor.submit(codeStep, codeForm, { Code: await codeSentTo(phone) });
    expect(landed.path.split('?')[0]).toBe('/personalised/finance');
    expect(landed.status).toBe(200);

    const signedIn = await visitor.open('/sign-in?redirect=/personalised/finance');
    expect(signedIn.document.querySelector('main p')?.textContent).toBe(`You are signed in with ${phone}.`);
    const signedOut = await visitor.submit(signedIn, formWithButton(signedIn, 'Sign out'), {}, 'Sign out');
    expect(heading(signedOut)).toBe('Sign in');
    fieldLabelled(signedOut.document, formWithButton(signedOut, 'Send Code'), 'Mobile');
    expect(await failingResources('harbourcity', signedOut.document)).toEqual([]);
  });
});

describe('when the SMS partner is down (issue 13)', () => {
  it('says plainly that the code could not be sent, and sends one once the partner is back (JavaScript off)', async () => {
    const phone = `${PHONE.slice(0, -1)}${(Number(PHONE.at(-1)) + 5) % 10}`;
    const visitor = new SiteVisitor('harbourcity', { 'CF-Connecting-IP': '203.0.113.243' });
    const start = await visitor.open('/sign-in?type=finance&redirect=/personalised/finance');
    await setSmsOutage(true);
    let refused: ServerPage;
    try {
      refused = await visitor.submit(start, formWithButton(start, 'Send Code'), { Mobile: phone }, 'Send Code');
    } finally {
      await setSmsOutage(false);
    }
    expect(refused.status).toBe(503);
    expect(refused.document.querySelector('[role="alert"]')?.textContent).toBe(CODE_NOT_SENT);
    const form = formWithButton(refused, 'Send Code');
    expect(fieldLabelled(refused.document, form, 'Mobile').getAttribute('value')).toBe(phone);
    const codeStep = await visitor.submit(refused, form, {}, 'Send Code');
    fieldLabelled(codeStep.document, formWithButton(codeStep, 'Resend Code'), 'Code');
  });
});

import { CODE_NOT_SENT } from '@forecourt/shared/messages/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dismissPopup, launchChromium, openPage, siteUrl } from './support/browser.ts';
import { codeFromOutbox, setSmsOutage } from './support/sms.ts';

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
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPhone(page: Page): Promise<string | null> {
  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  return (session as { user: { phone: string } | null }).user?.phone ?? null;
}

describe('signing in with a one-time code', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`texts a code, verifies it, lands on the redirect signed in, and signs out (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const phone = javaScriptEnabled ? PHONE : `${PHONE.slice(0, -1)}${(Number(PHONE.at(-1)) + 1) % 10}`;
      const { page, errors } = await openPage(browser, {
        javaScriptEnabled,
        // A client of its own, so the per-client code-send budget is this journey's.
        extraHTTPHeaders: { 'CF-Connecting-IP': javaScriptEnabled ? '203.0.113.241' : '203.0.113.242' },
      });
      await page.goto(siteUrl('harbourcity', '/sign-in?type=finance&redirect=/personalised/finance'));
      if (javaScriptEnabled) {
        await page.waitForLoadState('networkidle');
        await dismissPopup(page);
      }
      await expect(page.locator('h1').textContent()).resolves.toBe('Sign in to see your personalised finance');
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Mobile').fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
      await page.getByRole('button', { name: 'Send Code' }).click();

      // The code step: the phone locked, Resend Code offered.
      await page.getByLabel('Code').waitFor();
      expect(await page.getByLabel('Mobile').getAttribute('readonly')).not.toBeNull();
      await expect(page.getByRole('button', { name: 'Resend Code' }).count()).resolves.toBe(1);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Code').fill(await codeFromOutbox(page, phone));
      const beforeLanding = [...errors];
      await page.getByLabel('Code').press('Enter');
      await page.waitForURL((url) => url.pathname === '/personalised/finance');

      if (javaScriptEnabled) {
        expect(await signedInPhone(page)).toBe(phone);
      }
      await page.goto(siteUrl('harbourcity', '/sign-in?redirect=/personalised/finance'));
      await expect(page.locator('main p').first().textContent()).resolves.toBe(`You are signed in with ${phone}.`);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Mobile').waitFor();
      await expect(page.locator('h1').textContent()).resolves.toBe('Sign in');
      if (javaScriptEnabled) expect(await signedInPhone(page)).toBeNull();
      expect(beforeLanding).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('when the SMS partner is down (issue 13)', () => {
  it('says plainly that the code could not be sent, and sends one once the partner is back (JavaScript off)', async () => {
    const phone = `${PHONE.slice(0, -1)}${(Number(PHONE.at(-1)) + 5) % 10}`;
    const { page } = await openPage(browser, {
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.243' },
    });
    await page.goto(siteUrl('harbourcity', '/sign-in?type=finance&redirect=/personalised/finance'));
    await page.getByLabel('Mobile').fill(phone);
    await setSmsOutage(true);
    try {
      const answer = page.waitForResponse((res) => res.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send Code' }).click();
      expect((await answer).status()).toBe(503);
      await expect(page.getByRole('alert').textContent()).resolves.toBe(CODE_NOT_SENT);
      expect(await page.getByLabel('Mobile').inputValue()).toBe(phone);
    } finally {
      await setSmsOutage(false);
    }
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Code').waitFor();
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import * as catalogue from './catalogue';

describe('message catalogue (spec: 000 §8, 001 §8)', () => {
  it('keeps the verification texts exactly as the spec writes them', () => {
    expect(catalogue.REQUIRED_FIELD).toBe('This is a required field.');
    expect(catalogue.CODE_MUST_BE_6_DIGITS).toBe('Code must be 6 digits.');
    expect(catalogue.TOO_MANY_VERIFICATION_ATTEMPTS).toBe('Too many verification attempts. Please try again later.');
    expect(catalogue.VERIFICATION_CODE_INVALID).toBe('The verification code is invalid. Please try again.');
  });

  it('says plainly when a code could not be sent (platform, issue 13)', () => {
    expect(catalogue.CODE_NOT_SENT).toBe('We could not send your code just now. Please try again in a minute.');
  });

  it('keeps the form and lead texts, typo included', () => {
    expect(catalogue.UNEXPECTED_ERROR).toBe('An unexpected error occured');
    expect(catalogue.FORM_SUBMIT_FAILED).toBe('An error occurred when submitting this form');
    expect(catalogue.LEAD_SUBMISSION_FAILED).toBe('Lead submission failed');
    expect(catalogue.PHONE_NOT_AVAILABLE).toBe('Phone not available');
    expect(catalogue.MUST_AGREE_TO_TERMS).toBe('*You must agree to the terms of use before submitting.');
    expect(catalogue.FIX_ERRORS_HEADING).toBe('Please fix the following errors:');
  });

  it('keeps the postcode texts', () => {
    expect(catalogue.INVALID_POSTCODE).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(catalogue.INVALID_POSTCODE_GEOCODE).toBe('Invalid postcode');
    expect(catalogue.POSTCODE_EMPTY).toBe('Please enter a postcode.');
    expect(catalogue.POSTCODE_UNKNOWN).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  it('says when to try a postcode again (platform, issue 24)', () => {
    expect(catalogue.TOO_MANY_POSTCODE_LOOKUPS).toBe(
      'You have looked up a lot of postcodes in a short time. Please try again in a minute.',
    );
  });

  it('fills the templated texts', () => {
    expect(catalogue.copiedToClipboard('2021 Toyota Corolla')).toBe('Copied 2021 Toyota Corolla to your clipboard!');
    expect(catalogue.financePriceOutOfBounds('$1,000')).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(catalogue.budgetTooLow('Ute')).toBe('Budget too low: No Utes found for this budget');
    expect(catalogue.noneFoundButton('Ute')).toBe('0 Utes Found');
  });

  it('keeps the toasts and search texts', () => {
    expect(catalogue.CAR_SAVED_IN_WATCHLIST).toBe('Car Saved In Watchlist');
    expect(catalogue.CAR_REMOVED).toBe('Car Removed');
    expect(catalogue.NO_OFFERS_TITLE).toBe('No Results Available');
    expect(catalogue.NO_RESULTS).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
  });

  it('has no accidental leading or trailing spaces', () => {
    for (const [name, value] of Object.entries(catalogue)) {
      const text = typeof value === 'function' ? value('X') : value;
      expect(text, name).toBe(text.trim());
    }
  });
});

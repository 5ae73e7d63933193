import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR } from '../messages/catalogue';
import { readLeadAnswer } from './lead-answer';

describe('readLeadAnswer', () => {
  it('reads a stored lead', () => {
    const leadId = '0b6c1a52-3f7e-4a8e-9c1d-2f0e8a7b6c5d';
    expect(readLeadAnswer(201, { lead_id: leadId }, [])).toEqual({ ok: true, leadId });
  });

  it("puts a refusal's issues on the fields the form shows and keeps the API's error", () => {
    const body = {
      error: 'Invalid request: phone: Please enter a valid Australian mobile number.; car_id: Expected a numeric id.',
      issues: [
        { path: 'phone', message: 'Please enter a valid Australian mobile number.' },
        { path: 'phone', message: 'second' },
        { path: 'car_id', message: 'Expected a numeric id.' },
        { path: 42, message: 'junk' },
      ],
    };
    expect(readLeadAnswer(400, body, ['name', 'phone'])).toEqual({
      ok: false,
      error: body.error,
      fieldErrors: { phone: 'Please enter a valid Australian mobile number.' },
    });
  });

  it('falls back to the spec text when the answer has no error (spec: 000 §8)', () => {
    expect(readLeadAnswer(502, undefined, [])).toEqual({ ok: false, error: UNEXPECTED_ERROR, fieldErrors: {} });
    expect(readLeadAnswer(500, { error: ' ' }, [])).toMatchObject({ error: 'An unexpected error occured' });
    expect(readLeadAnswer(201, { lead_id: 42 }, [])).toMatchObject({ ok: false, error: UNEXPECTED_ERROR });
    expect(readLeadAnswer(201, { lead_id: '' }, [])).toMatchObject({ ok: false, error: UNEXPECTED_ERROR });
  });
});

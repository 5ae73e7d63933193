import { describe, expect, it } from 'vitest';
import { CODE_MUST_BE_6_DIGITS, INVALID_AUSTRALIAN_MOBILE, INVALID_EMAIL, REQUIRED_FIELD } from '../messages/catalogue';
import {
  ContactQuerySchema,
  RateLimitRequestSchema,
  SignInWithOtpRequestSchema,
  SignOutRequestSchema,
  VerifyOtpRequestSchema,
} from './api';

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
};

describe('SignInWithOtpRequestSchema (spec: 001 §7 "phone, options.data {…}")', () => {
  it("reads the spec's shape from fetch", () => {
    const parsed = SignInWithOtpRequestSchema.parse({
      phone: '+61 412 345 678',
      options: {
        data: {
          first_name: ' Ana ',
          last_name: 'Lee',
          email: 'Ana@Example.com',
          website: 'sunvalley',
          dealership_slug: 'sun-valley-toyota',
        },
      },
    });
    expect(parsed).toEqual({
      phone: '0412345678',
      details: {
        first_name: 'Ana',
        last_name: 'Lee',
        email: 'ana@example.com',
        website: 'sunvalley',
        dealership_slug: 'sun-valley-toyota',
      },
      redirect: undefined,
      error_redirect: undefined,
    });
  });

  it("reads an HTML form's flat fields, blank ones as missing, and its redirect targets made safe", () => {
    const parsed = SignInWithOtpRequestSchema.parse({
      phone: '0412345678',
      first_name: 'Ana',
      email: '',
      redirect: '/sign-in?step=code',
      error_redirect: '//evil.example',
    });
    expect(parsed).toEqual({
      phone: '0412345678',
      details: { first_name: 'Ana' },
      redirect: '/sign-in?step=code',
      error_redirect: '/',
    });
  });

  it.each([
    [{}, 'phone', REQUIRED_FIELD],
    [{ phone: '02 9876 5432' }, 'phone', INVALID_AUSTRALIAN_MOBILE],
    [{ phone: '0412345678', options: { data: { email: 'nope' } } }, 'options.data.email', INVALID_EMAIL],
    [{ phone: '0412345678', first_name: 'x'.repeat(81) }, 'first_name', 'Must be at most 80 characters.'],
    [{ phone: 412345678 }, 'phone', 'Expected text.'],
  ])('refuses %j naming the field', (body, path, message) => {
    expect(firstIssue(SignInWithOtpRequestSchema.safeParse(body))).toEqual({ path, message });
  });
});

describe('VerifyOtpRequestSchema (spec: 001 §5, §7)', () => {
  it('reads phone, token and type', () => {
    expect(VerifyOtpRequestSchema.parse({ phone: '0412 345 678', token: ' 012345 ', type: 'sms' })).toMatchObject({
      phone: '0412345678',
      token: '012345',
      type: 'sms',
    });
  });

  it.each([
    [{ phone: '0412345678' }, 'token', REQUIRED_FIELD],
    [{ phone: '0412345678', token: '12345' }, 'token', CODE_MUST_BE_6_DIGITS],
    [{ phone: '0412345678', token: '123456', type: 'email' }, 'type', "type: expected 'sms'"],
  ])('refuses %j naming the field', (body, path, message) => {
    expect(firstIssue(VerifyOtpRequestSchema.safeParse(body))).toEqual({ path, message });
  });
});

describe('the other identity calls', () => {
  it('normalise the phone', () => {
    expect(RateLimitRequestSchema.parse({ phone: '61412345678' })).toEqual({ phone: '0412345678' });
    expect(ContactQuerySchema.parse({ phone_number: '+61412345678' })).toEqual({ phone_number: '0412345678' });
    expect(SignOutRequestSchema.parse({})).toEqual({ redirect: undefined, error_redirect: undefined });
  });
});

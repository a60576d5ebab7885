import { describe, expect, it } from 'vitest';
import { statusOf } from './error-handler.js';
import { AppError } from './errors.js';
import { checkPhone, e164OrRefuse } from './phone.js';

const INTERNATIONAL_FORM =
  'Enter your phone number in international form, with + and the country code, for example +1 415 555 0123.';

describe('phone numbers', () => {
  it.each([
    ['+44 20 7946 0018', '+442079460018'],
    ['  +44 20 7946 0018  ', '+442079460018'],
    ['+44 (0)20 7946 0018', '+442079460018'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['+1.415.555.0123', '+14155550123'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+442079460018', '+442079460018'],
  ])('reads %j as %s', (typed, e164) => {
    expect(checkPhone(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['a number without a country code', '555 0100', INTERNATIONAL_FORM],
    ['a national number', '020 7946 0018', INTERNATIONAL_FORM],
    ['00 instead of +', '0044 20 7946 0018', INTERNATIONAL_FORM],
    ['nothing', '', INTERNATIONAL_FORM],
    ['a + alone', '+', INTERNATIONAL_FORM],
    ['words', '+call me', INTERNATIONAL_FORM],
    [
      'too few digits for the country',
      '+1 555 0100',
      '+1 555 0100 is not a valid phone number for the country code +1: check the digits that follow it.',
    ],
    [
      'digits outside the country plan',
      '+1 555 123 4567',
      '+1 555 123 4567 is not a valid phone number for the country code +1: check the digits that follow it.',
    ],
    [
      'an unknown country code',
      '+999 1234567',
      '+999 1234567 does not start with a country code we know: enter + and the country code, then the number, for example +1 415 555 0123.',
    ],
    [
      'far too many digits',
      '+44 2079 4600 1812 3456 789',
      '+44 2079 4600 1812 3456 789 has too many digits to be a phone number.',
    ],
    [
      'an extension',
      '+1 415 555 0123 ext. 12',
      'Enter the phone number without an extension: an alert by SMS or call cannot dial one.',
    ],
  ])('refuses %s (%j) and says why', (_label, typed, problem) => {
    expect(checkPhone(typed)).toEqual({ ok: false, problem });
  });

  it('refuses with a 400 validation-failed whose issue names the field', () => {
    expect(e164OrRefuse('+44 20 7946 0018', 'phone')).toBe('+442079460018');
    const error = (() => {
      try {
        e164OrRefuse('555 0100', 'phoneNumber');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(statusOf[(error as AppError).code]).toBe(400);
    expect(error).toMatchObject({
      code: 'validation-failed',
      message: INTERNATIONAL_FORM,
      issues: [{ path: 'phoneNumber', message: INTERNATIONAL_FORM }],
    });
  });
});

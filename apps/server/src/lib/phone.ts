// The full ("max") metadata checks a number's digits against each country's plan, not only its
// length, so a number that no provider could text or call is refused when it is typed.
import type * as PhoneNumbers from 'libphonenumber-js/max';
import { ValidationError } from './errors.js';
import { lazyRequire } from './lazy.js';

// ~0.5 MB of metadata, loaded with the first number typed.
const phoneNumbers = lazyRequire<typeof PhoneNumbers>('libphonenumber-js/max');

const EXAMPLE = '+1 415 555 0123';
const INTERNATIONAL_FORM = `Enter your phone number in international form, with + and the country code, for example ${EXAMPLE}.`;

const NO_EXTENSION =
  'Enter the phone number without an extension: an alert by SMS or call cannot dial one.';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: string };

/** A phone number as typed, read in international form and written as E.164 (`+442079460018`). */
export function checkPhone(input: string): PhoneCheck {
  const typed = input.trim();
  if (!typed.startsWith('+')) return { ok: false, problem: INTERNATIONAL_FORM };
  const { ParseError, parsePhoneNumberWithError } = phoneNumbers();
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(typed, { extract: false });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return { ok: false, problem: parseProblem(typed, error.message) };
  }
  if (parsed.ext) return { ok: false, problem: NO_EXTENSION };
  if (!parsed.isValid()) {
    const problem = `${typed} is not a valid phone number for the country code +${parsed.countryCallingCode}: check the digits that follow it.`;
    return { ok: false, problem };
  }
  return { ok: true, e164: parsed.number };
}

/** Words for libphonenumber's parse errors: INVALID_COUNTRY, NOT_A_NUMBER, TOO_SHORT, TOO_LONG. */
function parseProblem(typed: string, reason: string) {
  if (reason === 'INVALID_COUNTRY')
    return `${typed} does not start with a country code we know: enter + and the country code, then the number, for example ${EXAMPLE}.`;
  if (reason === 'TOO_SHORT') return `${typed} has too few digits to be a phone number.`;
  if (reason === 'TOO_LONG') return `${typed} has too many digits to be a phone number.`;
  return INTERNATIONAL_FORM;
}

/** The number as E.164, or a 400 `validation-failed` whose issue names `field`. */
export function e164OrRefuse(input: string, field: string): string {
  const checked = checkPhone(input);
  if (checked.ok) return checked.e164;
  throw new ValidationError(checked.problem, [{ path: field, message: checked.problem }]);
}

/**
 * Validation rules of SPEC §5 as pure functions. Each returns the SPEC message for the
 * first broken rule, or null. The API enforces them; the forms show the same text first.
 */
import {
  ADDRESS_MIN_LENGTH,
  INDIA,
  INDIAN_STATES,
  OTP_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  dialCodeFor,
  findCountry,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import { compactPhone, phoneDigitCount, withDialCode } from './phone-format.ts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.ts';
import { cleanText } from './clean-text.ts';
import { NOT_PRINTABLE_MESSAGE, isPrintableText } from './printable-text.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Email is trimmed and lowercased before anything else (SPEC §5). */
export function normalizeEmail(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase();
}

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;
// The local part is an RFC 5322 dot-atom: no quotes, spaces, angle brackets, commas, semicolons,
// parentheses or control characters, so no mail library can read a display name, a comment or a
// second recipient into it.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The one e-mail address rule: exactly one mailbox `local@domain`, returned normalized (trimmed,
 * lower-cased) as it is stored, rate-limited and mailed; null for anything else (display names,
 * lists, quoted or over-long local parts, IP literals, malformed domains). Deliverability is
 * proven by the OTP.
 */
export function parseEmailAddress(raw: string | null | undefined): string | null {
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX_LENGTH) return null;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return null;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return null;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!) ? email : null;
}

export function validateEmail(raw: string | null | undefined): string | null {
  if (!normalizeEmail(raw)) return MESSAGES.emailRequired;
  return parseEmailAddress(raw) ? null : MESSAGES.emailInvalid;
}

export function validateOtp(raw: string | null | undefined): string | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(raw ?? '') ? null : MESSAGES.otpRequired;
}

const PHONE_SHAPE = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** The numbering plan of each country of the form (libphonenumber-js region codes); 'Other' has none. */
export const PHONE_REGIONS: Readonly<Record<string, CountryCode>> = {
  India: 'IN',
  'United States': 'US',
  'United Kingdom': 'GB',
  Canada: 'CA',
  Australia: 'AU',
  Germany: 'DE',
  France: 'FR',
  'United Arab Emirates': 'AE',
  Singapore: 'SG',
  Japan: 'JP',
  Brazil: 'BR',
  'South Africa': 'ZA',
  Nigeria: 'NG',
  Bangladesh: 'BD',
  Pakistan: 'PK',
  'Sri Lanka': 'LK',
  Nepal: 'NP',
  Bhutan: 'BT',
};

/**
 * The number's national part when it is a valid mobile number of the country's numbering plan
 * (libphonenumber-js mobile metadata, e.g. India: 10 digits starting 6–9), with a leading trunk 0
 * dropped; null when it is not. Countries without a plan ('Other') only get the SPEC's 7–15 digits.
 */
export function nationalMobileNumber(countryName: string | null | undefined, raw: string | null | undefined): string | null {
  const region = PHONE_REGIONS[(countryName ?? '').trim()];
  const dial = dialCodeFor(countryName);
  if (!region || !dial) return null;
  const parsed = parsePhoneNumberFromString(compactPhone(raw), PHONE_METADATA);
  // A calling code is one plan: +1 serves the United States and Canada, +44 also Guernsey, Jersey and Man.
  if (!parsed || `+${parsed.countryCallingCode}` !== dial || !parsed.isValid()) return null;
  return parsed.nationalNumber;
}

export interface ProfileInput {
  name?: string | null;
  phone?: string | null;
  country?: string | null;
  state?: string | null;
}

export type ProfileField = 'name' | 'phone' | 'country' | 'state';

export function validateProfile(input: ProfileInput): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const name = cleanText(input.name);
  const country = (input.country ?? '').trim();
  const state = (input.state ?? '').trim();
  const phone = compactPhone(input.phone);

  if (!name) errors.name = MESSAGES.nameRequired;
  else if (!isPrintableText(name)) errors.name = NOT_PRINTABLE_MESSAGE;
  if (!country || !findCountry(country)) errors.country = MESSAGES.countryRequired;
  if (country === INDIA && !INDIAN_STATES.includes(state)) errors.state = MESSAGES.stateRequired;

  const dial = dialCodeFor(country);
  if (!phone || phone === dial) errors.phone = MESSAGES.phoneRequired;
  else if (!PHONE_SHAPE.test(phone) || (dial && !phone.startsWith(dial))) errors.phone = MESSAGES.phoneInvalid;
  else if (PHONE_REGIONS[country] && !nationalMobileNumber(country, phone)) errors.phone = MESSAGES.phoneInvalid;
  return errors;
}

/** The first message of a field-error map, in form order, for one-line answers. */
export function firstError<K extends string>(errors: FieldErrors<K>, order: readonly K[]): string | null {
  for (const key of order) {
    const message = errors[key];
    if (message) return message;
  }
  return null;
}

export const PROFILE_FIELD_ORDER: readonly ProfileField[] = ['name', 'country', 'state', 'phone'];

/** SPEC §4: name and phone present, country present, state when India, phone with at least 7 digits. */
export function isProfileComplete(p: ProfileInput | null | undefined): boolean {
  if (!p) return false;
  if (!cleanText(p.name) || !p.phone?.trim() || !p.country?.trim()) return false;
  if (p.country.trim() === INDIA && !p.state?.trim()) return false;
  return phoneDigitCount(p.phone) >= PHONE_MIN_DIGITS;
}

/** "+91 9876543210": the dial code and the national number (a typed trunk 0 dropped) when the plan knows it. */
function phoneForStorage(country: string, raw: string | null | undefined): string {
  const national = nationalMobileNumber(country, withDialCode(country, raw));
  return national ? `${dialCodeFor(country)} ${national}` : withDialCode(country, raw).trim();
}

/** Normalizes a valid profile for storage: clean text, phone compacted as "+91 9876543210", state null outside India. */
export function normalizeProfile(input: ProfileInput): Required<{ [K in ProfileField]: string | null }> {
  const country = (input.country ?? '').trim();
  return {
    name: cleanText(input.name) ?? '',
    country,
    state: country === INDIA ? (input.state ?? '').trim() : null,
    phone: phoneForStorage(country, input.phone),
  };
}

/** The stored form of a valid offer-letter address: the one clean-text rule, as it is validated. */
export function normalizeOfferAddress(raw: string | null | undefined): string {
  return cleanText(raw) ?? '';
}

export function validateOfferAddress(raw: string | null | undefined): string | null {
  const address = cleanText(raw);
  if (address === null) return MESSAGES.addressIncomplete;
  if (!address) return MESSAGES.addressRequired;
  if (address.length < ADDRESS_MIN_LENGTH) return MESSAGES.addressIncomplete;
  if (!isPrintableText(address)) return NOT_PRINTABLE_MESSAGE;
  return null;
}

/** Longest payment link accepted (a URL, including a UPI deep link's parameters). */
export const PAYMENT_LINK_MAX_LENGTH = 2048;

/**
 * SPEC §5 admin payment link: an absolute https URL to a payment page (a host with a dot, no
 * credentials; never plain http://, which the SPEC's scheme list still names: a student's payment
 * page must not travel unencrypted) or a UPI deep link naming the payee (upi://pay?pa=...), free of control, bidi and
 * invisible characters (the clean-text rule). Null when valid.
 */
export function validatePaymentLink(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!text || text.length > PAYMENT_LINK_MAX_LENGTH || /\s/.test(text)) return MESSAGES.paymentLinkInvalid;
  // The clean-text rule: control, bidi-override and invisible characters are refused (a link shown
  // to a student must read as it goes); a link is plain ASCII once percent-encoded anyway.
  if (cleanText(text) !== text) return MESSAGES.paymentLinkInvalid;
  const web = /^https:\/\/([^/?#]+)([/?#].*)?$/i.exec(text);
  if (web) {
    // The authority: no credentials (user:pass@), a host name with a dot, an optional port.
    const hostOk = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i.test(web[1] as string);
    return hostOk ? null : MESSAGES.paymentLinkInvalid;
  }
  const upi = /^upi:\/\/[a-z]+\?(.+)$/i.exec(text);
  if (upi) {
    const payee = /(?:^|&)pa=([^&]*)/.exec(upi[1] as string)?.[1] ?? '';
    return payee.trim() ? null : MESSAGES.paymentLinkInvalid;
  }
  return MESSAGES.paymentLinkInvalid;
}

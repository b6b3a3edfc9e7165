import { describe, expect, it } from 'vitest';
import { COUNTRIES, INDIAN_STATES } from './constants.ts';
import { PHONE_METADATA } from './phone-metadata.ts';
import { MESSAGES } from './messages.ts';
import {
  PHONE_REGIONS,
  isProfileComplete,
  nationalMobileNumber,
  normalizeEmail,
  normalizeProfile,
  parseEmailAddress,
  validateEmail,
  validateOfferAddress,
  validateOtp,
  validateProfile,
} from './validation.ts';
import { withDialCode } from './phone-format.ts';

const valid = { name: 'Asha Rao', country: 'India', state: 'Karnataka', phone: '+91 9876543210' };

describe('sign-in rules', () => {
  it('trims and lowercases the email and requires it', () => {
    expect(normalizeEmail('  Asha@Example.COM ')).toBe('asha@example.com');
    expect(validateEmail('   ')).toBe(MESSAGES.emailRequired);
    expect(validateEmail('asha@example.com')).toBeNull();
    expect(validateEmail('not-an-email')).toBe(MESSAGES.emailInvalid);
  });

  it('accepts one plain mailbox local@domain and returns it as stored', () => {
    expect(parseEmailAddress('  Asha.Rao+portal@Mail.Example.CO.IN ')).toBe('asha.rao+portal@mail.example.co.in');
    for (const ok of ["o'brien@example.ie", 'a_b-c@sub-domain.example.com', 'x@xn--80ak6aa92e.com', `${'a'.repeat(64)}@example.com`]) {
      expect(parseEmailAddress(ok), ok).toBe(ok);
    }
  });

  it('refuses display names, quotes, lists and anything a mail library could read as another recipient', () => {
    const disguised = [
      'x<victim@example.com>',
      'victim@example.com>',
      '<victim@example.com>',
      '"victim"@example.com',
      'a<victim@example.com>',
      'ceo.portal.example<dup@example.com>',
      'Asha <asha@example.com>',
      'a@example.com,b@example.com',
      'a@example.com;b@example.com',
      'a@b@example.com',
      'asha(comment)@example.com',
      'asha@example.com (Asha)',
      'as ha@example.com',
      'asha\u0000@example.com',
      'asha@exam\u0000ple.com',
      'asha\r\nbcc:x@example.com',
      '<script>x@x.co',
      'asha@[127.0.0.1]',
      'asha@127.0.0.1',
    ];
    for (const bad of disguised) {
      expect(parseEmailAddress(bad), bad).toBeNull();
      expect(validateEmail(bad), bad).toBe(MESSAGES.emailInvalid);
    }
  });

  it('keeps to the RFC 5321 lengths and valid domain labels', () => {
    expect(parseEmailAddress(`${'a'.repeat(65)}@example.com`)).toBeNull();
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(parseEmailAddress(longest)).toBe(longest);
    expect(parseEmailAddress(`a${longest}`)).toBeNull();
    for (const bad of [
      '.asha@example.com',
      'asha.@example.com',
      'as..ha@example.com',
      'asha@example',
      'asha@-example.com',
      'asha@example-.com',
      'asha@exa_mple.com',
      'asha@example..com',
      'asha@.example.com',
      'asha@example.c',
      'asha@example.123',
      `asha@${'b'.repeat(64)}.com`,
      'asha@exämple.com',
      'äsha@example.com',
      '@example.com',
      'asha@',
    ]) {
      expect(parseEmailAddress(bad), bad).toBeNull();
    }
  });

  it('accepts exactly six digits as an OTP', () => {
    expect(validateOtp('123456')).toBeNull();
    for (const bad of ['12345', '1234567', '12a456', '', null]) expect(validateOtp(bad)).toBe(MESSAGES.otpRequired);
  });
});

describe('profile rules', () => {
  it('has 36 Indian states and territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('accepts a valid profile', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(isProfileComplete(valid)).toBe(true);
  });

  it('gives each SPEC message for its broken rule', () => {
    expect(validateProfile({ ...valid, name: ' ' }).name).toBe(MESSAGES.nameRequired);
    expect(validateProfile({ ...valid, name: '\u200b\u200b' }).name).toBe(MESSAGES.nameRequired);
    expect(validateProfile({ ...valid, name: 'Asha \u202eoaR' }).name).toBe(MESSAGES.nameRequired);
    expect(validateProfile({ ...valid, name: 'Asha\u0000' }).name).toBe(MESSAGES.nameRequired);
    expect(validateProfile({ ...valid, country: '' }).country).toBe(MESSAGES.countryRequired);
    expect(validateProfile({ ...valid, country: 'Atlantis' }).country).toBe(MESSAGES.countryRequired);
    expect(validateProfile({ ...valid, state: '' }).state).toBe(MESSAGES.stateRequired);
    expect(validateProfile({ ...valid, state: 'Gotham' }).state).toBe(MESSAGES.stateRequired);
    expect(validateProfile({ ...valid, phone: '' }).phone).toBe(MESSAGES.phoneRequired);
    expect(validateProfile({ ...valid, phone: '+91 ' }).phone).toBe(MESSAGES.phoneRequired);
    expect(validateProfile({ ...valid, phone: '+91 12' }).phone).toBe(MESSAGES.phoneInvalid);
    expect(validateProfile({ ...valid, phone: '+91 1234567890123456' }).phone).toBe(MESSAGES.phoneInvalid);
    expect(validateProfile({ ...valid, phone: '+44 7911123456' }).phone).toBe(MESSAGES.phoneInvalid);
  });

  it("checks the phone against the country's numbering plan ('12345' was stored for India)", () => {
    const india = (phone: string) => validateProfile({ ...valid, phone }).phone;
    expect(india('+91 9812345678')).toBeUndefined();
    expect(india('+91 6300012345')).toBeUndefined();
    expect(india('+91 12345')).toBe(MESSAGES.phoneInvalid);
    expect(india('+91 5812345678')).toBe(MESSAGES.phoneInvalid); // Indian mobiles start 6–9
    expect(india('+91 98123456789')).toBe(MESSAGES.phoneInvalid); // 11 digits
    expect(india('+91 1234567')).toBe(MESSAGES.phoneInvalid); // 7 digits pass the SPEC's shape, not the plan
    const uk = (phone: string) => validateProfile({ name: 'Sam', country: 'United Kingdom', state: null, phone }).phone;
    expect(uk('+44 7911123456')).toBeUndefined();
    expect(uk('+44 791112345')).toBe(MESSAGES.phoneInvalid);
    expect(uk('+44 1234567')).toBe(MESSAGES.phoneInvalid);
    // +1 is one plan for the United States and Canada; a country without a plan keeps the 7–15 digits rule.
    expect(validateProfile({ name: 'Lee', country: 'Canada', state: null, phone: '+1 4165550123' }).phone).toBeUndefined();
    expect(validateProfile({ name: 'Lee', country: 'United States', state: null, phone: '+1 9876543210' }).phone).toBe(
      MESSAGES.phoneInvalid,
    );
    expect(validateProfile({ name: 'Lee', country: 'Other', state: null, phone: '+1234567' }).phone).toBeUndefined();
    expect(nationalMobileNumber('India', '+91 09812345678')).toBe('9812345678');
    expect(normalizeProfile({ ...valid, phone: '+91 098123 45678' }).phone).toBe('+91 9812345678');
  });

  it('carries the mobile numbering plans of every country of the form, as the installed libphonenumber-js has them', async () => {
    // domain/scripts/phone-metadata.mjs writes phone-metadata.ts; rerun it after upgrading the package.
    const full = (await import('libphonenumber-js/metadata.mobile.json')).default;
    const codes = Object.keys(PHONE_METADATA.country_calling_codes);
    for (const country of COUNTRIES.filter((c) => c.dialCode)) {
      expect(PHONE_REGIONS[country.name], country.name).toBeDefined();
      expect(codes, country.name).toContain(country.dialCode.slice(1));
    }
    for (const code of codes) {
      expect(PHONE_METADATA.country_calling_codes[code]).toEqual(full.country_calling_codes[code]);
      for (const region of full.country_calling_codes[code]!) expect(PHONE_METADATA.countries[region]).toEqual(full.countries[region]);
    }
  });

  it('does not need a state outside India and stores it as null', () => {
    const uk = { name: 'Sam', country: 'United Kingdom', state: 'Kent', phone: '+44 7911 123456' };
    expect(validateProfile({ ...uk, state: '' })).toEqual({});
    expect(normalizeProfile(uk)).toEqual({ name: 'Sam', country: 'United Kingdom', state: null, phone: '+44 7911123456' });
  });

  it('stores the name as clean text: NFC, trimmed, one space between words', () => {
    expect(normalizeProfile({ ...valid, name: '  Jose\u0301   Rao ' }).name).toBe('Jos\u00e9 Rao');
  });

  it('forces the phone to begin with the country dial code, digits only after it', () => {
    expect(withDialCode('India', '98765 43210')).toBe('+91 9876543210');
    expect(withDialCode('India', '+91 98a76')).toBe('+91 9876');
    expect(withDialCode('India', '')).toBe('+91 ');
    expect(withDialCode('United Arab Emirates', '+971501234567')).toBe('+971 501234567');
    expect(withDialCode('Other', '+ 12 34x')).toBe('+1234');
  });

  it('calls a profile complete only with name, phone of 7+ digits, country and (India) state', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete({ ...valid, state: null })).toBe(false);
    expect(isProfileComplete({ ...valid, phone: '+91 123' })).toBe(false);
    expect(isProfileComplete({ ...valid, name: '\u200b\u200b' })).toBe(false);
    expect(isProfileComplete({ name: 'Sam', country: 'Japan', state: null, phone: '+81 9012345678' })).toBe(true);
  });
});

describe('offer address', () => {
  it('requires at least 8 characters after trimming', () => {
    expect(validateOfferAddress('  ')).toBe(MESSAGES.addressRequired);
    expect(validateOfferAddress(' 12 Main St ')).toBeNull();
    expect(validateOfferAddress(' 1 Main ')).toBe(MESSAGES.addressIncomplete);
    expect(validateOfferAddress('12 Main St \u202e')).toBe(MESSAGES.addressIncomplete);
    expect(validateOfferAddress('\u200b'.repeat(10))).toBe(MESSAGES.addressIncomplete);
  });
});

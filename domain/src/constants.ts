/** Business constants of SPEC §1, §3 and §9. */

export const ROLES = ['STUDENT', 'ADMIN', 'CA', 'MENTOR'] as const;
export type Role = (typeof ROLES)[number];

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
/** A new code can be requested 60 s after the last one (ARCHITECTURE security decisions). */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export const ID_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const ID_UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** 150 ms: the guard retries the profile check once when the profileComplete flag is set. */
export const PROFILE_CHECK_RETRY_MS = 150;
export const SLIDESHOW_INTERVAL_MS = 5_000;

export const TRAINING_FEE_MINOR = 499_900;
export const DEFAULT_CURRENCY = 'INR';
/** Services Accounting Code of the training fee on the tax invoice (commercial training and coaching). */
export const TRAINING_FEE_SAC = '999293';
/** The line of the invoice (longer than the 32 characters the CA list shows). */
export const TRAINING_FEE_DESCRIPTION = 'Industrial Training Fee - four-week live online training program';

export interface SpecializationCapacity {
  name: string;
  seats: number;
  filled: number;
}

export const SPECIALIZATIONS: readonly SpecializationCapacity[] = [
  { name: 'Artificial Intelligence', seats: 50, filled: 42 },
  { name: 'Machine Learning', seats: 50, filled: 40 },
  { name: 'Data Science', seats: 50, filled: 34 },
  { name: 'Full-Stack Development', seats: 35, filled: 22 },
  { name: 'Front-End Development', seats: 20, filled: 15 },
  { name: 'Back-End Development', seats: 20, filled: 12 },
  { name: 'Database Management System', seats: 15, filled: 9 },
  { name: 'Web Hosting on Cloud', seats: 10, filled: 5 },
];

/** Percentage with one decimal, as the landing page shows it: 179 of 250 -> 71.6. */
export function filledPercent(filled: number, seats: number): number {
  return seats === 0 ? 0 : Math.round((filled / seats) * 1000) / 10;
}

export interface Country {
  name: string;
  /** Dial code with its plus, or '' for 'Other'. */
  dialCode: string;
}

export const COUNTRIES: readonly Country[] = [
  { name: 'India', dialCode: '+91' },
  { name: 'United States', dialCode: '+1' },
  { name: 'United Kingdom', dialCode: '+44' },
  { name: 'Canada', dialCode: '+1' },
  { name: 'Australia', dialCode: '+61' },
  { name: 'Germany', dialCode: '+49' },
  { name: 'France', dialCode: '+33' },
  { name: 'United Arab Emirates', dialCode: '+971' },
  { name: 'Singapore', dialCode: '+65' },
  { name: 'Japan', dialCode: '+81' },
  { name: 'Brazil', dialCode: '+55' },
  { name: 'South Africa', dialCode: '+27' },
  { name: 'Nigeria', dialCode: '+234' },
  { name: 'Bangladesh', dialCode: '+880' },
  { name: 'Pakistan', dialCode: '+92' },
  { name: 'Sri Lanka', dialCode: '+94' },
  { name: 'Nepal', dialCode: '+977' },
  { name: 'Bhutan', dialCode: '+975' },
  { name: 'Other', dialCode: '' },
];

export const INDIA = 'India';

export function findCountry(name: string | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.name === name);
}

export function dialCodeFor(countryName: string | null | undefined): string {
  return findCountry(countryName)?.dialCode ?? '';
}

/** The 28 states and 8 union territories of India. */
export const INDIAN_STATES: readonly string[] = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

export const START_DATE_CODES = ['DEC01', 'DEC10', 'DEC15', 'DEC20', 'DEC25'] as const;
export const DURATION_WEEKS = [4, 6, 8] as const;
export const EDUCATION_LEVELS = ['Bachelors', 'Masters', 'Diploma', 'Doctoral'] as const;
export const PROFILE_TYPES = ['STUDENT', 'PROFESSIONAL'] as const;
export const GRADUATION_YEAR_MIN = 2000;
export const GRADUATION_YEAR_MAX = 2035;
export const EXPERIENCE_MONTHS_MAX = 480;
export const ADDRESS_MIN_LENGTH = 8;

export const INVOICE_PAGE_SIZES = [25, 50, 100, 150, 200] as const;
export const INVOICE_DEFAULT_PAGE_SIZE = 50;
export const INVOICE_DESCRIPTION_MAX = 32;

export const SIGNATURE_CANVAS = { width: 640, height: 220 } as const;
/** Signatures travel as PNG data URLs of at most 200 KB decoded (ARCHITECTURE "Security decisions"). */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_BYTES = 200 * 1024;

export const SUPPORT_EMAIL = 'support@careerportal.in';

/**
 * Money is held in integer minor units (paise); GST follows ARCHITECTURE "Money and invoices". The
 * rate table and the split of a fee into taxable value and taxes are pricing.ts (the one pricing
 * policy); this module formats amounts and knows the states.
 */

/** SPEC §2: minor units divided by 100 with two decimals, e.g. 499900 -> "4999.00". */
export function minorToMajorString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Display form with currency, e.g. "INR 4999.00". */
export function formatMoney(minor: number, currency = 'INR'): string {
  return `${currency} ${minorToMajorString(minor)}`;
}

interface GstSplit {
  baseMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

export function totalTaxMinor(s: Pick<GstSplit, 'cgstMinor' | 'sgstMinor' | 'igstMinor'>): number {
  return s.cgstMinor + s.sgstMinor + s.igstMinor;
}

/**
 * GST state codes (the first two digits of a GSTIN, and the place-of-supply code on an invoice)
 * of the 36 states and union territories in INDIAN_STATES.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** A place of supply's name as GSTN lists it: the state of a GST code, "Other Territory" for 97 or any code without a state. */
export function placeOfSupplyName(code: string): string {
  return Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0] ?? 'Other Territory';
}

/** The GST code of an Indian state or territory (case and spacing ignored), or null. */
export function gstStateCode(state: string | null | undefined): string | null {
  const wanted = (state ?? '').trim().toLowerCase();
  if (!wanted) return null;
  const entry = Object.entries(GST_STATE_CODES).find(([name]) => name.toLowerCase() === wanted);
  return entry ? entry[1] : null;
}

/**
 * The buyer's state as GST sees it: only an Indian state counts (a foreign buyer's region is
 * not a place of supply in India), so foreign buyers and buyers without a state pay IGST.
 */
export function buyerGstState(country: string | null | undefined, state: string | null | undefined): string | null {
  return country?.trim() === 'India' && gstStateCode(state) ? (state ?? '').trim() : null;
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: the mod-36 check digit over its first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] as string) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** True for a well-formed GSTIN (state code, PAN, entity number, 'Z', check character) registered in `state`. */
export function isValidGstin(gstin: string, state: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstin.slice(0, 2) === gstStateCode(state) && gstin[14] === gstinCheckCharacter(gstin.slice(0, 14));
}

/** Indian digit grouping with two decimals, e.g. 12345600 -> "1,23,456.00" (the ₹ or currency is added by the caller). */
export function formatIndianAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = String(Math.floor(abs / 100));
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest ? `${rest},` : ''}${lastThree}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rupees with ₹ and Indian digit grouping, e.g. 1234567800 -> "₹1,23,45,678.00", -500 -> "-₹5.00". */
export function formatRupees(minor: number): string {
  const amount = formatIndianAmount(minor);
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`;
}

/** Place of supply printed on the invoice: the buyer's Indian state with its code, else outside India or not stated. */
export function placeOfSupply(country: string | null | undefined, state: string | null | undefined): string {
  const gstState = buyerGstState(country, state);
  if (gstState) return `${gstState} (${gstStateCode(gstState)})`;
  if (country && country.trim() !== 'India' && country.trim() !== '') return 'Outside India (96)';
  return 'Not stated';
}

/**
 * How screens and mails show an amount, the one way: rupees as "₹4,999.00" (Indian
 * grouping, two decimals; "-₹4,999.00" for a credit note), another currency by its code ("USD 60.00").
 */
export function formatMoneyGrouped(minor: number, currency = 'INR'): string {
  if (currency === 'INR') return formatRupees(minor);
  const amount = formatIndianAmount(minor);
  return amount.startsWith('-') ? `-${currency} ${amount.slice(1)}` : `${currency} ${amount}`;
}

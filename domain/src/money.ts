/** Money is held in integer minor units (paise); GST follows ARCHITECTURE "Money and invoices". */

export const GST_RATE_PERCENT = 18;

/** SPEC §2: minor units divided by 100 with two decimals, e.g. 499900 -> "4999.00". */
export function minorToMajorString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Rupees with Indian digit grouping (lakh, crore) and two decimals, e.g. 1234567800 -> "₹1,23,45,678.00".
 * Hand-written rather than Intl so the API, the browser and the tests agree whatever ICU data they carry.
 */
export function formatRupees(minor: number): string {
  const [whole = '0', fraction = '00'] = minorToMajorString(minor).replace('-', '').split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}₹${rest ? `${rest},` : ''}${lastThree}.${fraction}`;
}

/** Display form with currency, e.g. "INR 4999.00". */
export function formatMoney(minor: number, currency = 'INR'): string {
  return `${currency} ${minorToMajorString(minor)}`;
}

export interface GstSplit {
  baseMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/**
 * Splits a tax-inclusive amount at 18% GST. Intra-state (buyer state equals seller state):
 * CGST + SGST, each round(total * 9 / 118); otherwise (or no buyer state) IGST of twice that.
 */
export function gstSplit(totalMinor: number, buyerState: string | null | undefined, sellerState: string): GstSplit {
  const half = Math.round((totalMinor * 9) / 118);
  const intraState = !!buyerState && buyerState.trim().toLowerCase() === sellerState.trim().toLowerCase();
  const baseMinor = totalMinor - 2 * half;
  return intraState
    ? { baseMinor, cgstMinor: half, sgstMinor: half, igstMinor: 0 }
    : { baseMinor, cgstMinor: 0, sgstMinor: 0, igstMinor: 2 * half };
}

export function totalTaxMinor(s: Pick<GstSplit, 'cgstMinor' | 'sgstMinor' | 'igstMinor'>): number {
  return s.cgstMinor + s.sgstMinor + s.igstMinor;
}

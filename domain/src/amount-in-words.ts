/**
 * Amounts in words with Indian numbering (crore, lakh, thousand), as a tax invoice states its
 * total: 499900 paise -> 'Rupees Four Thousand Nine Hundred Ninety-Nine Only'.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99: 'Ninety-Nine'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** 1-999: 'Nine Hundred Ninety-Nine'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words with Indian grouping: 12345678 -> 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'. */
export function integerInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole non-negative number: ${value}`);
  if (value === 0) return ONES[0] as string;
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts = [];
  // Above 99 crore the crore count itself is read in Indian words ('One Hundred Crore').
  if (crore) parts.push(`${integerInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 499900 -> 'Rupees Four Thousand Nine Hundred Ninety-Nine Only'; 499950 -> '… Ninety-Nine and Fifty Paise Only'. */
export function rupeesInWords(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in paise: ${minor}`);
  const rupees = Math.floor(minor / 100);
  const paise = minor % 100;
  const words = `Rupees ${integerInIndianWords(rupees)}`;
  return paise ? `${words} and ${belowHundred(paise)} Paise Only` : `${words} Only`;
}

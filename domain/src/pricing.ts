/**
 * The one pricing policy: the dated GST rate table and the one rule that splits a
 * tax-inclusive fee into its taxable value and taxes, with the words every screen, mail, PDF and
 * return prints for them. The fee itself is the student's cohort's (cohort.ts); nothing outside
 * domain/ types a rate, a fee or a split again (tools/lint/money-literals.test.ts).
 *
 * The rule (ARCHITECTURE "Money and invoices"): half-tax = round(fee × (rate / 2) / (100 + rate));
 * a buyer in the seller's state pays CGST and SGST of half-tax each, anyone else (another state,
 * no state, outside India) IGST of twice that, so the taxable value is fee − 2 × half-tax either way.
 */
import { isCalendarDay, istDay } from './calendar.ts';
import { TRAINING_FEE_SAC } from './constants.ts';
import { buyerGstState, formatRupees } from './money.ts';

/** A GST rate of one SAC, in force from a day (India time) until the next row of the same SAC. */
export interface TaxRate {
  sac: string;
  ratePercent: number;
  /** YYYY-MM-DD, the first day it applies. */
  from: string;
  description: string;
}

/** The rates, oldest first per SAC. A new rate is a new row with its first day; old rows stay for old documents. */
export const TAX_RATES: readonly TaxRate[] = [
  {
    sac: TRAINING_FEE_SAC,
    ratePercent: 18,
    from: '2017-07-01',
    description: 'Commercial training or coaching services (SAC 999293), GST at 18% since GST began on 1 July 2017',
  },
];

/** The rate of `sac` on a day (a Date is read as its day in India); throws when none applies (before GST, or an unknown SAC). */
export function taxRateOn(on: Date | string = new Date(), sac: string = TRAINING_FEE_SAC, table: readonly TaxRate[] = TAX_RATES): TaxRate {
  const day = typeof on === 'string' ? on : istDay(on);
  if (!isCalendarDay(day)) throw new RangeError(`Not a day written YYYY-MM-DD: ${day}`);
  const rate = table
    .filter((r) => r.sac === sac && r.from <= day)
    .reduce<TaxRate | null>((latest, r) => (!latest || r.from > latest.from ? r : latest), null);
  if (!rate) throw new RangeError(`No GST rate for SAC ${sac} on ${day}`);
  return rate;
}

/** "18%", "2.5%", "0.25%": a rate as documents print it. */
export function percentLabel(ratePercent: number): string {
  return `${Number(ratePercent.toFixed(2))}%`;
}

/** "inclusive of 18% GST": how a tax-inclusive fee says so. */
export function inclusiveOfGstLabel(ratePercent: number): string {
  return `inclusive of ${percentLabel(ratePercent)} GST`;
}

/** One tax line of a document: "CGST @ 9%" and its amount. */
export interface TaxLine {
  label: string;
  amountMinor: number;
  /** "₹457.55". */
  amount: string;
}

export interface PriceLabels {
  /** "₹4,999.00": the tax-inclusive total. */
  total: string;
  /** "₹4,236.44": the taxable value. */
  taxable: string;
  /** "₹762.56": all tax together. */
  tax: string;
  /** "18%". */
  rate: string;
  /** "CGST @ 9%". */
  cgst: string;
  /** "SGST @ 9%". */
  sgst: string;
  /** "IGST @ 18%". */
  igst: string;
  /** "inclusive of 18% GST". */
  inclusive: string;
}

export interface PriceBreakdown {
  totalMinor: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  /** cgst + sgst + igst. */
  taxMinor: number;
  ratePercent: number;
  /** True when the buyer is in the seller's state (CGST + SGST), false for IGST. */
  intraState: boolean;
  labels: PriceLabels;
  /** The tax lines that apply, in the order documents print them: CGST and SGST, or IGST. */
  taxLines: TaxLine[];
}

export interface PriceInput {
  /** The tax-inclusive fee (the cohort's), in paise. */
  feeMinor: number;
  ratePercent: number;
  sellerState: string;
  buyerState?: string | null;
  /**
   * Given (even as null), the buyer's state counts only for an Indian buyer (a foreign buyer pays
   * IGST, money.ts buyerGstState); left out, `buyerState` is taken as the place of supply as it is.
   */
  buyerCountry?: string | null;
}

function checkMinor(name: string, minor: number): void {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`${name} must be a whole number of paise, zero or more: ${minor}`);
}

function checkRate(ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100 || Math.abs(basisPoints - ratePercent * 100) > 1e-6)
    throw new RangeError(`A GST rate is a percentage from 0 to 100 with at most two decimals: ${ratePercent}`);
  return basisPoints;
}

/** round(fee × (rate / 2) / (100 + rate)), in integers (basis points) so 18% gives exactly round(fee × 9 / 118). */
function halfTaxMinor(feeMinor: number, ratePercent: number): number {
  const bp = checkRate(ratePercent);
  return Math.round((feeMinor * bp) / (2 * (10_000 + bp)));
}

function sameState(a: string | null | undefined, b: string): boolean {
  return !!a && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function labelled(
  amounts: Pick<PriceBreakdown, 'totalMinor' | 'taxableMinor' | 'cgstMinor' | 'sgstMinor' | 'igstMinor' | 'ratePercent' | 'intraState'>,
): PriceBreakdown {
  const { ratePercent, intraState } = amounts;
  const half = percentLabel(ratePercent / 2);
  const labels: PriceLabels = {
    total: formatRupees(amounts.totalMinor),
    taxable: formatRupees(amounts.taxableMinor),
    tax: formatRupees(amounts.cgstMinor + amounts.sgstMinor + amounts.igstMinor),
    rate: percentLabel(ratePercent),
    cgst: `CGST @ ${half}`,
    sgst: `SGST @ ${half}`,
    igst: `IGST @ ${percentLabel(ratePercent)}`,
    inclusive: inclusiveOfGstLabel(ratePercent),
  };
  const line = (label: string, amountMinor: number): TaxLine => ({ label, amountMinor, amount: formatRupees(amountMinor) });
  const taxLines = intraState
    ? [line(labels.cgst, amounts.cgstMinor), line(labels.sgst, amounts.sgstMinor)]
    : [line(labels.igst, amounts.igstMinor)];
  return { ...amounts, taxMinor: amounts.cgstMinor + amounts.sgstMinor + amounts.igstMinor, labels, taxLines };
}

function split(totalMinor: number, ratePercent: number, intraState: boolean): PriceBreakdown {
  const half = halfTaxMinor(totalMinor, ratePercent);
  return labelled({
    totalMinor,
    taxableMinor: totalMinor - 2 * half,
    cgstMinor: intraState ? half : 0,
    sgstMinor: intraState ? half : 0,
    igstMinor: intraState ? 0 : 2 * half,
    ratePercent,
    intraState,
  });
}

/**
 * The one rule: a tax-inclusive fee at a rate, between the seller's state and the buyer's, as its
 * taxable value, taxes, total and their labels. 499900 paise at 18% within the seller's state:
 * taxable 423644, CGST and SGST 38128 each; in another state, IGST 76256.
 */
export function priceBreakdown({ feeMinor, ratePercent, sellerState, buyerState = null, buyerCountry }: PriceInput): PriceBreakdown {
  checkMinor('The fee', feeMinor);
  const placeOfSupply = buyerCountry === undefined ? buyerState : buyerGstState(buyerCountry, buyerState);
  return split(feeMinor, ratePercent, sameState(placeOfSupply, sellerState));
}

/** The amounts of an issued document (an invoice, or a credit note against it). */
export type DocumentAmounts = Pick<PriceBreakdown, 'totalMinor' | 'taxableMinor' | 'cgstMinor' | 'sgstMinor' | 'igstMinor'>;

/**
 * A credit note for a refund of `refundMinor` against an invoice: the same rule on the refunded
 * amount, at the invoice's rate and place of supply (never today's). A refund that brings the
 * credit to the invoice's total takes exactly what is left of each amount, so the credit notes of
 * an invoice add up to it to the paisa. `earlier`: the credit notes already issued against it.
 */
export function refundBreakdown(
  invoice: DocumentAmounts & Pick<PriceBreakdown, 'ratePercent' | 'intraState'>,
  refundMinor: number,
  earlier: readonly DocumentAmounts[] = [],
): PriceBreakdown {
  checkMinor('The refund', refundMinor);
  const credited = (key: keyof DocumentAmounts) => earlier.reduce((sum, note) => sum + note[key], 0);
  const left = invoice.totalMinor - credited('totalMinor');
  if (refundMinor === 0 || refundMinor > left)
    throw new RangeError(`A refund is more than nothing and at most what is left of the invoice (${formatRupees(left)})`);
  if (refundMinor < left) return split(refundMinor, invoice.ratePercent, invoice.intraState);
  return labelled({
    totalMinor: left,
    taxableMinor: invoice.taxableMinor - credited('taxableMinor'),
    cgstMinor: invoice.cgstMinor - credited('cgstMinor'),
    sgstMinor: invoice.sgstMinor - credited('sgstMinor'),
    igstMinor: invoice.igstMinor - credited('igstMinor'),
    ratePercent: invoice.ratePercent,
    intraState: invoice.intraState,
  });
}

/** What a screen or mail says of a fee before any buyer is known: "₹5,999.00", "18%", "inclusive of 18% GST" (the rate of the day). */
export interface FeeLabels {
  feeMinor: number;
  ratePercent: number;
  total: string;
  rate: string;
  inclusive: string;
}

export function feeLabels(feeMinor: number, on: Date | string = new Date()): FeeLabels {
  checkMinor('The fee', feeMinor);
  const { ratePercent } = taxRateOn(on);
  return {
    feeMinor,
    ratePercent,
    total: formatRupees(feeMinor),
    rate: percentLabel(ratePercent),
    inclusive: inclusiveOfGstLabel(ratePercent),
  };
}

/** The rate of today's documents: "18%". */
export function currentRateLabel(now: Date = new Date()): string {
  return percentLabel(taxRateOn(now).ratePercent);
}

import { describe, expect, it } from 'vitest';
import { FIRST_COHORT } from './cohort.ts';
import { TRAINING_FEE_MINOR, TRAINING_FEE_SAC } from './constants.ts';
import { formatMoneyGrouped } from './money.ts';
import {
  TAX_RATES,
  currentRateLabel,
  feeLabels,
  inclusiveOfGstLabel,
  percentLabel,
  priceBreakdown,
  refundBreakdown,
  taxRateOn,
  type TaxRate,
} from './pricing.ts';

const SELLER = 'Karnataka';
const at18 = (feeMinor: number, buyerState: string | null = SELLER, buyerCountry?: string | null) =>
  priceBreakdown({ feeMinor, ratePercent: 18, sellerState: SELLER, buyerState, buyerCountry });

describe('the GST rate table', () => {
  it('has SAC 999293 at 18% from 1 July 2017', () => {
    expect(TAX_RATES).toContainEqual(expect.objectContaining({ sac: '999293', ratePercent: 18, from: '2017-07-01' }));
    expect(TRAINING_FEE_SAC).toBe('999293');
    expect(taxRateOn('2017-07-01').ratePercent).toBe(18);
    expect(taxRateOn('2025-11-26')).toMatchObject({ sac: '999293', ratePercent: 18 });
    expect(taxRateOn().ratePercent).toBe(18);
  });

  it('has no rate before GST began, nor for an unknown SAC, nor for a day that is not one', () => {
    expect(() => taxRateOn('2017-06-30')).toThrow(/No GST rate for SAC 999293 on 2017-06-30/);
    expect(() => taxRateOn('2025-11-26', '998311')).toThrow(RangeError);
    expect(() => taxRateOn('2025-02-30')).toThrow(/YYYY-MM-DD/);
  });

  it('reads a Date as its day in India', () => {
    // 30 June 2017 18:30 UTC is already 1 July 2017 in India.
    expect(taxRateOn(new Date('2017-06-30T18:30:00Z')).ratePercent).toBe(18);
    expect(() => taxRateOn(new Date('2017-06-30T18:29:59Z'))).toThrow(RangeError);
  });

  it('takes the latest row in force on the day, whatever the order of the table', () => {
    const table: TaxRate[] = [
      { sac: '999293', ratePercent: 12, from: '2030-04-01', description: 'a later rate' },
      { sac: '999293', ratePercent: 18, from: '2017-07-01', description: 'GST' },
      { sac: '998311', ratePercent: 5, from: '2031-01-01', description: 'another SAC' },
    ];
    expect(taxRateOn('2030-03-31', '999293', table).ratePercent).toBe(18);
    expect(taxRateOn('2030-04-01', '999293', table).ratePercent).toBe(12);
    expect(taxRateOn('2035-01-01', '999293', table).ratePercent).toBe(12);
    expect(taxRateOn('2031-01-01', '998311', table).ratePercent).toBe(5);
  });
});

describe('priceBreakdown', () => {
  it('keeps the first cohort fee as it always was: taxable 423644, CGST and SGST 38128 each', () => {
    const b = at18(TRAINING_FEE_MINOR);
    expect(b).toMatchObject({
      totalMinor: 499900,
      taxableMinor: 423644,
      cgstMinor: 38128,
      sgstMinor: 38128,
      igstMinor: 0,
      taxMinor: 76256,
      ratePercent: 18,
      intraState: true,
    });
    expect(b.labels).toEqual({
      total: '₹4,999.00',
      taxable: '₹4,236.44',
      tax: '₹762.56',
      rate: '18%',
      cgst: 'CGST @ 9%',
      sgst: 'SGST @ 9%',
      igst: 'IGST @ 18%',
      inclusive: 'inclusive of 18% GST',
    });
    expect(b.taxLines).toEqual([
      { label: 'CGST @ 9%', amountMinor: 38128, amount: '₹381.28' },
      { label: 'SGST @ 9%', amountMinor: 38128, amount: '₹381.28' },
    ]);
  });

  it('prices a cohort at ₹5,999: invoice ₹5,999.00, taxable ₹5,083.90, CGST and SGST ₹457.55 each', () => {
    const b = at18(599900);
    expect(b).toMatchObject({ totalMinor: 599900, taxableMinor: 508390, cgstMinor: 45755, sgstMinor: 45755, igstMinor: 0 });
    expect(b.labels.total).toBe('₹5,999.00');
    expect(b.labels.taxable).toBe('₹5,083.90');
    expect(b.taxLines.map((l) => `${l.label} ${l.amount}`)).toEqual(['CGST @ 9% ₹457.55', 'SGST @ 9% ₹457.55']);
  });

  it('charges IGST of twice the half-tax to a buyer in another state or with no state, with the same taxable value', () => {
    for (const buyerState of ['Delhi', null, '', '  ']) {
      const b = at18(599900, buyerState);
      expect(b).toMatchObject({ taxableMinor: 508390, cgstMinor: 0, sgstMinor: 0, igstMinor: 91510, taxMinor: 91510, intraState: false });
      expect(b.taxLines).toEqual([{ label: 'IGST @ 18%', amountMinor: 91510, amount: '₹915.10' }]);
    }
    expect(at18(TRAINING_FEE_MINOR, 'Delhi')).toMatchObject({ taxableMinor: 423644, igstMinor: 76256 });
  });

  it('matches the states whatever their case and spacing', () => {
    expect(at18(599900, ' karnataka ').intraState).toBe(true);
  });

  it('charges a foreign buyer IGST even with a region named like the seller state', () => {
    expect(at18(599900, 'Karnataka', 'India').intraState).toBe(true);
    expect(at18(599900, 'Karnataka', 'Nepal')).toMatchObject({ intraState: false, igstMinor: 91510, taxableMinor: 508390 });
    expect(at18(599900, 'Karnataka', null).intraState).toBe(false);
    expect(at18(599900, 'Atlantis', 'India').intraState).toBe(false);
  });

  it('always adds up: taxable + taxes = total, for every fee', () => {
    const wrong: number[] = [];
    for (let fee = 0; fee <= 100_000; fee += 13) {
      const intra = at18(fee);
      const inter = at18(fee, 'Delhi');
      if (intra.taxableMinor + intra.cgstMinor + intra.sgstMinor !== fee || inter.taxableMinor + inter.igstMinor !== fee) wrong.push(fee);
      if (inter.taxableMinor !== intra.taxableMinor) wrong.push(fee);
    }
    expect(wrong).toEqual([]);
  });

  it('gives exactly round(fee × 9 / 118) at 18%, as the split always did', () => {
    const fees = [0, 1, 59, 118, 236, 499_900, 599_900, 100_000, 99_999_999, 100_000_000];
    for (let fee = 0; fee < 20_000; fee++) fees.push(fee);
    expect(fees.filter((fee) => at18(fee).cgstMinor !== Math.round((fee * 9) / 118))).toEqual([]);
  });

  it('works at other rates, half-rates with decimals included', () => {
    const at5 = priceBreakdown({ feeMinor: 105_000, ratePercent: 5, sellerState: SELLER, buyerState: SELLER });
    expect(at5).toMatchObject({ taxableMinor: 100_000, cgstMinor: 2500, sgstMinor: 2500 });
    expect(at5.labels).toMatchObject({ rate: '5%', cgst: 'CGST @ 2.5%', sgst: 'SGST @ 2.5%', igst: 'IGST @ 5%' });
    const at0 = priceBreakdown({ feeMinor: 499_900, ratePercent: 0, sellerState: SELLER, buyerState: 'Delhi' });
    expect(at0).toMatchObject({ taxableMinor: 499_900, igstMinor: 0, taxMinor: 0 });
  });

  it('refuses a fee that is not whole paise and a rate that is not a percentage', () => {
    expect(() => at18(-1)).toThrow(RangeError);
    expect(() => at18(10.5)).toThrow(RangeError);
    expect(() => at18(Number.NaN)).toThrow(RangeError);
    for (const ratePercent of [-1, 101, Number.NaN, 18.001])
      expect(() => priceBreakdown({ feeMinor: 100, ratePercent, sellerState: SELLER })).toThrow(RangeError);
  });
});

describe('refundBreakdown (a credit note against an invoice)', () => {
  const invoice = at18(599900);

  it('issues a credit note of ₹1,000 for a refund of ₹1,000: taxable ₹847.46, CGST and SGST ₹76.27 each', () => {
    const note = refundBreakdown(invoice, 100_000);
    expect(note).toMatchObject({
      totalMinor: 100_000,
      taxableMinor: 84_746,
      cgstMinor: 7627,
      sgstMinor: 7627,
      igstMinor: 0,
      ratePercent: 18,
    });
    expect(note.labels).toMatchObject({ total: '₹1,000.00', taxable: '₹847.46' });
    expect(note.taxLines.map((l) => l.amount)).toEqual(['₹76.27', '₹76.27']);
    // The same rule on the refunded amount.
    expect(note).toEqual(at18(100_000));
  });

  it("keeps the invoice's rate and place of supply", () => {
    const interState = at18(599900, 'Delhi');
    expect(refundBreakdown(interState, 100_000)).toMatchObject({
      igstMinor: 15_254,
      cgstMinor: 0,
      taxableMinor: 84_746,
      intraState: false,
    });
    const atFive = priceBreakdown({ feeMinor: 105_000, ratePercent: 5, sellerState: SELLER, buyerState: SELLER });
    expect(refundBreakdown(atFive, 52_500)).toMatchObject({
      ratePercent: 5,
      cgstMinor: 1250,
      labels: expect.objectContaining({ cgst: 'CGST @ 2.5%' }),
    });
  });

  it('reverses a whole invoice to the paisa', () => {
    expect(refundBreakdown(invoice, 599900)).toEqual(invoice);
  });

  it('makes the last of several credit notes take exactly what is left, so they add up to the invoice', () => {
    // Three refunds of 1 paisa more than a third: each rounds its own tax.
    const first = refundBreakdown(invoice, 199_967);
    const second = refundBreakdown(invoice, 199_967, [first]);
    const last = refundBreakdown(invoice, 599_900 - 2 * 199_967, [first, second]);
    for (const key of ['totalMinor', 'taxableMinor', 'cgstMinor', 'sgstMinor', 'igstMinor'] as const)
      expect(first[key] + second[key] + last[key], key).toBe(invoice[key]);
  });

  it('refuses nothing, part of a paisa, and more than is left', () => {
    expect(() => refundBreakdown(invoice, 0)).toThrow(RangeError);
    expect(() => refundBreakdown(invoice, 0.5)).toThrow(RangeError);
    expect(() => refundBreakdown(invoice, 599_901)).toThrow(/at most what is left of the invoice \(₹5,999.00\)/);
    expect(() => refundBreakdown(invoice, 500_000, [refundBreakdown(invoice, 100_000)])).toThrow(/₹4,999.00/);
  });
});

describe('labels', () => {
  it('formats amounts with the money formatter and rates as documents print them', () => {
    expect(at18(599900).labels.total).toBe(formatMoneyGrouped(599900));
    expect(at18(1_234_567_800).labels.total).toBe('₹1,23,45,678.00');
    expect(percentLabel(18)).toBe('18%');
    expect(percentLabel(9)).toBe('9%');
    expect(percentLabel(2.5)).toBe('2.5%');
    expect(percentLabel(0.25)).toBe('0.25%');
    expect(inclusiveOfGstLabel(18)).toBe('inclusive of 18% GST');
  });

  it("says a cohort's fee with today's rate, for screens and mails that know no buyer yet", () => {
    expect(feeLabels(FIRST_COHORT.feeMinor)).toEqual({
      feeMinor: 499900,
      ratePercent: 18,
      total: '₹4,999.00',
      rate: '18%',
      inclusive: 'inclusive of 18% GST',
    });
    expect(feeLabels(599900, '2025-11-26').total).toBe('₹5,999.00');
    expect(() => feeLabels(599900, '2017-06-30')).toThrow(RangeError);
    expect(currentRateLabel()).toBe('18%');
  });
});

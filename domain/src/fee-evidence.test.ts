import { describe, expect, it } from 'vitest';
import {
  FEE_EVIDENCE_MESSAGES,
  FEE_EVIDENCE_METHOD_OPTIONS,
  feeEvidenceLabel,
  feeEvidenceOf,
  feeEvidenceProblem,
  feeEvidenceProblems,
  isFeeEvidenceGiven,
  oldestPaymentDay,
  paymentReportLabel,
} from './fee-evidence.ts';

const today = '2026-11-28';
const upi = { method: 'upi', reference: '412345678901', paidOn: '2026-11-20' };

describe('fee evidence', () => {
  it('offers the four methods with their labels', () => {
    expect(FEE_EVIDENCE_METHOD_OPTIONS.map((o) => o.label)).toEqual(['UPI', 'Bank transfer', 'Card', 'Cash']);
  });

  it('is given when any field is filled, and not when all are blank', () => {
    expect(isFeeEvidenceGiven({})).toBe(false);
    expect(isFeeEvidenceGiven({ method: ' ', reference: '', paidOn: null })).toBe(false);
    expect(isFeeEvidenceGiven({ reference: 'x' })).toBe(true);
  });

  it('accepts a UPI payment, and cash without a reference', () => {
    expect(feeEvidenceProblems(upi, { today })).toEqual({});
    expect(feeEvidenceProblems({ method: 'cash', reference: '', paidOn: today }, { today })).toEqual({});
  });

  it('needs a known method', () => {
    expect(feeEvidenceProblems({ ...upi, method: 'cheque' }, { today }).method).toBe(FEE_EVIDENCE_MESSAGES.methodRequired);
    expect(feeEvidenceProblem({ ...upi, method: '' }, { today })).toBe(FEE_EVIDENCE_MESSAGES.methodRequired);
  });

  it('needs a reference for everything but cash, of letters, digits, dashes and slashes of a sensible length', () => {
    for (const method of ['upi', 'bank_transfer', 'card']) {
      expect(feeEvidenceProblems({ ...upi, method, reference: '  ' }, { today }).reference).toBe(FEE_EVIDENCE_MESSAGES.referenceRequired);
    }
    const referenceProblem = (reference: string) => feeEvidenceProblems({ ...upi, reference }, { today }).reference;
    expect(referenceProblem('ABC')).toBe(FEE_EVIDENCE_MESSAGES.referenceForm);
    expect(referenceProblem('ABCD')).toBeUndefined();
    expect(referenceProblem('R/2026-11/0042')).toBeUndefined();
    expect(referenceProblem('A'.repeat(35))).toBeUndefined();
    expect(referenceProblem('A'.repeat(36))).toBe(FEE_EVIDENCE_MESSAGES.referenceForm);
    for (const bad of ['UTR 4123', '4123.5678', '-4123', '4123/', 'ref:4123', '४१२३४५'])
      expect(referenceProblem(bad), bad).toBe(FEE_EVIDENCE_MESSAGES.referenceForm);
    expect(feeEvidenceProblems({ method: 'cash', reference: 'R1', paidOn: today }, { today }).reference).toBe(
      FEE_EVIDENCE_MESSAGES.referenceForm,
    );
  });

  it('needs a real day, not in the future and not older than a year', () => {
    const dayProblem = (paidOn: string) => feeEvidenceProblems({ ...upi, paidOn }, { today }).paidOn;
    expect(dayProblem('')).toBe(FEE_EVIDENCE_MESSAGES.dateRequired);
    expect(dayProblem('2026-02-30')).toBe(FEE_EVIDENCE_MESSAGES.dateRequired);
    expect(dayProblem('20/11/2026')).toBe(FEE_EVIDENCE_MESSAGES.dateRequired);
    expect(dayProblem(today)).toBeUndefined();
    expect(dayProblem('2026-11-29')).toBe(FEE_EVIDENCE_MESSAGES.dateFuture);
    expect(oldestPaymentDay(today)).toBe('2025-11-27');
    expect(dayProblem('2025-11-27')).toBeUndefined();
    expect(dayProblem('2025-11-26')).toBe(FEE_EVIDENCE_MESSAGES.dateTooOld('2025-11-27'));
    expect(FEE_EVIDENCE_MESSAGES.dateTooOld('2025-11-27')).toBe('The payment date cannot be before 27 Nov 2025.');
  });

  it('stores the fields trimmed, a missing reference as null', () => {
    expect(feeEvidenceOf({ method: ' upi ', reference: ' 412345678901 ', paidOn: ' 2026-11-20 ' })).toEqual({
      method: 'upi',
      reference: '412345678901',
      paidOn: '2026-11-20',
    });
    expect(feeEvidenceOf({ method: 'cash', reference: ' ', paidOn: today }).reference).toBeNull();
  });

  it('prints how it was paid, its reference and the day', () => {
    expect(feeEvidenceLabel({ method: 'upi', reference: '412345678901', paidOn: '2026-11-20' })).toBe(
      'Paid by UPI, ref 412345678901, received 20 Nov 2026',
    );
    expect(feeEvidenceLabel({ method: 'bank_transfer', reference: 'HDFC0000123', paidOn: '2026-11-02' })).toBe(
      'Paid by bank transfer, ref HDFC0000123, received 2 Nov 2026',
    );
    expect(feeEvidenceLabel({ method: 'cash', reference: null, paidOn: '2026-11-20' })).toBe('Paid in cash, received 20 Nov 2026');
  });

  it("names a student's report for the admin", () => {
    expect(paymentReportLabel({ method: 'upi', reference: '412345678901' })).toBe('Student reports payment (UTR 412345678901)');
    expect(paymentReportLabel({ method: 'card', reference: 'CARD-77' })).toBe('Student reports payment (ref CARD-77)');
    expect(paymentReportLabel({ method: 'cash', reference: null })).toBe('Student reports payment in cash');
  });
});

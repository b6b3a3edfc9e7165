/**
 * The months a CA may ask a return for (GSTR-1, GSTR-3B and their CSV): a real YYYY-MM from the
 * seller's first return period to the month after this one, in India time. No registration date of
 * the seller is configured, so the first period is GST's own: July 2017.
 */
export const FIRST_RETURN_MONTH = '2017-07';

const IST_OFFSET_MS = 330 * 60_000;

/** The month after the one `now` falls in, in India time, as YYYY-MM. */
export function nextReturnMonth(now: Date): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const next = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 1, 1));
  return `${String(next.getUTCFullYear()).padStart(4, '0')}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** What is wrong with a return period, or null when it is a month from July 2017 to next month. */
export function returnMonthProblem(month: string, now: Date): string | null {
  const last = nextReturnMonth(now);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return RETURN_MONTH_MESSAGES.invalid;
  // YYYY-MM strings compare as the months they name.
  if (month < FIRST_RETURN_MONTH || month > last) return RETURN_MONTH_MESSAGES.outOfRange(last);
  return null;
}

export const RETURN_MONTH_MESSAGES = {
  invalid: 'The month must be a real month written YYYY-MM.',
  outOfRange: (last: string) => `The month must be between ${FIRST_RETURN_MONTH} (when GST began) and ${last}.`,
};

/** Calendar helpers in India time (Asia/Kolkata, UTC+05:30, no daylight saving). */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a "YYYY-MM-DD" day starts in India, or null when the text is not a real date. */
export function istDayStart(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The instant the day after "YYYY-MM-DD" starts in India (exclusive upper bound of that day). */
export function istDayEnd(day: string): Date | null {
  const start = istDayStart(day);
  return start ? new Date(start.getTime() + DAY_MS) : null;
}

function istParts(at: Date): { year: number; month: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** "2025-11": the invoice's month in India, stored on the invoice for the CA statistics. */
export function istMonth(at: Date): string {
  const { year, month } = istParts(at);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** "25-26": the Indian financial year (April-March) of the instant. */
export function financialYear(at: Date): string {
  const { year, month } = istParts(at);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Labels for documents and screens live with the other India-time calendar rules. */
export { istDateLabel, istDateTimeLabel } from '@portal/domain/calendar';

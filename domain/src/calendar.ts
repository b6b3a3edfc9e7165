/**
 * Calendar days ("YYYY-MM-DD") and months ("YYYY-MM") in India time (Asia/Kolkata, UTC+05:30, no
 * daylight saving), and the one way every screen, mail and PDF writes them for people.
 */

export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function dayOf(utc: Date): string {
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** True for a real calendar day written YYYY-MM-DD (so "2025-02-30" is false). */
export function isCalendarDay(text: string): boolean {
  const m = DAY_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d;
}

/**
 * Now on a calendar that takes `today` (YYYY-MM-DD, PROGRAM_TODAY in tests) as today: noon in India
 * that day; null: the clock. The API's date rules and the screens that check dates share it.
 */
export function calendarNow(today: string | null): Date {
  return today ? new Date(`${today}T06:30:00Z`) : new Date();
}

/** The day the instant falls on in India, e.g. 2025-10-31T19:00:00Z -> "2025-11-01". */
export function istDay(at: Date): string {
  return dayOf(new Date(at.getTime() + IST_OFFSET_MS));
}

/** The same day `months` months earlier (or later), clamped to the month's last day: 2025-03-31 minus 1 -> 2025-02-28. */
export function shiftMonths(day: string, months: number): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, mo - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return dayOf(target);
}

/** Every month from the month of `fromDay` to the month of `toDay`, both included: ["2025-10", "2025-11"]. */
export function monthsBetween(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  let [y, m] = fromDay.split('-').map(Number) as [number, number];
  const [endY, endM] = toDay.split('-').map(Number) as [number, number];
  while (y < endY || (y === endY && m <= endM)) {
    months.push(`${pad(y, 4)}-${pad(m)}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

// Every date a person reads (screens, mails, PDFs, CSV) is written here, one way, in Indian order:
// "1 Nov 2025", "Mon, 11 Jan 2027", "1–30 Nov 2025", "14 Dec 2026 – 8 Jan 2027", "November 2026",
// "22 Nov 2025, 14:05 IST". The lint config forbids Intl date formatting and month names elsewhere.
// Written out rather than through Intl: the server (Node) and each browser carry their own ICU
// data ("Sep" or "Sept"), and a screen must print the very label of the PDF and the CSV.
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface DayParts {
  year: number;
  month: string;
  day: number;
}

function partsOf(day: string): DayParts {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { year: y, month: MONTH_ABBREVIATIONS[m - 1] as string, day: d };
}

/** "11 Jan": a day of a year the sentence already names. */
export function dayMonthLabel(day: string): string {
  const p = partsOf(day);
  return `${p.day} ${p.month}`;
}

/** "11 Jan 2027" for the day "2027-01-11". */
export function dayLabel(day: string): string {
  return `${dayMonthLabel(day)} ${partsOf(day).year}`;
}

/** "Mon, 11 Jan 2027": the day with its weekday, where a screen needs the weekday. */
export function weekdayDayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${dayLabel(day)}`;
}

/** The two ends of a range, each written only as far as it differs: ["1", "30 Nov 2025"], ["28 Nov", "23 Dec 2026"]. */
function rangeEnds(from: string, to: string): [string, string] {
  const a = partsOf(from);
  const b = partsOf(to);
  if (a.year !== b.year) return [dayLabel(from), dayLabel(to)];
  if (a.month !== b.month) return [dayMonthLabel(from), dayLabel(to)];
  return [String(a.day), dayLabel(to)];
}

/** "1–30 Nov 2025", "28 Nov – 23 Dec 2026", "14 Dec 2026 – 8 Jan 2027": a range in a table or a heading. */
export function dateRangeLabel(from: string, to: string): string {
  const [a, b] = rangeEnds(from, to);
  return a.includes(' ') ? `${a} – ${b}` : `${a}–${b}`;
}

/** "1 to 30 Nov 2025", "14 Dec 2026 to 8 Jan 2027": a range inside a sentence ("from … to …"). */
export function dateRangeWords(from: string, to: string): string {
  const [a, b] = rangeEnds(from, to);
  return `${a} to ${b}`;
}

/** ["a", "b", "c"] -> "a, b or c". */
export function joinOr(items: readonly (string | number)[]): string {
  const parts = items.map(String);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

/** "1, 10, 15, 20 or 25 Dec 2025"; across months "28 Jan or 4 Feb 2027"; across years "28 Dec 2026 or 4 Jan 2027". */
export function dayListLabel(days: readonly string[]): string {
  if (!days.length) return 'to be announced';
  const all = days.map(partsOf);
  const first = all[0] as DayParts;
  const oneYear = all.every((p) => p.year === first.year);
  const oneMonth = oneYear && all.every((p) => p.month === first.month);
  if (oneMonth) return `${joinOr(all.map((p) => p.day))} ${first.month} ${first.year}`;
  if (oneYear) return `${joinOr(days.map(dayMonthLabel))} ${first.year}`;
  return joinOr(days.map(dayLabel));
}

/** "November" for the month "2026-11" (or a day of it). */
export function monthName(month: string): string {
  return MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
}

/** "November 2026" for the month "2026-11"; "Nov 2026" short (a chart's axis). */
export function monthLabel(month: string, style: 'short' | 'long' = 'long'): string {
  const name = monthName(month);
  return `${style === 'short' ? name.slice(0, 3) : name} ${month.slice(0, 4)}`;
}

/** "22 Nov 2025": the day of the instant in India. */
export function istDateLabel(at: Date): string {
  return dayLabel(istDay(at));
}

/** "Tue, 12 Jan 2027": the day of the instant in India with its weekday. */
export function istWeekdayDateLabel(at: Date): string {
  return weekdayDayLabel(istDay(at));
}

/** "22 Nov 2025, 14:05 IST": the day and the time of day in India, on a 24-hour clock. */
export function istDateTimeLabel(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return `${istDateLabel(at)}, ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())} IST`;
}

/** "6:15 PM": the time of day in India on a 12-hour clock, as the program's schedule reads it ("6:30–8:30 PM IST"). */
export function istClockLabel(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const hours = india.getUTCHours();
  return `${hours % 12 || 12}:${pad(india.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "24 Nov 2026, 08:03:44 IST": to the second, for evidence (when a letter was signed). */
export function istDateTimeSecondsLabel(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return `${istDateLabel(at)}, ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}:${pad(india.getUTCSeconds())} IST`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a "YYYY-MM-DD" day starts in India, or null when the text is not a real date. */
export function istDayStart(day: string): Date | null {
  if (!isCalendarDay(day)) return null;
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d) - IST_OFFSET_MS);
}

/** The instant the day after "YYYY-MM-DD" starts in India (exclusive upper bound of that day). */
export function istDayEnd(day: string): Date | null {
  const start = istDayStart(day);
  return start ? new Date(start.getTime() + DAY_MS) : null;
}

/** "2025-11": the month of the instant in India (stored on an invoice for the CA statistics). */
export function istMonth(at: Date): string {
  return istDay(at).slice(0, 7);
}

/** "25-26": the Indian financial year (April–March) of the instant. */
export function financialYear(at: Date): string {
  const [year, month] = istDay(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${pad(start % 100)}-${pad((start + 1) % 100)}`;
}

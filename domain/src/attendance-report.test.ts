import { describe, expect, it } from 'vitest';
import {
  csvRecords,
  markFromReport,
  parseAttendanceReport,
  reportMinutes,
  reportTime,
  UNKNOWN_REPORT_MESSAGE,
} from './attendance-report.ts';

const DAY = '2025-11-03';
const session = { startsAt: new Date('2025-11-03T13:00:00Z'), endsAt: new Date('2025-11-03T15:00:00Z') };

const ZOOM_WITH_SUMMARY = [
  'Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants',
  '812 3456 7890,"Live session 1, Java",11/03/2025 06:24:51 PM,11/03/2025 08:34:02 PM,trainer@example.com,130,4',
  '',
  'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent',
  'Asha Rao,Asha.Rao@example.com,11/03/2025 06:28:10 PM,11/03/2025 08:31:44 PM,124,No,Y',
  'Vikram Singh,vikram@example.com,11/03/2025 07:12:15 PM,11/03/2025 08:30:05 PM,78,No,Y',
  'Vikram Singh,vikram@example.com,11/03/2025 06:29:02 PM,11/03/2025 07:05:40 PM,37,No,Y',
  'Guest 1,,11/03/2025 06:40:00 PM,11/03/2025 07:00:00 PM,20,Yes,',
].join('\r\n');

const MEET = [
  'First name,Last name,Email,Duration,Time joined,Time exited',
  'Asha,Rao,asha.rao@example.com,2 hr,6:29 PM,8:30 PM',
  'Meera,Iyer,meera@example.com,1 hr 38 min,6:52 PM,8:30 PM',
].join('\n');

describe('parseAttendanceReport', () => {
  it('reads Zoom after its meeting summary, summing rejoins from the earliest join', () => {
    const report = parseAttendanceReport(ZOOM_WITH_SUMMARY, DAY);
    expect(report).toEqual({
      ok: true,
      format: 'ZOOM',
      rows: 4,
      attendees: [
        { email: 'asha.rao@example.com', minutes: 124, firstJoin: new Date('2025-11-03T12:58:10Z'), guest: false },
        { email: 'vikram@example.com', minutes: 115, firstJoin: new Date('2025-11-03T12:59:02Z'), guest: false },
      ],
      duplicateEmails: ['vikram@example.com'],
      guests: 1,
    });
  });

  it('reads Zoom without the summary, and a BOM', () => {
    const report = parseAttendanceReport('\uFEFF' + ZOOM_WITH_SUMMARY.split('\r\n').slice(3).join('\r\n'), DAY);
    expect(report.ok && report.attendees.map((a) => a.email)).toEqual(['asha.rao@example.com', 'vikram@example.com']);
  });

  it("reads Meet's durations and clock times on the session's India-time day", () => {
    const report = parseAttendanceReport(MEET, DAY);
    expect(report).toMatchObject({ ok: true, format: 'GOOGLE_MEET', rows: 2, duplicateEmails: [], guests: 0 });
    expect(report.ok && report.attendees[1]).toEqual({
      email: 'meera@example.com',
      minutes: 98,
      firstJoin: new Date('2025-11-03T13:22:00Z'),
      guest: false,
    });
  });

  it('refuses other headers, naming the expected columns', () => {
    expect(parseAttendanceReport('Student,Email address,Minutes\nAsha,a@example.com,120', DAY)).toEqual({
      ok: false,
      error: UNKNOWN_REPORT_MESSAGE,
    });
    expect(UNKNOWN_REPORT_MESSAGE).toContain('Name (original name), User email, Join time, Leave time, Duration (minutes), Guest');
    expect(UNKNOWN_REPORT_MESSAGE).toContain('First name, Last name, Email, Duration, Time joined, Time exited');
  });

  it('refuses an unreadable duration or join time, naming the line', () => {
    const header = 'First name,Last name,Email,Duration,Time joined,Time exited';
    expect(parseAttendanceReport(`${header}\nA,B,a@example.com,a while,6:29 PM,8:30 PM`, DAY)).toEqual({
      ok: false,
      error: 'Line 2: the duration "a while" is not a number of minutes.',
    });
    expect(parseAttendanceReport(`${header}\nA,B,a@example.com,5 min,teatime,8:30 PM`, DAY)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Line 2'),
    });
  });
});

describe('report fields', () => {
  it('splits quoted fields with commas, quotes and line breaks', () => {
    expect(csvRecords('a,"b, ""c""",d\r\n"e\nf",g')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['e\nf', 'g'],
    ]);
  });

  it('reads minutes and times as the platforms write them', () => {
    expect(reportMinutes('1 hr 52 min')).toBe(112);
    expect(reportMinutes('45 sec')).toBe(0.75);
    expect(reportMinutes('1:30:30')).toBe(90.5);
    expect(reportMinutes('12 apples')).toBeNull();
    expect(reportTime('2025-11-03T13:05:00Z', DAY)).toEqual(new Date('2025-11-03T13:05:00Z'));
    expect(reportTime('2025-11-03 18:35:00', DAY)).toEqual(new Date('2025-11-03T13:05:00Z'));
    expect(reportTime('Nov 3, 2025 6:35 PM', DAY)).toEqual(new Date('2025-11-03T13:05:00Z'));
    expect(reportTime('12:10 AM', DAY)).toEqual(new Date('2025-11-02T18:40:00Z'));
  });
});

describe('markFromReport', () => {
  const at = (minutesAfterStart: number) => new Date(session.startsAt.getTime() + minutesAfterStart * 60_000);
  it('is PRESENT from the share of the session, ABSENT below it', () => {
    expect(markFromReport(60, at(0), session, 50)).toBe('PRESENT');
    expect(markFromReport(59.9, at(0), session, 50)).toBe('ABSENT');
    expect(markFromReport(90, at(0), session, 75)).toBe('PRESENT');
  });
  it('is LATE when the first join came more than 10 minutes after the start', () => {
    expect(markFromReport(100, at(10), session, 50)).toBe('PRESENT');
    expect(markFromReport(100, at(10.5), session, 50)).toBe('LATE');
    expect(markFromReport(100, null, session, 50)).toBe('PRESENT');
  });
});

// The live training as people use it: an admin generates a student's batch sessions on
// /admin/training, sets one meeting link for all and moves session 1 to a few minutes after the
// stack's noon of its day; the student, standing on that day (the API's x-program-today and the
// page's clock), joins it from /student-main/training and the meeting opens in a new tab (the GET
// join redirects to the same link). The admin imports the session's Zoom participants report on
// /admin/training/attendance, sees the grid and the exported CSV mark the student PRESENT, and is
// refused the training certificate until the training has ended, then issues it once every session
// is marked. Each new screen or state is checked by axe.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calendarNow, IST_OFFSET_MS } from '@portal/domain/calendar';
import { adminSession } from '../support/admin';
import { apiAs } from '../support/api';
import { expectNoSeriousA11yViolations, FIRST_LOAD_TIMEOUT } from '../support/axe';
import { AFTER_TRAINING, attendEverySession } from '../support/certificates';
import { confirmDialog } from '../support/confirm';
import { ensureAdminSignature, studentAtStage } from '../support/journey';
import { staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL, API_URL } from '../support/stack-env';

const MEETING_LINK = 'https://meet.google.com/abc-defg-hij';
const UNKNOWN_EMAIL = 'someone.else@example.com';
const MINUTE_MS = 60_000;
/** What Generate sessions answers, the first time or again (another spec may have generated the batch). */
const GENERATED = /^(\d+ sessions created; the batch has \d+\.|No new session: all \d+ were there already\.)$/;

interface SessionRow {
  id: string;
  number: number;
  startsAt: string;
}

/** India's wall clock at an instant, as an ISO string without its zone ("2025-11-03T12:05"). */
const istWallClock = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** The day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);

/** Zoom's time format in India time: "11/03/2025 12:04:00 PM". */
function zoomTime(at: Date): string {
  const [day, clock] = istWallClock(at).split('T') as [string, string];
  const [y, m, d] = day.split('-');
  const [h, min] = clock.split(':').map(Number) as [number, number];
  const hour12 = ((h + 11) % 12) + 1;
  return `${m}/${d}/${y} ${String(hour12).padStart(2, '0')}:${String(min).padStart(2, '0')}:00 ${h < 12 ? 'AM' : 'PM'}`;
}

/** A Zoom participants report (api/test/fixtures/zoom-participants.csv's columns) of a session starting at `startsAt`. */
function zoomReport(startsAt: Date, attendees: { name: string; email: string; minutes: number }[]): Buffer {
  const at = (minutes: number) => zoomTime(new Date(startsAt.getTime() + minutes * MINUTE_MS));
  const lines = [
    'Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants',
    `812 3456 7890,Live session 1,${at(-2)},${at(120)},trainer@example.com,122,${attendees.length + 1}`,
    '',
    'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent',
    `Trainer,trainer@example.com,${at(-2)},${at(120)},122,No,`,
    ...attendees.map((a) => `${a.name},${a.email},${at(-1)},${at(a.minutes - 1)},${a.minutes},No,Y`),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * The page's requests to the API stand on `day` (x-program-today) from now on. Only the API's: the
 * front ends' servers would refuse the header in a cross-origin preflight (a remote that fails to load).
 */
async function onDay(page: Page, day: string): Promise<void> {
  const api = `${API_URL}/**`;
  await page.unroute(api);
  await page.route(api, (route) => route.continue({ headers: { ...route.request().headers(), 'x-program-today': day } }));
}

/**
 * Axe on the page seen from the top, as accessibility.spec.ts checks a state below the fold: once a
 * click has scrolled the page, its first link sits by the hidden skip link, which axe counts as a
 * neighbouring target.
 */
async function axeFromTop(page: Page, state: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, state);
}

test.describe('the live training', () => {
  test.describe.configure({ timeout: 120_000 });

  test('sessions and a meeting link, a join in a new tab, a Zoom report in the grid and the CSV, the certificate after the training', async ({
    browser,
  }) => {
    const email = uniqueEmail('training');
    const studentTokens = await studentAtStage(email, 'specialization');
    const { specialization } = await apiAs<{ specialization: string }>(studentTokens.accessToken, '/student/specialization');
    await ensureAdminSignature();

    // The admin picks the student's batch, generates its sessions and sets one meeting link for all.
    const adminContext = await browser.newContext();
    await useTokens(adminContext, await staffSession(ADMIN_EMAIL));
    const admin = await adminContext.newPage();
    await admin.goto('/admin/training');
    await admin.getByLabel('Specialization').selectOption(specialization);
    await admin.getByRole('button', { name: 'Generate sessions' }).click();
    await expect(admin.getByText(GENERATED)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await admin.getByLabel('One meeting link for all sessions (a recurring meeting)').fill(MEETING_LINK);
    await admin.getByRole('button', { name: 'Set for all sessions' }).click();
    await expect(admin.getByRole('dialog', { name: 'Set this meeting link on every session not started?' })).toBeVisible();
    await axeFromTop(admin, '/admin/training, confirming one meeting link for all sessions');
    await confirmDialog(admin, 'Yes, set it');
    await expect(admin.getByText(/^Meeting link set on \d+ sessions\.$/)).toBeVisible();

    // Session 1 moves to five minutes after the stack's noon of its day (what the API takes as now on that day).
    const batch = new URL(admin.url()).searchParams;
    const sessions = await apiAs<{ items: SessionRow[] }>(
      (await adminSession()).accessToken,
      `/admin/api/training/sessions?${new URLSearchParams({ cohortId: batch.get('cohortId')!, specialization })}`,
    );
    const first = sessions.items.find((s) => s.number === 1)!;
    const day = istWallClock(new Date(first.startsAt)).slice(0, 10);
    const startsAt = new Date(calendarNow(day).getTime() + 5 * MINUTE_MS);
    const [date, time] = istWallClock(startsAt).split('T') as [string, string];
    await admin.getByRole('button', { name: 'Move session 1', exact: true }).click();
    const move = admin.getByRole('dialog', { name: /^Move session 1 of / });
    await move.getByLabel('New start (India time, IST)').fill(date.split('-').reverse().join('/'));
    await move.getByLabel('New start time of day (HH:MM, IST)').fill(time);
    await move.getByLabel('Reason').fill('The trainer is travelling that evening.');
    await axeFromTop(admin, "/admin/training, a session's move dialog");
    await move.getByRole('button', { name: 'Move and notify the batch' }).click();
    await expect(move).toBeHidden();
    await expect(admin.getByText('Session moved; the batch is being mailed.')).toBeVisible();

    // The student on that day: Join is open and opens the meeting in a new tab.
    const studentContext = await browser.newContext();
    await useTokens(studentContext, studentTokens, true);
    await studentContext.route('https://meet.google.com/**', (route) =>
      route.fulfill({ body: '<title>Meet</title>ok', contentType: 'text/html' }),
    );
    const student = await studentContext.newPage();
    // The page's clock too: it opens Join by the browser's time, here the stack's noon of that day.
    await onDay(student, day);
    await student.clock.setFixedTime(calendarNow(day));
    await student.goto('/student-main/training');
    const join = student.getByRole('button', { name: 'Join session 1 (opens in a new tab)' });
    await expect(join).toBeEnabled({ timeout: FIRST_LOAD_TIMEOUT });
    await expect(student.getByText(/^Moved from .*: The trainer is travelling that evening\.$/)).toBeVisible();
    await expectNoSeriousA11yViolations(student, '/student-main/training, Join open');
    const [meeting] = await Promise.all([studentContext.waitForEvent('page'), join.click()]);
    await meeting.waitForURL(MEETING_LINK);
    await expect(meeting).toHaveTitle('Meet');

    // The join link itself, as a calendar's event opens it: a redirect to the same meeting.
    const redirect = await fetch(`${API_URL}/student/training/sessions/${first.id}/join`, {
      headers: { Authorization: `Bearer ${studentTokens.accessToken}`, 'x-program-today': day },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(MEETING_LINK);

    // The next day the admin imports the session's Zoom report on the attendance page.
    await onDay(admin, dayAfter(day));
    await admin.getByRole('link', { name: 'Open the attendance grid' }).click();
    const grid = admin.getByRole('grid', { name: 'Attendance: students by sessions' });
    await expect(grid).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    const report = admin.getByRole('region', { name: 'Import a meeting report' });
    await report.getByLabel('Session', { exact: true }).selectOption(first.id);
    await report.getByLabel('Meeting report (Zoom or Google Meet CSV)').setInputFiles({
      name: 'participants.csv',
      mimeType: 'text/csv',
      buffer: zoomReport(startsAt, [
        { name: 'Training Student', email, minutes: 100 },
        { name: 'Unknown Person', email: UNKNOWN_EMAIL, minutes: 85 },
      ]),
    });
    await report.getByRole('button', { name: 'Import meeting report' }).click();
    const summary = admin.getByRole('status').filter({ hasText: 'Zoom report imported' });
    await expect(summary).toContainText(/Zoom report imported: 1 students matched of \d+ rows; 1 marks written\./);
    await expect(summary).toContainText(UNKNOWN_EMAIL);
    await axeFromTop(admin, '/admin/training/attendance, a report imported');

    const rowKey = await studentRowKey(batch.get('cohortId')!, specialization, email);
    const cell = grid
      .getByRole('row')
      .filter({ hasText: rowKey })
      .getByRole('gridcell', { name: /, session 1: Present$/ });
    await expect(cell).toHaveText('P');

    // The CSV agrees: PRESENT in session 1's column of the student's row.
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    const [header, ...rows] = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const column = header!.findIndex((title) => title.startsWith('Session 1 ('));
    const row = rows.find((r) => r.includes(email));
    expect(column).toBeGreaterThan(2);
    expect(row?.[column]).toBe('PRESENT');

    // The certificate: refused while the training runs, issued after it once every session is marked.
    await admin.goto('/admin/journey');
    const certificates = admin.getByRole('region', { name: 'Certificates' });
    await expect(certificates).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await certificates.getByLabel('Find a student by name or e-mail').fill(email);
    await certificates.getByRole('button', { name: 'Find' }).click();
    await certificates.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
    await certificates.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(admin.getByText(/^The training has not ended: its last session ends on .+\.$/)).toBeVisible();
    await expect(certificates.getByText('No certificate issued yet.')).toBeVisible();
    await attendEverySession(studentTokens);
    await onDay(admin, AFTER_TRAINING);
    await certificates.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(admin.getByText(/^Certificate of Industrial Training issued to /)).toBeVisible();

    await studentContext.close();
    await adminContext.close();
  });
});

/** What the grid's row shows under the student's name: their student ID, else their e-mail. */
async function studentRowKey(cohortId: string, specialization: string, email: string): Promise<string> {
  const grid = await apiAs<{ rows: { email: string; studentId: string | null }[] }>(
    (await adminSession()).accessToken,
    `/admin/api/training/attendance?${new URLSearchParams({ cohortId, specialization, size: '250' })}`,
  );
  const row = grid.rows.find((r) => r.email === email);
  if (!row) throw new Error(`${email} is not in the batch's grid`);
  return row.studentId ?? email;
}

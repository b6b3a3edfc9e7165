import { screen, waitFor, within } from '@testing-library/react';
import type { AttendanceImportResult } from '@portal/domain/views/training';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { renderApp } from '../../../testing/render-app';
import { BATCH_QUERY, COHORT, SPECIALIZATION, makeGrid } from '../testing/training-fixtures';
import { ATTENDANCE_TEXT } from './AttendancePage';

const GRID = 'GET /admin/api/training/attendance';
const grid = () => screen.findByRole('grid', { name: 'Attendance: students by sessions' });
const cell = async (name: string) => within(await grid()).getByRole('gridcell', { name });

describe('/admin/training/attendance', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each mark with the totals, and marks a cell from the keyboard', async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      [GRID]: () => json(makeGrid()),
      'PUT /admin/api/training/attendance/s3/u2': (call) =>
        json({ sessionId: 's3', source: 'ADMIN', reason: null, minutes: null, ...(call.body as object) }),
      'PUT /admin/api/training/attendance/s2/u2': (call) =>
        json({ sessionId: 's2', source: 'ADMIN', minutes: null, ...(call.body as object) }),
    });
    const { user } = renderApp(`/admin/training/attendance${BATCH_QUERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: ATTENDANCE_TEXT.title })).toBeInTheDocument();
    expect(document.title).toBe(`${ATTENDANCE_TEXT.title} — Career Portal`);
    const table = await grid();
    const ravi = within(table)
      .getByRole('rowheader', { name: /Ravi Kumar/ })
      .closest('tr')!;
    expect(ravi).toHaveTextContent('1 of 2');
    expect(ravi).toHaveTextContent('50%');
    expect(within(table).getByRole('rowheader', { name: 'Present or late' }).closest('tr')).toHaveTextContent('21–');
    expect(api.callsTo(GRID)[0]?.url.searchParams.toString()).toBe(
      `cohortId=${COHORT.id}&specialization=Data+Science&below=false&page=0&size=50`,
    );

    // One cell in the tab order; arrows move; L marks LATE at once (a session to come needs no reason).
    const first = await cell('Asha Verma, session 1: Present');
    expect(first).toHaveAttribute('tabindex', '0');
    await user.click(first);
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(await cell('Ravi Kumar, session 3: not marked')).toHaveFocus();
    // The focused cell shows a ring; the one left does not.
    expect((await cell('Ravi Kumar, session 3: not marked')).style.outline).toMatch(/^2px solid/);
    expect(first.style.outline).toBe('');
    await user.keyboard('l');
    await waitFor(() => expect(api.callsTo('PUT /admin/api/training/attendance/s3/u2')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/api/training/attendance/s3/u2')[0]?.body).toEqual({ mark: 'LATE' });
    expect(await screen.findByText('Ravi Kumar, session 3: Late.')).toBeInTheDocument();

    // A held session's day has ended: E (and any change there) asks for the reason first.
    await user.keyboard('{ArrowLeft}e');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Excused: Ravi Kumar, session 2: Absent');
    await user.type(within(dialog).getByLabelText('Reason'), 'Medical certificate.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark excused' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/api/training/attendance/s2/u2')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/api/training/attendance/s2/u2')[0]?.body).toEqual({ mark: 'EXCUSED', reason: 'Medical certificate.' });
  });

  it('shows a refused mark (409) as the server says it', async () => {
    adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      [GRID]: () => json(makeGrid()),
      'PUT /admin/api/training/attendance/s3/u1': () =>
        json({ statusCode: 409, error: 'Conflict', message: 'This student is no longer in the batch.' }, 409),
    });
    const { user } = renderApp(`/admin/training/attendance${BATCH_QUERY}`);
    await user.click(await cell('Asha Verma, session 3: not marked'));
    // The buttons above the grid mark the chosen cell too.
    await user.click(screen.getByRole('button', { name: 'Present (P)' }));
    expect(await screen.findByText('This student is no longer in the batch.')).toBeInTheDocument();
  });

  it('asks the server for the students below the line, page by page', async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      [GRID]: (call) =>
        json(
          call.url.searchParams.get('below') === 'true'
            ? makeGrid({ rows: makeGrid().rows.slice(1), totalItems: 1 })
            : makeGrid({ totalItems: 120, totalPages: 3 }),
        ),
    });
    const { user } = renderApp(`/admin/training/attendance${BATCH_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(GRID).at(-1)?.url.searchParams.get('page')).toBe('1'));
    await user.click(screen.getByRole('checkbox', { name: ATTENDANCE_TEXT.below }));
    await waitFor(() => expect(api.callsTo(GRID).at(-1)?.url.searchParams.get('below')).toBe('true'));
    expect(api.callsTo(GRID).at(-1)?.url.searchParams.get('page')).toBe('0');
    await waitFor(() => expect(within(screen.getByRole('grid')).queryByText('Asha Verma')).not.toBeInTheDocument());
    expect(within(screen.getByRole('grid')).getByText('Ravi Kumar')).toBeInTheDocument();
  });

  it('imports a session’s meeting report as text/csv and shows what it did', async () => {
    const result: AttendanceImportResult = {
      format: 'ZOOM',
      rows: 4,
      matched: 2,
      marked: 2,
      unmatchedEmails: ['stranger@example.com'],
      duplicateEmails: ['asha@example.com'],
      guests: 1,
    };
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      [GRID]: () => json(makeGrid()),
      'POST /admin/api/training/sessions/s2/attendance-report': () => json(result),
    });
    const { user } = renderApp(`/admin/training/attendance${BATCH_QUERY}`);
    const region = await screen.findByRole('region', { name: 'Import a meeting report' });
    await user.click(within(region).getByRole('button', { name: 'Import meeting report' }));
    expect(await within(region).findByText('Choose the session the report is of.')).toBeInTheDocument();
    await user.selectOptions(within(region).getByLabelText('Session'), 's2');
    const csv = 'Name (original name),User email,Join time,Leave time,Duration (minutes),Guest\n';
    // Windows names a CSV application/vnd.ms-excel: it is sent as text/csv all the same.
    await user.upload(
      within(region).getByLabelText(/Meeting report/),
      new File([csv], 'participants.csv', { type: 'application/vnd.ms-excel' }),
    );
    await user.click(within(region).getByRole('button', { name: 'Import meeting report' }));
    const status = await within(region).findByRole('status');
    expect(status).toHaveTextContent('Zoom report imported: 2 students matched of 4 rows; 2 marks written.');
    expect(status).toHaveTextContent('E-mails matching no student of the batch: stranger@example.com');
    expect(status).toHaveTextContent('Several rows (rejoins, summed): asha@example.com');
    expect(status).toHaveTextContent('Guests: 1');
    const [call] = api.callsTo('POST /admin/api/training/sessions/s2/attendance-report');
    expect(call?.headers['Content-Type']).toBe('text/csv');
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/attendance-report'))?.[1]?.body as Blob;
    expect(await sent.text()).toBe(csv);
  });

  it('exports the batch as CSV', async () => {
    const api = adminHomeApi({
      'GET /admin/api/cohorts': () => json([COHORT]),
      [GRID]: () => json(makeGrid()),
      'GET /admin/api/training/attendance/export.csv': () =>
        new Response('\uFEFFName,E-mail\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn((_: Blob) => 'blob:attendance');
    URL.createObjectURL = createObjectURL;
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderApp(`/admin/training/attendance${BATCH_QUERY}`);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['attendance-january-2027-data-science.csv']));
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('Name,E-mail');
    click.mockRestore();
    expect(api.callsTo('GET /admin/api/training/attendance/export.csv')[0]?.url.searchParams.get('specialization')).toBe(SPECIALIZATION);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { computeJourney } from '@portal/domain/journey';
import { MESSAGES } from '@portal/domain/messages';
import type { StudentDetail } from '@portal/domain/views/student-detail';
import { json, mockApi, signIn, type ApiHandler } from '../../../../../tools/test-support/api-mock';
import { makeRow, makeStudentDetail, makeStudentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { NO_BACKGROUND, makeInvoice } from '../../../../../tools/test-support/view-fixtures';
import { STUDENT_LOAD_FAILED } from './StudentDetailPage';

const DETAIL = 'GET /admin/api/students/u1';

const invoice = () =>
  makeInvoice(7, {
    id: 'inv1',
    invoiceNumber: 'INV/25-26/00007',
    issuedAt: '2025-11-21T04:30:00.000Z',
    downloadUrl: '/admin/api/students/u1/invoices/inv1/file',
  });

/** A student later in the journey: ID and fee verified, an invoice, a chosen specialization, a background and both letters. */
const advanced = (): StudentDetail =>
  makeStudentDetail({
    student: makeStudentRow({
      idStatus: 'VERIFIED',
      paymentLinkUrl: 'https://rzp.io/l/asha',
      paymentAmountMinor: 499_900,
      paymentAssignedAt: '2025-11-20T06:00:00.000Z',
      feeVerified: true,
      feeVerifiedAt: '2025-11-21T04:30:00.000Z',
    }),
    idProof: makeRow({ status: 'VERIFIED', reviewedBy: 'admin@example.com', reviewedAt: '2025-11-20T05:00:00.000Z' }),
    journey: computeJourney({
      idStatus: 'VERIFIED',
      feeVerified: true,
      feePaid: true,
      specializationFinalized: true,
      backgroundFinalized: true,
      offerDraftAvailable: true,
      signatureFinalized: true,
      finalLetterAvailable: true,
    }),
    specialization: {
      specialization: 'Data Science',
      startDateCode: 'DEC10',
      startDate: '2025-12-10',
      durationWeeks: 6,
      finalized: true,
      finalizedAt: '2025-11-22T05:00:00.000Z',
    },
    background: {
      ...NO_BACKGROUND,
      status: 'SUBMITTED',
      finalized: true,
      profileType: 'STUDENT',
      educationalLevel: 'Bachelors',
      graduationYear: 2026,
      college: 'RV College of Engineering',
      branch: 'Computer Science',
      submittedAt: '2025-11-22T06:00:00.000Z',
    },
    offerLetter: {
      requested: true,
      address: '221B Residency Road, Bengaluru 560025',
      draftAvailable: true,
      waitingForSignature: false,
      draftDownloadUrl: '/admin/api/students/u1/offer-letter/draft/file',
      signatureUploaded: true,
      signedAt: '2025-11-23T02:33:00.000Z',
      finalAvailable: true,
      finalDownloadUrl: '/admin/api/students/u1/offer-letter/final/file',
    },
    requestedLetterAt: '2025-11-22T07:00:00.000Z',
    invoices: [invoice()],
  });

function serve(detail: StudentDetail | (() => Response), handlers: Record<string, ApiHandler> = {}) {
  return mockApi({
    [DETAIL]: typeof detail === 'function' ? detail : () => json(detail),
    'GET /admin/api/audit': () => json([]),
    'GET /admin/api/certificates': () => json([]),
    ...handlers,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

// antd renders slowly in jsdom on a busy two-core machine.
describe('/admin/students/{id} (one student)', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it("shows the student's journey, profile, ID, payment, invoices, program, letters and certificates", async () => {
    serve(advanced());
    renderApp('/admin/students/u1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(document.title).toContain('Asha Verma');
    expect(screen.getByText(/asha@example.com · Student ID CP25-000123 · 8\/10 • 80% of the journey/)).toBeInTheDocument();
    expect(within(region('Journey')).getByRole('listitem', { name: 'Step 8: Final Letter Issued — done' })).toBeInTheDocument();

    const profile = region('Profile');
    for (const text of ['+91 9876543210', 'India / Karnataka', 'December 2025', 'Complete'])
      expect(within(profile).getByText(text)).toBeInTheDocument();

    const id = region('ID proof');
    expect(await within(id).findByText('VERIFIED')).toBeInTheDocument();
    expect(within(id).getByText(/by admin@example.com/)).toBeInTheDocument();
    // Two Unverify buttons on one page: each says what it undoes.
    expect(within(id).getByRole('button', { name: 'Unverify ID asha@example.com' })).toHaveTextContent(/^Unverify ID$/);
    expect(within(id).queryByRole('button', { name: 'Approve asha@example.com' })).toBeNull();

    const payment = await screen.findByRole('region', { name: 'Payment and fee' });
    expect(await within(payment).findByRole('link', { name: 'https://rzp.io/l/asha' })).toBeInTheDocument();
    expect(within(payment).getAllByText('₹4,999.00')).toHaveLength(2); // the amount of the link and the cohort's fee
    expect(within(payment).getByRole('button', { name: 'Verify fee of asha@example.com' })).toBeDisabled();
    expect(within(payment).getByRole('button', { name: 'Unverify fee of asha@example.com' })).toBeEnabled();
    expect(within(payment).getByRole('button', { name: 'Unverify fee of asha@example.com' })).toHaveTextContent(/^Unverify fee$/);

    const invoices = region('Invoices');
    expect(within(invoices).getByText('Invoice INV/25-26/00007')).toBeInTheDocument();
    expect(within(invoices).getByText(/21 Nov 2025 · ₹4,999.00/)).toBeInTheDocument();
    expect(within(invoices).getByRole('button', { name: 'View invoice INV/25-26/00007' })).toBeInTheDocument();

    const program = region('Specialization and background');
    for (const text of ['Data Science', '10 Dec 2025', '6 weeks', 'RV College of Engineering', 'Bachelors'])
      expect(within(program).getByText(text)).toBeInTheDocument();

    const letters = region('Offer letter');
    expect(within(letters).getByText('221B Residency Road, Bengaluru 560025')).toBeInTheDocument();
    expect(within(letters).getByText('23 Nov 2025, 08:03 IST')).toBeInTheDocument();
    expect(within(letters).getByRole('button', { name: 'View the final offer letter' })).toBeInTheDocument();

    expect(await within(region('Certificates')).findByText('No certificate issued yet.')).toBeInTheDocument();
  });

  it('shows an erased account as a read-only record: the day it was erased, every action disabled, the invoices still open', async () => {
    const detail = advanced();
    const email = `${'b'.repeat(64)}@erased.invalid`;
    serve({
      ...detail,
      profile: { ...detail.profile, name: null, email },
      student: { ...detail.student, name: null, email, erasedAt: '2026-11-20T10:00:00.000Z' },
    });
    renderApp('/admin/students/u1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erased account' })).toBeInTheDocument();
    expect(screen.getByText(/^Erased on 20 Nov 2026 · Student ID CP25-000123/)).toBeInTheDocument();
    expect(screen.getByText("Erased on 20 Nov 2026 at the student's request.")).toBeInTheDocument();
    const payment = await screen.findByRole('region', { name: 'Payment and fee' });
    const feeButton = await within(payment).findByRole('button', { name: `Unverify fee of ${email}` });
    expect(feeButton).toBeDisabled();
    for (const button of within(region('ID proof')).queryAllByRole('button')) expect(button).toBeDisabled();
    // The invoices tax law keeps can still be read.
    expect(within(region('Invoices')).getByRole('button', { name: 'View invoice INV/25-26/00007' })).toBeEnabled();
  });

  it("shows the fee of the student's cohort with the GST it includes", async () => {
    serve(makeStudentDetail({ student: makeStudentRow({ idStatus: 'VERIFIED', feeMinor: 599_900 }) }));
    const { user } = renderApp('/admin/students/u1');
    const payment = await screen.findByRole('region', { name: 'Payment and fee' });
    expect(within(payment).getByText('₹5,999.00')).toBeInTheDocument();
    expect(within(payment).getByText('(inclusive of 18% GST)')).toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'Set payment link of asha@example.com' }));
    expect(await screen.findByText(/the fee of the student’s cohort, inclusive of 18% GST/)).toBeInTheDocument();
  });

  it('approves a pending ID from the page and shows the student as they are now', async () => {
    let detail = makeStudentDetail();
    const api = serve(() => json(detail), {
      'POST /admin/api/id-proofs/p1/review': () => {
        detail = makeStudentDetail({ idProof: makeRow({ status: 'VERIFIED' }), student: makeStudentRow({ idStatus: 'VERIFIED' }) });
        return json(detail.idProof);
      },
    });
    const { user } = renderApp('/admin/students/u1');
    const id = await screen.findByRole('region', { name: 'ID proof' });
    await user.click(await within(id).findByRole('button', { name: 'Approve asha@example.com' }));
    expect(await screen.findByText(MESSAGES.approved)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/id-proofs/p1/review')[0]?.body).toEqual({ approve: true, note: null });
    // The page loads the student again: the ID is verified, so the fee may now be verified.
    expect(await within(id).findByRole('button', { name: 'Unverify ID asha@example.com' })).toBeInTheDocument();
    expect(within(region('Payment and fee')).getByRole('button', { name: 'Verify fee of asha@example.com' })).toBeEnabled();
    expect(api.callsTo(DETAIL).length).toBeGreaterThanOrEqual(2);
  });

  it('verifies the fee after the confirm, from the page', async () => {
    let detail = makeStudentDetail({
      student: makeStudentRow({ paymentLinkUrl: 'https://rzp.io/l/asha' }),
      idProof: makeRow({ status: 'VERIFIED' }),
    });
    const api = serve(() => json(detail), {
      'POST /admin/api/students/u1/payment/verify': () => {
        detail = {
          ...detail,
          student: { ...detail.student, feeVerified: true, feeVerifiedAt: '2025-11-21T04:30:00.000Z' },
          invoices: [invoice()],
        };
        return json(detail.student);
      },
    });
    const { user } = renderApp('/admin/students/u1');
    const payment = await screen.findByRole('region', { name: 'Payment and fee' });
    await user.click(await within(payment).findByRole('button', { name: 'Verify fee of asha@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.feeVerified)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/students/u1/payment/verify')).toHaveLength(1);
    expect(await within(region('Invoices')).findByText('Invoice INV/25-26/00007')).toBeInTheDocument();
  });

  it("opens a letter or an invoice in a new tab from the admin's file path", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:letter');
    URL.revokeObjectURL = vi.fn();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = serve(advanced(), {
      'GET /admin/api/students/u1/offer-letter/final/file': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { user } = renderApp('/admin/students/u1');
    await user.click(await screen.findByRole('button', { name: 'View the final offer letter' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:letter'));
    expect(api.callsTo('GET /admin/api/students/u1/offer-letter/final/file')).toHaveLength(1);
  });

  it('says when there is no such student, and offers Retry when loading failed', async () => {
    serve(() => json({ message: MESSAGES.invalidStudentSelection }, 404));
    const first = renderApp('/admin/students/u1');
    expect(await screen.findByText('No such student. Find them with the student search on the admin dashboard.')).toBeInTheDocument();
    first.unmount();

    let answers = [json({ message: 'Internal Server Error' }, 500), json(makeStudentDetail())];
    serve(() => answers.shift() as Response);
    const { user } = renderApp('/admin/students/u1');
    expect(await screen.findByText(STUDENT_LOAD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    answers = [];
  });

  it('tells a newcomer apart: no ID, nothing chosen, no invoice, no letter', async () => {
    serve(makeStudentDetail({ idProof: null, student: makeStudentRow({ idStatus: 'NOT_UPLOADED' }), journey: computeJourney({}) }));
    renderApp('/admin/students/u1');
    expect(await screen.findByText('No ID uploaded yet. The student uploads it on their dashboard (step 1).')).toBeInTheDocument();
    expect(screen.getByText('No invoice yet: one is issued when the fee is verified.')).toBeInTheDocument();
    expect(within(region('Specialization and background')).getByText('Not chosen yet')).toBeInTheDocument();
    expect(within(region('Offer letter')).getAllByText('Not issued yet')).toHaveLength(2);
  });
});

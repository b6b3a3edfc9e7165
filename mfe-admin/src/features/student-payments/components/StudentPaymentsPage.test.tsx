import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portal/domain/messages';
import { json, mockApi, signIn, type ApiCall } from '../../../../../tools/test-support/api-mock';
import { makeStudentRow } from '../../../testing/fixtures';
import { currentLocation, renderApp } from '../../../testing/render-app';
import type { StudentPage, StudentRow } from '../api/get-student-page';

const row = (over: Partial<StudentRow> = {}): StudentRow =>
  makeStudentRow({ id: 's1', email: 'priya@example.com', name: 'Priya Sharma', studentId: 'CP25-000001', ...over });

const page = (items: StudentRow[], over: Partial<StudentPage> = {}): StudentPage => ({
  items,
  page: 0,
  size: 20,
  totalItems: items.length,
  totalPages: 1,
  counts: { link: { added: 3, 'not-added': 7, all: 10 }, fee: { any: 10, verified: 2, unverified: 8 } },
  ...over,
});

const LIST = 'GET /admin/api/students';

/** antd names every element "test-id" under test, so dialogs are found by their title text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    // Skip dialogs that are closing (leave animation) or closed (hidden wrapper).
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
      .filter((d) => !/-leave/.test(d.className) && (d.closest('.ant-modal-wrap') as HTMLElement | null)?.style.display !== 'none')
      .reverse();
    found = dialogs.find((d) => [...d.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')].some((t) => t.textContent === title));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

/** Clicks a filter pill by its visible label (the radio input itself is hidden under antd's button). */
const pill = (label: string) => screen.getByText(label).closest('label') as HTMLElement;

function tableRow(email: string): HTMLElement {
  const cell = screen.getByText(email, { selector: 'td *' });
  return cell.closest('tr') as HTMLElement;
}

// antd tables and modals render slowly in jsdom on a busy two-core machine.
describe('/admin/students (Student Payment Links)', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the SPEC columns, the counts on the pills and the fixed heading', async () => {
    const linked = row({
      id: 's2',
      email: 'rahul@example.com',
      name: 'Rahul',
      paymentLinkUrl: 'https://rzp.io/l/x',
      paymentAmountMinor: 499900,
      paymentAssignedAt: '2025-11-01T06:00:00Z',
      feeVerified: true,
      feeVerifiedAt: '2025-11-02T06:00:00Z',
    });
    const api = mockApi({ [LIST]: () => json(page([row(), linked])) });
    renderApp('/admin/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Payment Links' })).toBeInTheDocument();
    await screen.findByText('rahul@example.com');
    for (const title of ['Email', 'Name', 'Student ID', 'Payment Link', 'Amount', 'Assigned', 'Fee Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    for (const label of ['Link added (3)', 'Not yet added (7)', 'All (10)', 'Any status (10)', 'Verified (2)', 'Unverified (8)']) {
      expect(within(pill(label)).getByRole('radio')).toBeInTheDocument();
    }
    expect(pill('All (10)')).toHaveClass('ant-radio-button-wrapper-checked');
    const r = tableRow('rahul@example.com');
    expect(within(r).getByRole('link', { name: 'Open payment link of rahul@example.com' })).toHaveAttribute('href', 'https://rzp.io/l/x');
    expect(within(r).getByRole('link', { name: /Open payment link/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(r).getByText('₹4,999.00')).toBeInTheDocument();
    // The name leads to the student's page.
    expect(within(r).getByRole('link', { name: 'Details of Rahul' })).toHaveAttribute('href', '/admin/students/s2');
    expect(within(r).getByText('Verified')).toBeInTheDocument();
    expect(within(r).getByRole('button', { name: /Update payment link/ })).toBeEnabled();
    expect(within(r).getByRole('button', { name: /Verify fee/ })).toBeDisabled();
    const p = tableRow('priya@example.com');
    expect(within(p).getByText('Not added')).toBeInTheDocument();
    expect(within(p).getByRole('button', { name: /Clear payment link/ })).toBeDisabled();
    expect(within(p).getByRole('button', { name: /Unverify fee/ })).toBeDisabled();
    expect(api.callsTo(LIST)[0]?.url.search).toBe('?link=all&fee=any&page=0&size=20');
  });

  it('searches and filters on the server and keeps them in the address', async () => {
    const api = mockApi({ [LIST]: (call: ApiCall) => json(page([row()], { page: Number(call.url.searchParams.get('page')) })) });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Search by e-mail or name' }), 'priya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/students?q=priya'));
    await user.click(pill('Link added (3)'));
    await user.click(pill('Unverified (8)'));
    await waitFor(() => expect(currentLocation()).toBe('/admin/students?q=priya&link=added&fee=unverified'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.url.search).toBe('?query=priya&link=added&fee=unverified&page=0&size=20'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/students?link=added&fee=unverified'));
    expect(screen.getByRole('textbox', { name: 'Search by e-mail or name' })).toHaveValue('');
  });

  it('shows erased accounts alone when asked, as read-only rows with the day they were erased', async () => {
    const erased = row({ id: 's9', email: `${'a'.repeat(64)}@erased.invalid`, name: null, erasedAt: '2026-11-20T10:00:00.000Z' });
    const api = mockApi({
      [LIST]: (call: ApiCall) => json(page(call.url.searchParams.get('erased') === 'true' ? [erased] : [row()])),
    });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Erased accounts only' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/students?erased=1'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.url.search).toBe('?link=all&fee=any&page=0&size=20&erased=true'));
    const r = (await screen.findByText('Erased on 20 Nov 2026')).closest('tr') as HTMLElement;
    expect(within(r).getByText('Read-only record')).toBeInTheDocument();
    expect(within(r).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/@erased\.invalid/)).toBeNull();
  });

  it("says 'No students match the current filter.' when the page is empty", async () => {
    mockApi({ [LIST]: () => json(page([])) });
    renderApp('/admin/students?link=added');
    expect(await screen.findByText(MESSAGES.noStudentsMatch)).toBeInTheDocument();
  });

  it("shows 'Failed to load students' with the status and the server's text, and retries", async () => {
    let fail = true;
    mockApi({ [LIST]: () => (fail ? json({ message: 'Database unavailable' }, 503) : json(page([row()]))) });
    const { user } = renderApp('/admin/students');
    expect(await screen.findByText('Failed to load students (503): Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('priya@example.com')).toBeInTheDocument();
  });

  it("sets a link: the SPEC message for a bad link before sending, then saves with the cohort's fee", async () => {
    const api = mockApi({
      [LIST]: () => json(page([row()])),
      'POST /admin/students/s1/payment-link': () => json(row({ paymentLinkUrl: 'https://rzp.io/l/abc123', paymentAmountMinor: 499900 })),
    });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    await user.click(screen.getByLabelText('Set payment link of priya@example.com'));
    const dialog = await dialogTitled('Set Payment Link');
    expect(within(dialog).getByText('₹4,999.00')).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: 'Payment link URL' });
    await user.type(input, 'rzp.io/l/abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.paymentLinkInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/students/s1/payment-link')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'https://rzp.io/l/abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.paymentLinkSaved)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/students/s1/payment-link')[0]?.body).toEqual({
      url: 'https://rzp.io/l/abc123',
      amountMajor: 4999,
      currency: 'INR',
    });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it("shows and sends the fee of the student's cohort, not the first cohort's", async () => {
    const api = mockApi({
      [LIST]: () => json(page([row({ feeMinor: 599_900 })])),
      'POST /admin/students/s1/payment-link': () =>
        json(row({ feeMinor: 599_900, paymentLinkUrl: 'https://rzp.io/l/abc123', paymentAmountMinor: 599_900 })),
    });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    await user.click(screen.getByLabelText('Set payment link of priya@example.com'));
    const dialog = await dialogTitled('Set Payment Link');
    expect(within(dialog).getByText('₹5,999.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/the fee of the student’s cohort, inclusive of 18% GST/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/4,999/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Payment link URL' }), 'https://rzp.io/l/abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.paymentLinkSaved)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/students/s1/payment-link')[0]?.body).toMatchObject({ amountMajor: 5999 });
  });

  it("shows 'Failed to save payment link' with the status and the server's text, keeping the modal open", async () => {
    mockApi({
      [LIST]: () => json(page([row()])),
      'POST /admin/students/s1/payment-link': () => json({ statusCode: 404, message: MESSAGES.invalidStudentSelection }, 404),
    });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    await user.click(screen.getByLabelText('Set payment link of priya@example.com'));
    const dialog = await dialogTitled('Set Payment Link');
    await user.type(within(dialog).getByRole('textbox', { name: 'Payment link URL' }), 'upi://pay?pa=asha@okaxis');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save payment link (404): Invalid student selection.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Payment link URL' })).toHaveValue('upi://pay?pa=asha@okaxis');
  });

  it('disables Verify until the ID is verified, with the reason in a tooltip and for screen readers', async () => {
    const pending = row({ idStatus: 'PENDING' });
    const api = mockApi({ [LIST]: () => json(page([pending])) });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    expect(screen.getByText('PENDING')).toBeInTheDocument();
    const verify = screen.getByLabelText('Verify fee of priya@example.com');
    expect(verify).toBeDisabled();
    expect(verify).toHaveAccessibleDescription(MESSAGES.feeNeedsIdVerified);
    await user.hover(verify.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MESSAGES.feeNeedsIdVerified);
    expect(api.callsTo('POST /admin/api/students/s1/payment/verify')).toHaveLength(0);
  });

  it.each([
    [
      'Clear payment link',
      'Clear Payment Link',
      'DELETE /admin/students/s1/payment-link',
      MESSAGES.paymentLinkCleared,
      'Failed to clear payment link',
    ],
    ['Verify fee', 'Verify fee', 'POST /admin/api/students/s1/payment/verify', MESSAGES.feeVerified, 'Failed to verify fee'],
    ['Unverify fee', 'Confirm', 'POST /admin/api/students/s1/payment/unverify', MESSAGES.feeUnverified, 'Failed to unverify fee'],
  ])('%s asks in "%s" with Cancel and Yes, then calls the API', async (button, title, route, success, failure) => {
    const current = row({
      paymentLinkUrl: 'https://rzp.io/l/x',
      paymentAmountMinor: 499900,
      feeVerified: button === 'Unverify fee',
      feeVerifiedAt: button === 'Unverify fee' ? '2025-11-02T06:00:00Z' : null,
    });
    let answer = json({ statusCode: 409, message: 'Step 1 first.' }, 409);
    const api = mockApi({ [LIST]: () => json(page([current])), [route]: () => answer });
    const { user } = renderApp('/admin/students');
    await screen.findByText('priya@example.com');
    const open = () => user.click(screen.getByLabelText(`${button} of priya@example.com`));

    await open();
    let dialog = await dialogTitled(title);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(route)).toHaveLength(0);

    await open();
    dialog = await dialogTitled(title);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${failure} (409): Step 1 first.`)).toBeInTheDocument();

    answer = json(current);
    await open();
    dialog = await dialogTitled(title);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(api.callsTo(route)).toHaveLength(2);
    if (route.startsWith('POST')) expect(api.callsTo(route)[1]?.body).toEqual({});
  });
});

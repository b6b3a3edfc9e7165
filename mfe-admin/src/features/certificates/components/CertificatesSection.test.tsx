import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CERTIFICATE_TYPE_INFO } from '@portal/domain/certificate';
import type { AdminCertificateView, EligibleStudentRow } from '@portal/domain/views/certificate';
import { json, signIn } from '../../../../../tools/test-support/api-mock';
import { publicCertificate } from '../../../../../tools/test-support/certificate-fixtures';
import { adminHomeApi } from '../../../testing/admin-home-api';
import { makeStudentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { CERTIFICATES_TEXT } from './CertificatesSection';
import { RECOMMENDATION_NOTE } from './recommendation-note';
import { ISSUED } from './StudentCertificates';

const STUDENT = makeStudentRow({ feeVerified: true, feeVerifiedAt: '2025-10-20T05:00:00.000Z' });

function cert(overrides: Partial<AdminCertificateView> = {}): AdminCertificateView {
  return {
    ...publicCertificate(),
    id: 'c1',
    text: null,
    verifyUrl: 'http://localhost:3000/verify/ABCDEFGHJKMN',
    userId: 'u1',
    studentId: 'CP25-000123',
    email: 'asha@example.com',
    ...overrides,
  };
}

const panel = () => screen.findByRole('region', { name: CERTIFICATES_TEXT.heading });

describe('/admin certificates', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('finds a student, issues a training certificate and revokes it with a reason', async () => {
    let held: AdminCertificateView[] = [];
    const api = adminHomeApi({
      'GET /admin/api/students': () => json([STUDENT]),
      'GET /admin/api/certificates': () => json(held),
      'POST /admin/api/certificates': () => {
        held = [cert()];
        return json(held[0], 201);
      },
      'POST /admin/api/certificates/c1/revoke': (call) => {
        held = [
          cert({ status: 'REVOKED', revokedAt: '2025-12-02T06:00:00.000Z', revokedReason: (call.body as { reason: string }).reason }),
        ];
        return json(held[0]);
      },
    });
    const { user } = renderApp('/admin/journey');
    const region = await panel();
    fireEvent.change(within(region).getByLabelText('Find a student by name or e-mail'), { target: { value: 'asha' } });
    await user.click(within(region).getByRole('button', { name: 'Find' }));
    await user.click(await within(region).findByRole('button', { name: /Asha Verma · CP25-000123/ }));
    expect(await within(region).findByText('No certificate issued yet.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText(ISSUED(CERTIFICATE_TYPE_INFO.TRAINING.title, 'Asha Verma'))).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/certificates')[0]?.body).toEqual({ userId: 'u1', type: 'TRAINING' });
    expect(await within(region).findByText('ABCD-EFGH-JKMN · issued 1 Dec 2025')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: `Revoke ${CERTIFICATE_TYPE_INFO.TRAINING.title} of Asha Verma` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Issued in error.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(region).findByText('Revoked')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/certificates/c1/revoke')[0]?.body).toEqual({ reason: 'Issued in error.' });

    // Revoked by mistake: the type may be issued again.
    const type = within(region).getByLabelText('Certificate to issue');
    expect(within(type).getByRole('option', { name: CERTIFICATE_TYPE_INFO.TRAINING.title })).toBeInTheDocument();
    // (its name may still carry the fading loading icon of the first issue)
    const issueAgain = within(region).getByRole('button', { name: /^(loading ?)?Issue$/ });
    await waitFor(() => expect(issueAgain).toBeEnabled());
    await user.click(issueAgain);
    await waitFor(() => expect(api.callsTo('POST /admin/api/certificates')).toHaveLength(2));
  });

  it('issues one type to the students ticked among the eligible, with progress and each result', async () => {
    const rows: EligibleStudentRow[] = [
      {
        userId: 'u1',
        studentId: 'CP25-1',
        name: 'Asha Verma',
        email: 'a@example.com',
        specialization: 'Data Science',
        certificateId: null,
        notYet: null,
      },
      {
        userId: 'u2',
        studentId: 'CP25-2',
        name: 'Ravi Kumar',
        email: 'r@example.com',
        specialization: 'Machine Learning',
        certificateId: null,
        notYet: null,
      },
      {
        userId: 'u3',
        studentId: 'CP25-3',
        name: 'Meera Iyer',
        email: 'm@example.com',
        specialization: null,
        certificateId: 'c9',
        notYet: null,
      },
      {
        userId: 'u4',
        studentId: 'CP25-4',
        name: 'Kiran Rao',
        email: 'k@example.com',
        specialization: 'Data Science',
        certificateId: null,
        notYet: 'attended 11 of 20 (55%); 75% needed',
      },
    ];
    const api = adminHomeApi({
      'GET /admin/api/certificates/eligible': () => json({ items: rows, totalItems: 4, page: 0, size: 25 }),
      'POST /admin/api/certificates': (call) =>
        (call.body as { userId: string }).userId === 'u1'
          ? json(cert(), 201)
          : json({ statusCode: 409, message: 'This student already has a certificate of this type.' }, 409),
    });
    const { user } = renderApp('/admin/journey');
    const region = await panel();
    await user.click(within(region).getByText('Issue one certificate to many students'));
    expect(await within(region).findByRole('checkbox', { name: 'Select Asha Verma' })).toBeInTheDocument();
    expect(within(region).queryByRole('checkbox', { name: 'Select Meera Iyer' })).not.toBeInTheDocument();
    // A student who must wait cannot be ticked, and the row says why.
    expect(within(region).queryByRole('checkbox', { name: 'Select Kiran Rao' })).not.toBeInTheDocument();
    const kiran = within(region).getByRole('row', { name: /Kiran Rao/ });
    expect(kiran).toHaveTextContent('Not yet');
    expect(kiran).toHaveTextContent('attended 11 of 20 (55%); 75% needed');
    await user.click(within(region).getByRole('checkbox', { name: 'Select Asha Verma' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await user.click(within(region).getByRole('button', { name: 'Issue to 2 selected' }));
    const results = await within(region).findByRole('list', { name: 'Results' });
    await waitFor(() => expect(results.querySelectorAll('li')).toHaveLength(2));
    // Dashed as everywhere else.
    expect(results).toHaveTextContent('Asha Verma: Issued ABCD-EFGH-JKMN');
    expect(results).toHaveTextContent('Ravi Kumar: This student already has a certificate of this type.');
    expect(within(region).getByText('2 of 2 done')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/api/certificates').map((c) => (c.body as { userId: string }).userId)).toEqual(['u1', 'u2']);
  });

  it("lists why each intern waits for a letter of recommendation, which is the mentor's, and issues it without a text", async () => {
    const waiting = [
      ["Week 3's report is not accepted yet.", 'u5', 'Nia Das'],
      ['No recommendation written by the mentor yet.', 'u6', 'Omar Khan'],
    ] as const;
    const rows: EligibleStudentRow[] = [
      ...waiting.map(([notYet, userId, name]) => ({
        userId,
        studentId: null,
        name,
        email: `${userId}@example.com`,
        specialization: 'Data Science',
        certificateId: null,
        notYet,
      })),
      {
        userId: 'u7',
        studentId: null,
        name: 'Pia Roy',
        email: 'p@example.com',
        specialization: 'Data Science',
        certificateId: null,
        notYet: null,
      },
    ];
    const api = adminHomeApi({
      'GET /admin/api/certificates/eligible': (call) => {
        expect(call.url.searchParams.get('type')).toBe('RECOMMENDATION');
        return json({ items: rows, totalItems: 3, page: 0, size: 25 });
      },
      'POST /admin/api/certificates': () => json(cert({ type: 'RECOMMENDATION' }), 201),
    });
    const { user } = renderApp('/admin/journey');
    const region = await panel();
    await user.click(within(region).getByText('Issue one certificate to many students'));
    await user.selectOptions(within(region).getByLabelText('Certificate'), 'RECOMMENDATION');
    expect(await within(region).findByText(RECOMMENDATION_NOTE)).toBeInTheDocument();
    for (const [notYet, , name] of waiting) {
      expect(await within(region).findByRole('row', { name: new RegExp(name) })).toHaveTextContent(notYet);
      expect(within(region).queryByRole('checkbox', { name: `Select ${name}` })).not.toBeInTheDocument();
    }
    await user.click(within(region).getByRole('checkbox', { name: 'Select Pia Roy' }));
    await user.click(within(region).getByRole('button', { name: 'Issue to 1 selected' }));
    await waitFor(() => expect(api.callsTo('POST /admin/api/certificates')).toHaveLength(1));
    expect(api.callsTo('POST /admin/api/certificates')[0]?.body).toEqual({ userId: 'u7', type: 'RECOMMENDATION' });
  });
});

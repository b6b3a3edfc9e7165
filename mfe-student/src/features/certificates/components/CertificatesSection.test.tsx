import { screen, within } from '@testing-library/react';
import type { CertificateView } from '@portal/domain/views/certificate';
import { json, signIn } from '../../../testing/api-mock';
import { publicCertificate } from '../../../../../tools/test-support/certificate-fixtures';
import { pdfResponse, mockProgramApi } from '../../../testing/program-fixtures';
import { renderApp } from '../../../testing/render-app';

const SLOW = { timeout: 10_000 };
const PATH = '/student-main/certificates';

function certificate(overrides: Partial<CertificateView> = {}): CertificateView {
  return {
    ...publicCertificate(),
    id: 'c1',
    text: null,
    verifyUrl: 'http://localhost:3000/verify/ABCDEFGHJKMN',
    linkedInUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=ABCD-EFGH-JKMN',
    ...overrides,
  };
}

function api(list: CertificateView[]) {
  return mockProgramApi(
    { idStatus: 'VERIFIED', feeVerified: true },
    {
      'GET /student/certificates': () => json(list),
      'GET /student/certificates/c1/file': () => pdfResponse(),
      'GET /student/certificates/c1/credential': () => json({ type: ['VerifiableCredential', 'OpenBadgeCredential'] }),
      'GET /student/certificates/c1/badge.png': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
    },
  );
}

describe('/student-main/certificates', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says none is issued yet and which will come', async () => {
    api([]);
    renderApp(PATH);
    expect(await screen.findByText('No certificates yet', {}, SLOW)).toBeInTheDocument();
  });

  it('lists each certificate with Download, its verification link to copy and Add to LinkedIn; a revoked one with its reason and no download', async () => {
    const mock = api([
      certificate(),
      certificate({
        id: 'c2',
        code: 'PQRSTUVWXYZ2',
        type: 'INTERNSHIP',
        title: 'Certificate of Internship',
        status: 'REVOKED',
        revokedAt: '2026-02-01T06:00:00.000Z',
        revokedReason: 'Issued to the wrong student.',
      }),
    ]);
    const { user } = renderApp(PATH);
    const training = await screen.findByRole('region', { name: 'Certificate of Industrial Training' }, SLOW);
    expect(training).toHaveTextContent('Valid');
    expect(training).toHaveTextContent('Data Science · 1–30 Nov 2025 · issued 1 Dec 2025');
    expect(training).toHaveTextContent('Certificate ID ABCD-EFGH-JKMN');
    expect(within(training).getByRole('link', { name: /Add Certificate of Industrial Training to LinkedIn profile/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=ABCD-EFGH-JKMN',
    );
    await user.click(within(training).getByRole('button', { name: 'Copy verification link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/verify/ABCDEFGHJKMN');
    await user.click(within(training).getByRole('button', { name: 'Download Certificate of Industrial Training' }));
    expect(mock.callsTo('GET /student/certificates/c1/file')).toHaveLength(1);
    await user.click(within(training).getByRole('button', { name: 'Download credential (JSON) of Certificate of Industrial Training' }));
    expect(mock.callsTo('GET /student/certificates/c1/credential')).toHaveLength(1);
    await user.click(within(training).getByRole('button', { name: 'Download badge image of Certificate of Industrial Training' }));
    expect(mock.callsTo('GET /student/certificates/c1/badge.png')).toHaveLength(1);

    const internship = screen.getByRole('region', { name: 'Certificate of Internship' });
    expect(internship).toHaveTextContent('Revoked');
    expect(internship).toHaveTextContent('Reason: Issued to the wrong student.');
    expect(within(internship).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(internship).queryByRole('button', { name: /credential|badge/ })).not.toBeInTheDocument();
  });
});

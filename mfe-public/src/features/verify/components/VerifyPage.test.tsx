import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_MESSAGES } from '@portal/domain/certificate';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { json, mockApi } from '../../../../../tools/test-support/api-mock';
import { publicCertificate } from '../../../../../tools/test-support/certificate-fixtures';
import { VerifyPage } from './VerifyPage';

const VALID = publicCertificate();

function renderAt(path: string) {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/verify" element={<VerifyPage />} />
          <Route path="/verify/:code" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  };
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  useSession.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/verify', () => {
  it('shows a valid certificate from the code in the address, without signing in', async () => {
    const api = mockApi({ 'GET /public/certificates/ABCDEFGHJKMN': () => json(VALID) });
    renderAt('/verify/ABCDEFGHJKMN');
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    for (const fact of [
      'Asha Verma',
      'Certificate of Industrial Training',
      'Data Science',
      '1–30 Nov 2025',
      'attended 18 of 20 live sessions',
      '1 Dec 2025',
      'ABCD-EFGH-JKMN',
    ])
      expect(screen.getByText(fact)).toBeInTheDocument();
    expect(api.calls[0]?.headers).not.toHaveProperty('Authorization');
    // The title the page server sent for a found certificate, kept once the page's code runs.
    expect(document.title).toBe('Certificate of Industrial Training — Asha Verma — Career Portal');
  });

  it("states who supervised an internship's certificate and the evaluation score of an excellence one", async () => {
    mockApi({
      'GET /public/certificates/ABCDEFGHJKMN': () =>
        json({
          ...VALID,
          type: 'EXCELLENCE',
          title: 'Certificate of Excellent Performance',
          periodLabel: '10 Dec 2025 – 20 Jan 2026',
          attendance: null,
          supervisedBy: 'supervised by Dr. Meera Rao, Principal Engineer',
          evaluationScore: 4.2,
        }),
    });
    renderAt('/verify/ABCDEFGHJKMN');
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(screen.getByText('Supervised by Dr. Meera Rao, Principal Engineer')).toBeInTheDocument();
    expect(screen.getByText('4.2 out of 5')).toBeInTheDocument();
    expect(screen.getByText('10 Dec 2025 – 20 Jan 2026')).toBeInTheDocument();
  });

  it('says REVOKED with the date and the reason', async () => {
    mockApi({
      'GET /public/certificates/ABCDEFGHJKMN': () =>
        json({ ...VALID, status: 'REVOKED', revokedAt: '2026-02-01T06:00:00.000Z', revokedReason: 'Issued in error.' }),
    });
    renderAt('/verify/abcd-efgh-jkmn');
    expect(await screen.findByText('Revoked certificate')).toBeInTheDocument();
    expect(screen.getByText('Revoked on 1 Feb 2026. Reason: Issued in error.')).toBeInTheDocument();
  });

  it("types a code at /verify, refuses a malformed one in words, and shows the server's words for an unknown one", async () => {
    const api = mockApi({
      'GET /public/certificates/PQRSTUVWXYZ2': () => json({ statusCode: 404, message: CERTIFICATE_MESSAGES.notFound }, 404),
    });
    const { user } = renderAt('/verify');
    const field = await screen.findByLabelText('Certificate ID');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.codeInvalid);
    expect(api.calls).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'pqrs tuvw xyz2{Enter}');
    expect(await screen.findByText(CERTIFICATE_MESSAGES.notFound)).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(['/public/certificates/PQRSTUVWXYZ2']));
  });

  it('says no certificate has a malformed code in the address, without asking the API, and follows /verify?code=…', async () => {
    const api = mockApi({ 'GET /public/certificates/ABCDEFGHJKMN': () => json(VALID) });
    const { unmount } = renderAt('/verify/not-a-code');
    expect(screen.getByRole('alert')).toHaveTextContent(`${CERTIFICATE_MESSAGES.notFound} ${CERTIFICATE_MESSAGES.codeInvalid}`);
    expect(api.calls).toHaveLength(0);
    unmount();
    renderAt('/verify?code=abcd-efgh-jkmn');
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/public/certificates/ABCDEFGHJKMN']);
  });

  it("drops 'No certificate has this code' when the next code typed is malformed, leaving only that message", async () => {
    mockApi({ 'GET /public/certificates/PQRSTUVWXYZ2': () => json({ statusCode: 404, message: CERTIFICATE_MESSAGES.notFound }, 404) });
    const { user } = renderAt('/verify/PQRS-TUVW-XYZ2');
    expect(await screen.findByText(CERTIFICATE_MESSAGES.notFound)).toBeInTheDocument();
    const field = screen.getByLabelText('Certificate ID');
    await user.clear(field);
    await user.type(field, 'abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.codeInvalid);
    expect(screen.queryByText(CERTIFICATE_MESSAGES.notFound)).not.toBeInTheDocument();
  });
});

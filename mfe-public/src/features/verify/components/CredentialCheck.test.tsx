import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_VERDICT_TEXT, credentialVerdictMessage } from '@portal/domain/credential';
import type { CredentialVerification } from '@portal/domain/views/credential';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { json, mockApi, type ApiCall } from '../../../../../tools/test-support/api-mock';
import { VerifyPage } from './VerifyPage';

const details = {
  credentialId: 'http://localhost:3000/verify/ABCDEFGHJKMN',
  name: 'Certificate of Industrial Training',
  holderName: 'Priya Sharma',
  issuer: 'Career Portal Learning Pvt. Ltd.',
  validFrom: '2025-12-01T06:00:00Z',
  revokedAt: null,
  revokedReason: null,
  problem: null,
};
const verdict = (
  result: CredentialVerification['result'],
  more: Partial<CredentialVerification['details']> = {},
): CredentialVerification => ({
  result,
  message: credentialVerdictMessage(result),
  details: { ...details, ...more },
});

function renderVerify() {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={['/verify']}>
        <Routes>
          <Route path="/verify" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  };
}

/** The type the file was sent under, as fetch received it. */
const sentType = (call: ApiCall | undefined) => (call ? (call.headers['Content-Type'] ?? call.headers['content-type']) : undefined);

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  useSession.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/verify: a credential file', () => {
  it('checks a chosen JSON credential without signing in and says it is valid', async () => {
    const api = mockApi({ 'POST /public/credentials/verify': () => json(verdict('VALID')) });
    const { user } = renderVerify();
    await user.upload(
      screen.getByLabelText('Choose a credential file'),
      new File([JSON.stringify({ type: ['VerifiableCredential'] })], 'credential.json', { type: 'application/json' }),
    );
    const status = await screen.findByText('Valid');
    expect(status.closest('[role="status"]')).toHaveTextContent(CREDENTIAL_VERDICT_TEXT.VALID.sentence);
    expect(status.closest('[role="status"]')).toHaveTextContent('Priya Sharma');
    const [call] = api.callsTo('POST /public/credentials/verify');
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it('checks a dropped badge image (sent as image/png) and says revoked with the reason', async () => {
    const api = mockApi({
      'POST /public/credentials/verify': () =>
        json(verdict('REVOKED', { revokedAt: '2026-02-01T06:00:00.000Z', revokedReason: 'Issued to the wrong student.' })),
    });
    renderVerify();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'badge.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('credential-drop'), { dataTransfer: { files: [png] } });
    const status = (await screen.findByText('Revoked')).closest('[role="status"]');
    expect(status).toHaveTextContent('Reason: Issued to the wrong student.');
    expect(sentType(api.callsTo('POST /public/credentials/verify')[0])).toBe('image/png');
  });

  it('says plainly when the signature is invalid, when another issuer made it, and when the file is refused', async () => {
    const answers = [
      json(verdict('SIGNATURE_INVALID')),
      json(verdict('NOT_ISSUED_HERE')),
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'This image holds no credential: choose the badge image downloaded from the portal.',
        },
        400,
      ),
    ];
    mockApi({ 'POST /public/credentials/verify': () => answers.shift()! });
    const { user } = renderVerify();
    const input = screen.getByLabelText('Choose a credential file');
    const file = new File(['{}'], 'c.json', { type: 'application/json' });
    await user.upload(input, file);
    expect(await screen.findByText('Signature invalid')).toBeInTheDocument();
    await user.upload(input, file);
    expect(await screen.findByText('Not issued by this program')).toBeInTheDocument();
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('This image holds no credential');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import type { PrivacyStatus } from '@portal/domain/views/privacy';
import { json, makeMe, mockApi, signIn } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

const status = (overrides: Partial<PrivacyStatus> = {}): PrivacyStatus => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  consentedVersion: null,
  consentedAt: null,
  consentNeeded: true,
  grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@asha.example' },
  idDocumentRetentionDays: 90,
  ...overrides,
});

describe('the privacy notice before onboarding', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the notice with the grievance officer and retention, and records the consent before the profile form', async () => {
    const api = mockApi({
      'GET /me': () => json(makeMe({ name: null, phone: null, profileComplete: false })),
      'GET /student/privacy': () => json(status()),
      'POST /student/privacy/consent': () =>
        json(status({ consentedVersion: PRIVACY_NOTICE_VERSION, consentedAt: '2026-11-26T10:00:00.000Z', consentNeeded: false })),
    });
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Before you start: your privacy' })).toBeInTheDocument();
    expect(screen.getByText(/Meera Iyer/)).toHaveTextContent('grievance@asha.example');
    expect(screen.getByText(/Erased 90 days after it is verified or rejected/)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
    expect(screen.queryByText("Let's set up your profile")).not.toBeInTheDocument();

    const agree = screen.getByRole('button', { name: 'I agree, continue' });
    expect(agree).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read this notice and I consent/ }));
    await userEvent.click(agree);
    await waitFor(() => expect(api.callsTo('POST /student/privacy/consent')).toHaveLength(1));
    expect(api.callsTo('POST /student/privacy/consent')[0]!.body).toEqual({ noticeVersion: PRIVACY_NOTICE_VERSION, agree: true });
    expect(await screen.findByText("Let's set up your profile")).toBeInTheDocument();
  });

  it('asks again when the notice changed since the student consented', async () => {
    mockApi({
      'GET /me': () => json(makeMe()),
      'GET /student/privacy': () => json(status({ consentedVersion: '2025-01-01', consentedAt: '2025-01-01T10:00:00.000Z' })),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Our privacy notice has changed' })).toBeInTheDocument();
  });
});

import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { json, mockApi } from '../../../../../tools/test-support/api-mock';
import { LegalPage } from './LegalPage';

const COMPANY = {
  name: 'Career Portal Learning Pvt. Ltd.',
  address: '2nd Floor, Sample Tech Park, Bengaluru 560103',
  gstin: '29AABCC1234D1Z7',
  supportEmail: 'support@careerportal.in',
  supportPhone: '+91 80 4567 8900',
  grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@careerportal.in' },
  idDocumentRetentionDays: 90,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {(['privacy', 'terms', 'refund-policy'] as const).map((page) => (
          <Route key={page} path={`/${page}`} element={<LegalPage page={page} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('trust pages', () => {
  it.each([
    ['/privacy', 'Privacy notice', 'Questions and grievances'],
    ['/terms', 'Terms of the program', 'Fee and invoice'],
    ['/refund-policy', 'Refund policy', 'When you are refunded'],
  ])('%s has one h1, its sections and the company from configuration', async (path, title, section) => {
    mockApi({ 'GET /public/company': () => json(COMPANY) });
    renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    const who = await screen.findByText(COMPANY.name);
    const address = who.closest('address')!;
    expect(address).toHaveTextContent(COMPANY.address);
    expect(address).toHaveTextContent(`GSTIN ${COMPANY.gstin}`);
    expect(within(address).getByRole('link', { name: COMPANY.supportPhone })).toHaveAttribute('href', 'tel:+918045678900');
    expect(document.title).toContain(title);
    expect(within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link')).toHaveLength(3);
  });

  it('/privacy shows the notice students consent to: what is kept and how long, the grievance officer, the Board', async () => {
    mockApi({ 'GET /public/company': () => json(COMPANY) });
    renderAt('/privacy');
    expect(await screen.findByRole('cell', { name: /Erased 90 days after it is verified or rejected/ })).toBeInTheDocument();
    expect(screen.getByText(/Meera Iyer/)).toHaveTextContent('grievance@careerportal.in');
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
    // One date: the page's "Last updated" is the day of the notice's version.
    expect(screen.getByText(`Notice version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    const [year, month, day] = PRIVACY_NOTICE_VERSION.slice(0, 10).split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(screen.getByText(`Last updated ${String(day).padStart(2, '0')} ${monthName} ${year}`)).toBeInTheDocument();
  });

  it('leaves the phone out when none is configured', async () => {
    mockApi({ 'GET /public/company': () => json({ ...COMPANY, supportPhone: null }) });
    renderAt('/refund-policy');
    const address = (await screen.findByText(COMPANY.name)).closest('address')!;
    expect(within(address).queryByRole('link', { name: /\+91/ })).not.toBeInTheDocument();
    expect(within(address).getByRole('link', { name: COMPANY.supportEmail })).toBeInTheDocument();
  });

  it('tells the GST of the fee and of a refund from the pricing policy', async () => {
    mockApi({ 'GET /public/company': () => json(COMPANY) });
    renderAt('/terms');
    expect(screen.getByText(/in your dashboard, inclusive of 18% GST\./)).toBeInTheDocument();
    await screen.findByText(COMPANY.name);
    renderAt('/refund-policy');
    expect(
      screen.getByText(/at the rate of your invoice \(18% today\).*a refund of ₹1,000\.00 is ₹847\.46 of fee and ₹152\.54 of GST\./),
    ).toBeInTheDocument();
  });
});

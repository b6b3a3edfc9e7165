import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import { programLabels } from '@portal/domain/program';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import type { ProgramView } from '@portal/domain/views/program';
import { loadDeferredSections } from './deferred-section';
import { LandingPage } from './LandingPage';

function programView(fields: Partial<CohortFields> = {}, enrolmentOpen = true, nextCohort: ProgramView['nextCohort'] = null): ProgramView {
  const { seats: _seats, ...facts } = { ...FIRST_COHORT, ...fields };
  // The API's labels, made by the same domain function.
  return { cohort: { id: 'c1', ...facts, enrolmentOpen, eventRegistrationOpen: false }, labels: programLabels(facts), nextCohort };
}

function serve(view: ProgramView) {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/public/program')
      ? new Response(JSON.stringify(view), { headers: { 'Content-Type': 'application/json' } })
      : Response.error(),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

const JANUARY_2027: Partial<CohortFields> = {
  name: 'January 2027',
  trainingStart: '2027-01-04',
  trainingEnd: '2027-01-29',
  internshipStartDates: ['2027-02-01', '2027-02-08', '2027-02-15'],
  durationsWeeks: [4, 6],
  feeMinor: 599_900,
  eventDate: '2027-03-12',
  eventTime: '5:00 PM IST',
  eventVenue: 'Bengaluru',
};

// The sections below the fold are loaded once, so every test renders the whole page at once.
beforeAll(() => loadDeferredSections());

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the landing page tells the active cohort's facts (GET /public/program)", { timeout: 30_000 }, () => {
  it("shows the SPEC's first cohort on a fresh install, asked without a sign-in", async () => {
    const fetchMock = serve(programView());
    expect(await screen.findByText('November 2025 cohort: training 1–30 Nov 2025')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u]) => u.endsWith('/public/program')) as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(screen.getByText('Enrolment open')).toBeInTheDocument();
    expect(document.getElementById('fees')).toHaveTextContent('Starts 1, 10, 15, 20 or 25 Dec 2025');
    expect(document.getElementById('event')).toHaveTextContent('16 Jan 2026');
  });

  it("shows a later cohort's dates, fee and event, and the footer's year is today's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'));
    serve(programView(JANUARY_2027));
    expect(await screen.findByText('January 2027 cohort: training 4–29 Jan 2027')).toBeInTheDocument();
    const fees = document.getElementById('fees')!;
    expect(fees).toHaveTextContent('₹5,999.00');
    expect(fees).toHaveTextContent('Inclusive of 18% GST');
    expect(document.body).not.toHaveTextContent('4,999'); // the first cohort's fee nowhere, the tour's mock-ups included
    expect(fees).toHaveTextContent('Starts 1, 8 or 15 Feb 2027');
    expect(fees).toHaveTextContent('4 or 6 weeks, your choice');
    const event = document.getElementById('event')!;
    expect(event).toHaveTextContent('12 Mar 2027');
    expect(event).toHaveTextContent('5:00 PM IST');
    expect(event).toHaveTextContent('Bengaluru');
    for (const id of ['snapshot', 'journey', 'fees', 'eligibility', 'event', 'faq'])
      expect(document.getElementById(id)).not.toHaveTextContent('2025');
    expect(screen.getByText('© 2026 Career Portal')).toBeInTheDocument();
  });

  it('says enrolment is closed once the training has started, naming the next cohort or saying it is to be announced', async () => {
    serve(programView({}, false, { id: 'c2', name: 'January 2027', trainingStart: '2027-01-04' }));
    expect(await screen.findByText('Enrolment closed')).toBeInTheDocument();
    expect(screen.getByText('November 2025 cohort has started · next cohort: January 2027')).toBeInTheDocument();
  });

  it('lists the four key dates once the cohort has loaded, with no stray loading rows left', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(programView());
    const journey = document.getElementById('journey')!;
    expect(journey.querySelectorAll('.lp-timeline__item')).toHaveLength(4); // '…' while loading
    await screen.findByText('November 2025 cohort: training 1–30 Nov 2025');
    const rows = [...journey.querySelectorAll('.lp-timeline__item .lp-timeline__when')].map((r) => r.textContent);
    expect(rows).toEqual(['The week before training', '1–30 Nov 2025', '1, 10, 15, 20 or 25 Dec 2025', '16 Jan 2026']);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it("tells the event's registration as the cohort has it: open once an admin opened it", async () => {
    const open = programView({ eventTime: '10:00 AM IST', eventVenue: 'Hall A' });
    open.cohort.eventRegistrationOpen = true;
    serve(open);
    const event = document.getElementById('event')!;
    await waitFor(() => expect(event).toHaveTextContent('Open — register inside the student dashboard'));
    expect(event).not.toHaveTextContent('not yet open');
    expect(event).toHaveTextContent('Enrolled students register from the Confluence card of their dashboard.');
  });

  it('says registration is not yet open while it is closed', async () => {
    const closed = programView();
    closed.cohort.eventRegistrationOpen = false;
    serve(closed);
    const event = document.getElementById('event')!;
    await waitFor(() => expect(event).toHaveTextContent('Inside the student dashboard — not yet open'));
    expect(event).toHaveTextContent('Enrolled students are told in their dashboard as soon as registration opens.');
  });

  it('says the next cohort is to be announced when there is none', async () => {
    serve(programView({}, false));
    await waitFor(() => expect(screen.getByText('November 2025 cohort has started · next cohort to be announced')).toBeInTheDocument());
  });
});

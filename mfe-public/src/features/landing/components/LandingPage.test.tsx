import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPECIALIZATIONS, SUPPORT_EMAIL } from '@portal/domain/constants';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { programLabels } from '@portal/domain/program';
import type { ProgramView } from '@portal/domain/views/program';
import { belowFoldContent } from '../content/below-fold-content';
import { landingProgram } from '../hooks/useLiveProgram';
import { loadDeferredSections } from './deferred-section';
import { LandingPage } from './LandingPage';
import { fakeMatchMedia } from '../../../../../tools/test-support/match-media';

/** GET /public/program of a fresh install: the SPEC's first cohort (LiveProgram.test.tsx tries others). */
const FIRST: ProgramView = (() => {
  const { seats: _seats, ...facts } = FIRST_COHORT;
  return {
    cohort: { id: 'first', ...facts, enrolmentOpen: true, eventRegistrationOpen: false },
    labels: programLabels(facts),
    nextCohort: null,
  };
})();
const { faq } = belowFoldContent(landingProgram(FIRST));

const ANCHORS = [
  'journey',
  'specializations',
  'fees',
  'eligibility',
  'event',
  'contact',
  'faq',
  'snapshot',
  'company',
  'managing-director-message',
];

// SPEC §2, word for word and in order.
const CAPTIONS = [
  'Personalized Progress Bar',
  'Government ID Verification',
  'Training Fee Payment',
  'Payment Invoice',
  'Your Selected Path',
  'Your Background',
  'Initial Internship Offer Letter',
  'Your Signature',
  'Final Signed Internship Offer Letter',
  'Job/PPO Interview Scheduling',
  'Confluence Registration',
  'Dashboard',
];

/**
 * Bare, as the shell mounts it: a router and nothing else. The landing page must not need antd's
 * ConfigProvider or App (it ships without antd, see src/app/landing-budget.test.ts).
 */
function renderLanding(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

/** The page once GET /public/program has answered (the cohort's facts are in). */
async function renderLoaded(path = '/') {
  const rendered = renderLanding(path);
  await screen.findByText('November 2025 cohort: training 1–30 Nov 2025');
  return rendered;
}

const caption = () => screen.getByTestId('slide-caption');

function mockMatchMedia(reduced: boolean) {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => reduced && query.includes('prefers-reduced-motion: reduce'));
  return () => {
    window.matchMedia = original;
  };
}

// The sections below the fold are loaded once, so every test renders the whole page at once.
beforeAll(() => loadDeferredSections());

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  // The program answers; the seats do not (the SPEC numbers stay, as LiveSeats.test.tsx shows).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/public/program')
        ? new Response(JSON.stringify(FIRST), { headers: { 'Content-Type': 'application/json' } })
        : Response.error(),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LandingPage content', () => {
  it('says at the top of a path no page has that it is showing the home page instead', async () => {
    renderLanding('/no-such-page');
    expect(screen.getByText('There is no page at /no-such-page — here is the home page.')).toHaveAttribute('role', 'status');
    cleanup();
    renderLanding('/');
    expect(screen.queryByText(/There is no page at/)).toBeNull();
  });

  it('renders without any antd provider and without antd markup', () => {
    const { container } = renderLanding();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('links the privacy, terms and refund pages from the footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of the program' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  });

  it('renders every anchor of SPEC §2', () => {
    const { container } = renderLanding();
    for (const id of ANCHORS) expect(container.querySelector(`#${id}`), id).not.toBeNull();
  });

  it('has one h1, a main landmark and a heading for every section', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    for (const id of ANCHORS) {
      const section = document.getElementById(id)!;
      expect(within(section).getAllByRole('heading', { level: 2 })[0]).toBeInTheDocument();
    }
  });

  it('shows 179 of 250 seats filled (71.6%)', () => {
    renderLanding();
    const seats = screen.getByTestId('seats-filled');
    expect(seats).toHaveTextContent('179 of 250');
    expect(seats).toHaveTextContent('71.6%');
  });

  it('shows a capacity card for each of the eight specializations', () => {
    renderLanding();
    const cards = screen.getAllByTestId('capacity-card');
    expect(cards).toHaveLength(8);
    SPECIALIZATIONS.forEach((spec, i) => {
      const card = cards[i]!;
      expect(within(card).getByRole('heading', { name: spec.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(`${spec.seats} seats`);
      expect(card).toHaveTextContent(`${spec.filled} of ${spec.seats} filled`);
      expect(card).toHaveTextContent(`${spec.seats - spec.filled} seats left`);
      expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(spec.filled));
    });
  });

  it('shows the training fee as ₹4,999.00 with the GST it includes, and the internship as free', async () => {
    await renderLoaded();
    const fees = document.getElementById('fees')!;
    expect(within(fees).getByText('₹4,999.00')).toBeInTheDocument();
    expect(fees).toHaveTextContent('Inclusive of 18% GST');
    expect(fees).toHaveTextContent(/internship.*free/i);
  });

  it('states the program facts of SPEC §1', async () => {
    await renderLoaded();
    const text = document.body.textContent ?? '';
    for (const fact of [
      '1–30 Nov 2025',
      '6:30–8:30 PM IST',
      'Monday to Friday',
      '1, 10, 15, 20 or 25 Dec 2025',
      '4, 6 or 8 weeks',
      '16 Jan 2026',
      'last week of November',
      'Letter of recommendation',
      'Excellent performance certificate',
      'first come, first served',
    ]) {
      expect(text, fact).toContain(fact);
    }
    const event = document.getElementById('event')!;
    expect(event).toHaveTextContent(/To be announced/);
    expect(event).toHaveTextContent(/not yet open/);
  });

  it('has a top banner and a sticky call to action leading to /login', async () => {
    await renderLoaded();
    const banner = screen.getByRole('complementary', { name: 'Announcement' });
    expect(banner).toHaveTextContent('1–30 Nov 2025');
    expect(within(banner).getByRole('link', { name: /Enrol \/ Sign in/ })).toHaveAttribute('href', '/login');
    const sticky = screen.getByRole('complementary', { name: 'Enrol' });
    expect(within(sticky).getByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', '/login');
    // The bar's line, and the seats alone for the narrow dock of wide screens (the stylesheet shows one of them).
    expect(within(sticky).getByText(/^\d+ of 250 seats left in the November 2025 cohort$/)).toHaveClass('lp-sticky__long');
    expect(within(sticky).getByText(/^\d+ of 250 seats left$/)).toHaveClass('lp-sticky__short');
  });

  it('gives every link to /login its own accessible name', () => {
    renderLanding();
    const names = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/login')
      .map((a) => a.textContent?.trim());
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(new Set(names).size).toBe(names.length);
  });

  it('scrolls to the anchor of the URL once rendered', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderLanding('/#faq');
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('faq'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('LandingPage FAQ', () => {
  const faqSection = () => document.getElementById('faq')!;
  const disclosures = () => within(faqSection()).getAllByRole('group');

  it('has between 6 and 10 questions as native disclosures, the first one open', async () => {
    await renderLoaded();
    expect(within(faqSection()).getByRole('heading', { level: 2, name: faq.title })).toBeInTheDocument();
    const items = disclosures();
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items).toHaveLength(faq.items.length);
    items.forEach((item, i) => {
      expect(item.tagName).toBe('DETAILS');
      expect(item.querySelector('summary')).toHaveTextContent(faq.items[i]!.q);
      // Every answer is in the page, open or not, for find-in-page and crawlers.
      expect(item).toHaveTextContent(faq.items[i]!.a);
    });
    expect(items[0]).toHaveAttribute('open');
    expect(within(items[0]!).getByText(faq.items[0]!.a)).toBeVisible();
    for (const item of items.slice(1)) expect(item).not.toHaveAttribute('open');
  });

  it('opens and closes an answer when its question is clicked', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const { q, a } = faq.items[1]!;
    const item = disclosures()[1]!;
    const answer = within(item).getByText(a);
    expect(answer).not.toBeVisible();

    await user.click(within(faqSection()).getByText(q));
    expect(item).toHaveAttribute('open');
    expect(answer).toBeVisible();
    // Opening one leaves the others as they were.
    expect(disclosures()[0]).toHaveAttribute('open');

    await user.click(within(faqSection()).getByText(q));
    expect(item).not.toHaveAttribute('open');
    expect(answer).not.toBeVisible();
  });
});

describe('LandingPage slideshow', () => {
  it('lists the 12 captions in order on its dot buttons and starts at slide 1', () => {
    renderLanding();
    const show = screen.getByTestId('slideshow');
    const dots = within(show).getAllByRole('button', { name: /^Go to slide/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(CAPTIONS.map((c, i) => `Go to slide ${i + 1}: ${c}`));
    expect(caption()).toHaveTextContent(CAPTIONS[0]!);
    expect(show).toHaveTextContent('1 / 12');
    expect(within(show).getByText(`Slide 1 of 12: ${CAPTIONS[0]}`)).toHaveAttribute('aria-live', 'polite');
  });

  it('advances every 5 seconds and wraps around', () => {
    vi.useFakeTimers();
    renderLanding();
    expect(caption()).toHaveTextContent(CAPTIONS[0]!);
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[0]!);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[1]!);
    expect(screen.getByTestId('slideshow')).toHaveTextContent('2 / 12');
    for (let i = 2; i <= 12; i++) {
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
    }
    expect(caption()).toHaveTextContent(CAPTIONS[0]!);
  });

  it('does not advance under prefers-reduced-motion', () => {
    const restore = mockMatchMedia(true);
    try {
      vi.useFakeTimers();
      renderLanding();
      act(() => {
        vi.advanceTimersByTime(20_000);
      });
      expect(caption()).toHaveTextContent(CAPTIONS[0]!);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('pauses while hovered or focused, and on the pause button', () => {
    vi.useFakeTimers();
    renderLanding();
    const show = screen.getByTestId('slideshow');
    fireEvent.mouseEnter(show);
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[0]!);
    fireEvent.mouseLeave(show);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[1]!);

    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[1]!);
    act(() => next.blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[1]!);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('moves with previous, next and the dots', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(caption()).toHaveTextContent(CAPTIONS[11]!);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(caption()).toHaveTextContent(CAPTIONS[0]!);
    const dot = screen.getByRole('button', { name: `Go to slide 8: ${CAPTIONS[7]}` });
    fireEvent.click(dot);
    expect(caption()).toHaveTextContent(CAPTIONS[7]!);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('slideshow')).toHaveTextContent('8 / 12');
  });
});

describe('LandingPage contact', () => {
  const contactSection = () => document.getElementById('contact')!;
  const copyButton = () => within(contactSection()).getByRole('button', { name: 'Copy email' });
  const status = () => within(contactSection()).getByRole('status');

  it('copies the support address and says so in a polite live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLanding();
    expect(contactSection()).toHaveTextContent(SUPPORT_EMAIL);
    expect(contactSection()).toHaveTextContent('24 hours on business days');
    // The live region is there and empty before anything happens, so it is announced when filled.
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();

    fireEvent.click(copyButton());
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SUPPORT_EMAIL));
    await waitFor(() => expect(status()).toHaveTextContent(`Copied ${SUPPORT_EMAIL} to your clipboard`));
    // The button keeps its name; only its icon and colour confirm.
    expect(copyButton()).toBeInTheDocument();
  });

  it('clears the confirmation after a few seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    renderLanding();
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(status()).toHaveTextContent(/^Copied /);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(status()).toHaveTextContent(/^Copied /);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(status()).toBeEmptyDOMElement();
  });

  it('gives the address instead when there is no Clipboard API', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderLanding();
    fireEvent.click(copyButton());
    await waitFor(() => expect(status()).toHaveTextContent(`Copy failed — our address is ${SUPPORT_EMAIL}.`));
    expect(status()).not.toHaveTextContent('Copied');
    expect(within(contactSection()).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('gives the address instead when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLanding();
    fireEvent.click(copyButton());
    await waitFor(() => expect(status()).toHaveTextContent(`Copy failed — our address is ${SUPPORT_EMAIL}.`));
    expect(writeText).toHaveBeenCalledWith(SUPPORT_EMAIL);
  });
});

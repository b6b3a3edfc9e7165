import type { CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '@portal/shared-ui/config/theme';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { PAGE_TITLE } from '../content/landing-content';
import { SeatsContext, useLiveSeats } from '../hooks/useLiveSeats';
import { ProgramContext, useLiveProgram } from '../hooks/useLiveProgram';
import '../styles/landing.css';
import { useScrollToHash } from '../hooks/useScrollToHash';
import { deferredSection } from './deferred-section';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { SnapshotSection } from './SnapshotSection';
import { StickyCta } from './StickyCta';
import { TopBanner } from './TopBanner';

// The sections below the fold, in one chunk, each hydrated as it comes into view; the ids are
// their anchors (landing-content.ts), by which their served markup is found.
const JourneySection = deferredSection('journey', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './JourneySection').then((m) => m.JourneySection),
);
const TourSection = deferredSection('tour', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './TourSection').then((m) => m.TourSection),
);
const SpecializationsSection = deferredSection('specializations', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './SpecializationsSection').then((m) => m.SpecializationsSection),
);
const FeesSection = deferredSection('fees', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './FeesSection').then((m) => m.FeesSection),
);
const EligibilitySection = deferredSection('eligibility', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './EligibilitySection').then((m) => m.EligibilitySection),
);
const EventSection = deferredSection('event', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './EventSection').then((m) => m.EventSection),
);
const CompanySection = deferredSection('company', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './CompanySection').then((m) => m.CompanySection),
);
const DirectorMessageSection = deferredSection('managing-director-message', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './DirectorMessageSection').then((m) => m.DirectorMessageSection),
);
const FaqSection = deferredSection('faq', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './FaqSection').then((m) => m.FaqSection),
);
const ContactSection = deferredSection('contact', () =>
  import(/* webpackChunkName: "landing-below-fold" */ './ContactSection').then((m) => m.ContactSection),
);

/** The brand colours of shared-ui as CSS custom properties for the stylesheet. */
const BRAND_VARS = {
  '--lp-primary': BRAND.primary,
  '--lp-ink': BRAND.ink,
  '--lp-muted': BRAND.muted,
  '--lp-surface': BRAND.surface,
  '--lp-accent': BRAND.accent,
} as CSSProperties;

/** The words over the landing page shown at a path no page has (the page server answers it 404). */
export function unknownPathNotice(pathname: string): string {
  return `There is no page at ${pathname} — here is the home page.`;
}

/**
 * The public landing page (SPEC §1 and §2): every anchor, banner, sticky call to action. It is also
 * this area's not-found page (SPEC's route table): at any other path it says so at the top.
 */
export function LandingPage() {
  const { pathname } = useLocation();
  const unknownPath = (pathname.replace(/\/+$/, '') || '/') !== '/';
  useScrollToHash();
  usePageTitle(PAGE_TITLE, { exact: true });
  const seats = useLiveSeats();
  const program = useLiveProgram();
  return (
    <ProgramContext.Provider value={program}>
      <SeatsContext.Provider value={seats}>
        <div className="lp-root" style={BRAND_VARS}>
          {unknownPath && (
            <p className="lp-not-found" role="status">
              {unknownPathNotice(pathname)}
            </p>
          )}
          <TopBanner />
          <main id="main-content" className="lp-main">
            <HeroSection />
            <SnapshotSection />
            <JourneySection />
            <TourSection />
            <SpecializationsSection />
            <FeesSection />
            <EligibilitySection />
            <EventSection />
            <CompanySection />
            <DirectorMessageSection />
            <FaqSection />
            <ContactSection />
          </main>
          <LandingFooter />
          <StickyCta />
        </div>
      </SeatsContext.Provider>
    </ProgramContext.Provider>
  );
}

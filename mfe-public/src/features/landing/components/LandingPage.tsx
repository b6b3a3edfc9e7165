import { useEffect, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '@portal/shared-ui/config/theme';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { PAGE_TITLE } from '../content/landing-content';
import { SeatsContext, useLiveSeats } from '../hooks/useLiveSeats';
import { ProgramContext, useLiveProgram } from '../hooks/useLiveProgram';
import '../styles/landing.css';
import { CompanySection } from './CompanySection';
import { ContactSection } from './ContactSection';
import { DirectorMessageSection } from './DirectorMessageSection';
import { EligibilitySection } from './EligibilitySection';
import { EventSection } from './EventSection';
import { FaqSection } from './FaqSection';
import { FeesSection } from './FeesSection';
import { HeroSection } from './HeroSection';
import { JourneySection } from './JourneySection';
import { LandingFooter } from './LandingFooter';
import { SnapshotSection } from './SnapshotSection';
import { SpecializationsSection } from './SpecializationsSection';
import { StickyCta } from './StickyCta';
import { TopBanner } from './TopBanner';
import { TourSection } from './TourSection';

/** The brand colours of shared-ui as CSS custom properties for the stylesheet. */
const BRAND_VARS = {
  '--lp-primary': BRAND.primary,
  '--lp-ink': BRAND.ink,
  '--lp-muted': BRAND.muted,
  '--lp-surface': BRAND.surface,
  '--lp-accent': BRAND.accent,
} as CSSProperties;

/** Scrolls to the URL's #anchor once the page exists (the remote mounts after the browser tried). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the raw id up instead.
    }
    document.getElementById(id)?.scrollIntoView?.();
  }, [hash]);
}

/** The public landing page (SPEC §1 and §2): every anchor, banner, sticky call to action. */
export function LandingPage() {
  useScrollToHash();
  usePageTitle(PAGE_TITLE, { exact: true });
  const seats = useLiveSeats();
  const program = useLiveProgram();
  return (
    <ProgramContext.Provider value={program}>
      <SeatsContext.Provider value={seats}>
        <div className="lp-root" style={BRAND_VARS}>
          <TopBanner />
          <main id="main-content" className="lp-main">
            <HeroSection />
            <SnapshotSection />
            {/* Every section hydrates with the page: deferring one until it scrolled in replaced its
                served markup and lost the focus of a keyboard user who had tabbed into it. */}
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

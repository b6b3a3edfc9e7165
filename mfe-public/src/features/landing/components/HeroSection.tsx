import { Link } from 'react-router-dom';
import { seatsSummary } from '../content/landing-content';
import { useProgramContent } from '../hooks/useLiveProgram';
import { useSeats } from '../hooks/useLiveSeats';
import { SeatMeter } from './SeatMeter';
import { CheckIcon } from './icons';

/** Headline, the two calls to action and the live seat count of the first cohort. */
export function HeroSection() {
  const { hero } = useProgramContent();
  const { totals } = useSeats();
  return (
    <section className="lp-hero" aria-labelledby="hero-title">
      <div className="lp-container lp-hero__grid">
        <div className="lp-hero__copy">
          <p className="lp-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title" className="lp-hero__title">
            {hero.title}
          </h1>
          <p className="lp-hero__lead">{hero.lead}</p>
          <div className="lp-hero__actions">
            <Link to="/login" className="lp-btn lp-btn--primary lp-btn--lg">
              {hero.primaryCta}
            </Link>
            <a href="#journey" className="lp-btn lp-btn--ghost lp-btn--lg">
              {hero.secondaryCta}
            </a>
          </div>
          <ul className="lp-hero__highlights">
            {hero.highlights.map((h) => (
              <li key={h.title}>
                <CheckIcon className="lp-hero__check" />
                <span>
                  <strong>{h.title}</strong>
                  <span className="lp-hero__highlight-text">{h.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="lp-seats">
          <h2 className="lp-seats__title">{hero.seatsTitle}</h2>
          <p className="lp-seats__figure" data-testid="seats-filled">
            {seatsSummary(totals)}
          </p>
          <SeatMeter filled={totals.filled} seats={totals.seats} label={hero.seatsTitle} tone="warm" />
          <p className="lp-seats__left">{hero.seatsLeft(totals)}</p>
          <p className="lp-seats__note">{hero.seatsNote}</p>
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useProgramContent } from '../hooks/useLiveProgram';
import { useSeats } from '../hooks/useLiveSeats';

/** The announcement strip at the top of the landing page. */
export function TopBanner() {
  const { banner } = useProgramContent();
  const { totals } = useSeats();
  return (
    <aside className="lp-banner" aria-label={banner.label}>
      <div className="lp-container lp-banner__inner">
        <span className="lp-banner__badge">{banner.badge}</span>
        <p className="lp-banner__text">
          <span>{banner.text}</span>
          <span aria-hidden="true" className="lp-banner__sep">
            ·
          </span>
          <span>{banner.seats(totals)}</span>
        </p>
        <Link to="/login" className="lp-banner__link">
          {banner.cta} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </aside>
  );
}

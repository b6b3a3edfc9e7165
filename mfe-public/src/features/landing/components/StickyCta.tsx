import { Link } from 'react-router-dom';
import { useProgramContent } from '../hooks/useLiveProgram';
import { useSeats } from '../hooks/useLiveSeats';

/** A call to action pinned to the viewport while the landing page scrolls: a bar at its bottom, or a dock in the right margin. */
export function StickyCta() {
  const { stickyCta } = useProgramContent();
  const { totals } = useSeats();
  return (
    <aside className="lp-sticky" aria-label={stickyCta.label}>
      <div className="lp-sticky__inner">
        <p className="lp-sticky__text">
          <strong className="lp-sticky__long">{stickyCta.text(totals)}</strong>
          <strong className="lp-sticky__short">{stickyCta.seats(totals)}</strong>
          <span className="lp-sticky__price">{stickyCta.price}</span>
        </p>
        <Link to="/login" className="lp-btn lp-btn--primary lp-sticky__cta">
          {stickyCta.cta}
        </Link>
      </div>
    </aside>
  );
}

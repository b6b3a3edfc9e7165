import { LEGAL_LINKS } from '../../../content/legal-links';
import { useProgramContent } from '../hooks/useLiveProgram';

export function LandingFooter() {
  const { footer } = useProgramContent();
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__inner">
        <div>
          <p className="lp-footer__brand">{footer.copyright}</p>
          <p className="lp-footer__tagline">{footer.tagline}</p>
        </div>
        <nav aria-label={footer.navLabel}>
          <ul className="lp-footer__links">
            {[...footer.links, ...LEGAL_LINKS].map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

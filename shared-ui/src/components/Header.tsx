/**
 * The portal header in its three modes (SPEC §2): public (landing anchors and Sign in),
 * login (back to the landing page) and dashboard (Dashboard and Logout). Going somewhere is a
 * link, doing something (Logout, opening the section menu) a button. A skip link comes first.
 * Plain elements and CSS, no antd: visitors of the landing page download no antd at all.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { logout } from '@portal/shared-ui/api/auth';
import { focusProgrammatically } from '@portal/shared-ui/lib/focus-page-heading';
import { leaveTo } from '@portal/shared-ui/lib/leave-to';
import '@portal/shared-ui/styles/header.css';

export type HeaderMode = 'public' | 'login' | 'dashboard';

export interface HeaderProps {
  mode: HeaderMode;
  /** Where the Dashboard link leads (the signed-in role's home). */
  dashboardPath?: string;
}

const PUBLIC_LINKS = [
  { href: '#journey', label: 'Journey' },
  { href: '#specializations', label: 'Specializations' },
  { href: '#fees', label: 'Fees' },
  { href: '#faq', label: 'FAQ' },
  { href: '#contact', label: 'Contact' },
];

/** Every page's main region: #main-content, or the first <main> of a screen that has no id on it. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content') ?? document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  focusProgrammatically(main);
}

/**
 * The landing page's section links; on phones they fold behind a Menu button. The menu is the
 * browser's popover: the served page's button opens it before the page's code has loaded (or
 * without JavaScript), and the browser closes it on Escape or a tap outside, returning focus to
 * the button.
 */
function SectionsNav() {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const navRef = useRef<HTMLElement>(null);
  // The sections are the landing page's: from another page (a policy, a certificate) a link leads
  // to the landing page at that section, which scrolls there once it has rendered.
  const onLanding = useLocation().pathname === '/';

  // Opened on the served page before it was hydrated: say so from the start.
  useEffect(() => {
    if (navRef.current?.matches(':popover-open')) setOpen(true);
  }, []);

  // Only while open: the first browsers with popovers threw when asked to hide a closed one.
  function closeAfterChoice() {
    if (open) navRef.current?.hidePopover();
  }

  return (
    <>
      <button
        type="button"
        className="portal-btn portal-header__menu-button"
        popoverTarget={navId}
        aria-expanded={open}
        aria-controls={navId}
      >
        <span className="portal-header__menu-icon" aria-hidden />
        Menu
      </button>
      <nav
        ref={navRef}
        id={navId}
        popover="auto"
        aria-label="Sections"
        className="portal-header__nav"
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        {PUBLIC_LINKS.map((l) =>
          onLanding ? (
            <a key={l.href} href={l.href} className="portal-header__link" onClick={closeAfterChoice}>
              {l.label}
            </a>
          ) : (
            <Link key={l.href} to={`/${l.href}`} className="portal-header__link" onClick={closeAfterChoice}>
              {l.label}
            </Link>
          ),
        )}
      </nav>
    </>
  );
}

export function Header({ mode, dashboardPath = '/dashboard' }: HeaderProps) {
  async function onLogout() {
    await logout();
    leaveTo('/');
  }

  return (
    <header className="portal-header">
      <a href="#main-content" className="portal-skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      <div className="portal-header__bar">
        <Link to="/" className="portal-header__brand" aria-label="Career Portal home">
          <span className="portal-header__logo" aria-hidden>
            CP
          </span>
          Career Portal
        </Link>
        {mode === 'public' && <SectionsNav />}
        <div className="portal-header__actions">
          {mode === 'public' && (
            <Link to="/login" className="portal-btn portal-btn--primary">
              Sign in
            </Link>
          )}
          {mode === 'login' && (
            <Link to="/" className="portal-btn">
              Back to home
            </Link>
          )}
          {mode === 'dashboard' && (
            <>
              <Link to={dashboardPath} className="portal-btn">
                Dashboard
              </Link>
              <button type="button" className="portal-btn" onClick={() => void onLogout()}>
                Logout
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

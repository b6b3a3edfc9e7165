/**
 * The portal header in its three modes (SPEC §2): public (landing anchors and Sign in),
 * login (back to the landing page) and dashboard (Dashboard and Logout).
 * Plain elements and CSS, no antd: visitors of the landing page download no antd at all.
 */
import { Link, useNavigate } from 'react-router-dom';
import { logout } from '@portal/shared-ui/api/auth';
import { leaveTo } from '@portal/shared-ui/lib/leave-to';
import '@portal/shared-ui/styles/header.css';

export type HeaderMode = 'public' | 'login' | 'dashboard';

export interface HeaderProps {
  mode: HeaderMode;
  /** Where the Dashboard button leads (the signed-in role's home). */
  dashboardPath?: string;
}

const PUBLIC_LINKS = [
  { href: '#journey', label: 'Journey' },
  { href: '#specializations', label: 'Specializations' },
  { href: '#fees', label: 'Fees' },
  { href: '#faq', label: 'FAQ' },
  { href: '#contact', label: 'Contact' },
];

export function Header({ mode, dashboardPath = '/dashboard' }: HeaderProps) {
  const navigate = useNavigate();

  async function onLogout() {
    await logout();
    leaveTo('/');
  }

  return (
    <header className="portal-header">
      <div className="portal-header__bar">
        <Link to="/" className="portal-header__brand" aria-label="Career Portal home">
          <span className="portal-header__logo" aria-hidden>CP</span>
          Career Portal
        </Link>
        {mode === 'public' && (
          <nav aria-label="Sections" className="portal-header__nav">
            {PUBLIC_LINKS.map((l) => (
              <a key={l.href} href={l.href} className="portal-header__link">{l.label}</a>
            ))}
          </nav>
        )}
        <div className="portal-header__actions">
          {mode === 'public' && (
            <button type="button" className="portal-btn portal-btn--primary" onClick={() => navigate('/login')}>Sign in</button>
          )}
          {mode === 'login' && (
            <button type="button" className="portal-btn" onClick={() => navigate('/')}>Back to home</button>
          )}
          {mode === 'dashboard' && (
            <>
              <button type="button" className="portal-btn" onClick={() => navigate(dashboardPath)}>Dashboard</button>
              <button type="button" className="portal-btn" onClick={() => void onLogout()}>Logout</button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

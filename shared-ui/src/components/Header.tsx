/**
 * The portal header in its three modes (SPEC §2): public (landing anchors and Sign in),
 * login (back to the landing page) and dashboard (Dashboard and Logout).
 */
import { Button, Flex, Grid } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { logout } from '@portal/shared-ui/api/auth';
import { leaveTo } from '@portal/shared-ui/lib/leave-to';
import { BRAND } from '@portal/shared-ui/config/theme';

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
  // Below the md breakpoint the section links would wrap into a tall sticky bar; the page has its own anchors.
  const wide = Grid.useBreakpoint().md ?? true;

  async function onLogout() {
    await logout();
    leaveTo('/');
  }

  return (
    <header className="portal-header" style={{ background: '#fff', borderBottom: '1px solid #e5e7eb', position: 'sticky', top: 0, zIndex: 50 }}>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ maxWidth: 1200, margin: '0 auto', padding: '10px 16px' }}>
        <Link to="/" aria-label="Career Portal home" style={{ display: 'flex', alignItems: 'center', gap: 8, color: BRAND.ink, fontWeight: 700, fontSize: 18, textDecoration: 'none' }}>
          <span aria-hidden style={{ display: 'inline-grid', placeItems: 'center', width: 32, height: 32, borderRadius: 8, background: BRAND.primary, color: '#fff', fontSize: 15 }}>CP</span>
          Career Portal
        </Link>
        {mode === 'public' && wide && (
          <nav aria-label="Sections" className="portal-header__nav">
            <Flex gap={4} wrap>
              {PUBLIC_LINKS.map((l) => (
                <Button key={l.href} type="text" href={l.href}>{l.label}</Button>
              ))}
            </Flex>
          </nav>
        )}
        <Flex gap={8}>
          {mode === 'public' && (
            <Button type="primary" onClick={() => navigate('/login')}>Sign in</Button>
          )}
          {mode === 'login' && <Button onClick={() => navigate('/')}>Back to home</Button>}
          {mode === 'dashboard' && (
            <>
              <Button onClick={() => navigate(dashboardPath)}>Dashboard</Button>
              <Button onClick={onLogout}>Logout</Button>
            </>
          )}
        </Flex>
      </Flex>
    </header>
  );
}

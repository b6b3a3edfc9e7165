import { describe, expect, it } from 'vitest';
import type { Me } from '@portal/shared-ui/api/me';
import { decide } from './guard';
import { routeFor } from '../../lib/route-table';
import { STUDENT_ME } from '../../../../tools/test-support/me';

const student = STUDENT_ME;
const incomplete: Me = { ...student, phone: null, profileComplete: false };
const admin: Me = { ...student, role: 'ADMIN' };
const ca: Me = { ...student, role: 'CA' };

const go = (path: string, me: Me | null, { hasToken = true, flag = false, retried = false } = {}) =>
  decide({ route: routeFor(path), hasToken, me, profileCompleteFlag: flag, retried });

describe('route table', () => {
  it('sends each path to its remote', () => {
    expect(routeFor('/').remote).toBe('mfe_public');
    expect(routeFor('/login').remote).toBe('mfe_public');
    expect(routeFor('/anything/else').remote).toBe('mfe_public');
    for (const p of ['/onboarding', '/dashboard', '/student', '/student-main', '/student-main/pay', '/profile']) {
      expect(routeFor(p).remote).toBe('mfe_student');
    }
    expect(routeFor('/admin').remote).toBe('mfe_admin');
    expect(routeFor('/admin/students/').remote).toBe('mfe_admin');
    expect(routeFor('/admin/journey').remote).toBe('mfe_admin');
    expect(routeFor('/admin/students/65a1b2c3d4e5f60718293a4b')).toEqual({
      remote: 'mfe_admin',
      access: ['ADMIN'],
      needsCompleteProfile: false,
    });
    // Deeper paths are nobody's page.
    expect(routeFor('/admin/students/65a1b2c3d4e5f60718293a4b/x').remote).toBe('mfe_public');
    expect(routeFor('/ca').remote).toBe('mfe_ca');
  });
});

describe('route guard', () => {
  it('lets anyone see public pages', () => {
    expect(go('/', null, { hasToken: false })).toEqual({ kind: 'allow' });
    expect(go('/login', null, { hasToken: false })).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to /login', () => {
    for (const p of ['/onboarding', '/dashboard', '/admin', '/ca', '/profile']) {
      expect(go(p, null, { hasToken: false })).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('opens /onboarding to any signed-in role', () => {
    for (const me of [student, incomplete, admin, ca]) expect(go('/onboarding', me)).toEqual({ kind: 'allow' });
  });

  it('sends ADMIN to /admin and CA to /ca from routes they may not open', () => {
    expect(go('/dashboard', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(go('/ca', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(go('/student-main/pay', ca)).toEqual({ kind: 'redirect', to: '/ca' });
    expect(go('/admin/students', ca)).toEqual({ kind: 'redirect', to: '/ca' });
  });

  it('sends a student from a staff route to /dashboard', () => {
    expect(go('/admin', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/students', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/journey', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/students/65a1b2c3d4e5f60718293a4b', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/ca', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a student with an incomplete profile to /onboarding', () => {
    expect(go('/dashboard', incomplete)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(go('/profile', incomplete)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(go('/dashboard', student)).toEqual({ kind: 'allow' });
  });

  it('asks for one retry when the profileComplete flag is set, then gives up', () => {
    expect(go('/dashboard', incomplete, { flag: true })).toEqual({ kind: 'retry-profile' });
    expect(go('/dashboard', incomplete, { flag: true, retried: true })).toEqual({ kind: 'redirect', to: '/onboarding' });
  });
});

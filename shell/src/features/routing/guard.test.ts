import { describe, expect, it } from 'vitest';
import type { Me } from '@portal/shared-ui/api/me';
import { decide, mayOpen, redirectTarget, roleOfToken } from './guard';
import { routeFor } from '../../lib/route-table';
import { STUDENT_ME } from '../../../../tools/test-support/me';

const student = STUDENT_ME;
const incomplete: Me = { ...student, phone: null, profileComplete: false };
const admin: Me = { ...student, role: 'ADMIN' };
const ca: Me = { ...student, role: 'CA' };
const mentor: Me = { ...student, role: 'MENTOR' };

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
    expect(routeFor('/ca').remote).toBe('mfe_ca');
    expect(routeFor('/mentor').remote).toBe('mfe_mentor');
  });

  it('gives each area every path under its prefix, so a remote adds a page (or shows its not-found page) without a shell release', () => {
    for (const p of ['/admin/anything-new', '/admin/students/65a1b2c3d4e5f60718293a4b/x', '/admin/canary/']) {
      expect(routeFor(p)).toEqual({ remote: 'mfe_admin', access: ['ADMIN'], needsCompleteProfile: false });
    }
    expect(routeFor('/ca/monthly')).toEqual({ remote: 'mfe_ca', access: ['CA'], needsCompleteProfile: false });
    for (const p of ['/mentor/', '/mentor/interns/65a1b2c3d4e5f60718293a4b', '/mentor/anything-new']) {
      expect(routeFor(p)).toEqual({ remote: 'mfe_mentor', access: ['MENTOR'], needsCompleteProfile: false });
    }
    expect(routeFor('/student-main/anything-new')).toEqual({ remote: 'mfe_student', access: ['STUDENT'], needsCompleteProfile: true });
    // A prefix is a whole path segment; the student's other paths are exact.
    for (const p of [
      '/administrator',
      '/cash',
      '/mentors',
      '/mentoring',
      '/student-mainly',
      '/student/x',
      '/dashboard/x',
      '/onboarding/x',
    ]) {
      expect(routeFor(p).remote, p).toBe('mfe_public');
    }
  });
});

describe('route guard', () => {
  it('lets anyone see public pages', () => {
    expect(go('/', null, { hasToken: false })).toEqual({ kind: 'allow' });
    expect(go('/login', null, { hasToken: false })).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to /login', () => {
    for (const p of [
      '/onboarding',
      '/dashboard',
      '/admin',
      '/admin/anything-new',
      '/ca',
      '/ca/x',
      '/mentor',
      '/mentor/x',
      '/profile',
      '/student-main/billing',
    ]) {
      expect(go(p, null, { hasToken: false })).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('opens /onboarding to any signed-in role', () => {
    for (const me of [student, incomplete, admin, ca, mentor]) expect(go('/onboarding', me)).toEqual({ kind: 'allow' });
  });

  it('sends ADMIN to /admin and CA to /ca from routes they may not open', () => {
    expect(go('/dashboard', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(go('/ca', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(go('/student-main/pay', ca)).toEqual({ kind: 'redirect', to: '/ca' });
    expect(go('/admin/students', ca)).toEqual({ kind: 'redirect', to: '/ca' });
    expect(go('/admin/anything-new', ca)).toEqual({ kind: 'redirect', to: '/ca' });
    expect(go('/ca/anything-new', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(go('/admin/anything-new', admin)).toEqual({ kind: 'allow' });
  });

  it('sends a MENTOR to /mentor from student, admin and CA routes, and every other role from /mentor to its own home', () => {
    for (const p of ['/dashboard', '/student', '/profile', '/student-main/internship', '/admin', '/admin/mentors', '/ca', '/ca/monthly']) {
      expect(go(p, mentor), p).toEqual({ kind: 'redirect', to: '/mentor' });
    }
    expect(go('/mentor', mentor)).toEqual({ kind: 'allow' });
    expect(go('/mentor/anything-new', mentor)).toEqual({ kind: 'allow' });
    expect(go('/mentor', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/mentor', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(go('/mentor/anything-new', ca)).toEqual({ kind: 'redirect', to: '/ca' });
  });

  it('sends a student from a staff route to /dashboard', () => {
    expect(go('/admin', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/students', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/journey', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/students/65a1b2c3d4e5f60718293a4b', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/admin/anything-new', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/ca', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(go('/ca/monthly', student)).toEqual({ kind: 'redirect', to: '/dashboard' });
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

describe('redirect target', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('sends sign-in and onboarding back to the page that asked, query and fragment kept', () => {
    expect(redirectTarget('/login', at('/student-main/billing'))).toBe('/login?next=%2Fstudent-main%2Fbilling');
    expect(redirectTarget('/login', at('/admin/students', '?q=asha', '#list'))).toBe('/login?next=%2Fadmin%2Fstudents%3Fq%3Dasha%23list');
    expect(redirectTarget('/onboarding', at('/student-main/pay'))).toBe('/onboarding?next=%2Fstudent-main%2Fpay');
  });

  it("adds nothing where sign-in leads anyway, nor to a redirect to a role's home", () => {
    for (const home of ['/dashboard', '/admin', '/ca', '/mentor', '/onboarding']) expect(redirectTarget('/login', at(home))).toBe('/login');
    expect(redirectTarget('/onboarding', at('/dashboard'))).toBe('/onboarding');
    expect(redirectTarget('/admin', at('/student-main/billing'))).toBe('/admin');
  });
});

describe('the area fetched before GET /me answers', () => {
  const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

  it("reads the role of the token's payload, and nothing from a token without one", () => {
    expect(roleOfToken(token({ sub: 'u1', role: 'MENTOR' }))).toBe('MENTOR');
    expect(roleOfToken(token({ sub: 'u1' }))).toBeNull();
    expect(roleOfToken('not-a-token')).toBeNull();
    expect(roleOfToken('h.%%%.s')).toBeNull();
    expect(roleOfToken(null)).toBeNull();
  });

  it("fetches an area only for a role that may open it: no other area's code reaches a browser", () => {
    expect(mayOpen(routeFor('/admin/attendance'), 'ADMIN')).toBe(true);
    expect(mayOpen(routeFor('/admin/attendance'), 'MENTOR')).toBe(false);
    expect(mayOpen(routeFor('/mentor'), 'STUDENT')).toBe(false);
    expect(mayOpen(routeFor('/dashboard'), 'STUDENT')).toBe(true);
    expect(mayOpen(routeFor('/onboarding'), 'CA')).toBe(true);
    expect(mayOpen(routeFor('/'), null)).toBe(false);
  });
});

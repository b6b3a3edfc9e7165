import { describe, expect, it } from 'vitest';
import { postLoginPath } from './post-login-path';

describe('postLoginPath', () => {
  it('sends ADMIN to /admin, CA to /ca and MENTOR to /mentor whatever the profile says', () => {
    expect(postLoginPath({ role: 'ADMIN', isNew: true, profileComplete: false })).toBe('/admin');
    expect(postLoginPath({ role: 'CA', isNew: false, profileComplete: false })).toBe('/ca');
    expect(postLoginPath({ role: 'MENTOR', isNew: true, profileComplete: false })).toBe('/mentor');
    expect(postLoginPath({ role: 'admin', isNew: false, profileComplete: true })).toBe('/admin');
  });

  it('sends a new student to /onboarding even with a complete profile', () => {
    expect(postLoginPath({ role: 'STUDENT', isNew: true, profileComplete: true })).toBe('/onboarding');
  });

  it('sends a student with an incomplete profile to /onboarding', () => {
    expect(postLoginPath({ role: 'STUDENT', isNew: false, profileComplete: false })).toBe('/onboarding');
  });

  it('sends a returning student with a complete profile to /dashboard', () => {
    expect(postLoginPath({ role: 'STUDENT', isNew: false, profileComplete: true })).toBe('/dashboard');
  });

  it('treats a missing or unknown role as STUDENT', () => {
    expect(postLoginPath({ role: undefined, isNew: false, profileComplete: true })).toBe('/dashboard');
    expect(postLoginPath({ role: null, isNew: false, profileComplete: false })).toBe('/onboarding');
    expect(postLoginPath({ role: 'SOMETHING', isNew: false, profileComplete: true })).toBe('/dashboard');
  });
});

describe('postLoginPath — back to the page that asked for the sign-in', () => {
  const next = '/student-main/billing';

  it('goes there after the code, whatever the role (the guard still checks the role)', () => {
    expect(postLoginPath({ role: 'STUDENT', isNew: false, profileComplete: true, next })).toBe(next);
    expect(postLoginPath({ role: 'ADMIN', isNew: false, profileComplete: false, next: '/admin/students?q=a' })).toBe('/admin/students?q=a');
  });

  it('goes there after onboarding when the profile is incomplete or the student new', () => {
    expect(postLoginPath({ role: 'STUDENT', isNew: true, profileComplete: false, next })).toBe(
      '/onboarding?next=%2Fstudent-main%2Fbilling',
    );
    expect(postLoginPath({ role: null, isNew: false, profileComplete: false, next })).toBe('/onboarding?next=%2Fstudent-main%2Fbilling');
  });

  it('never follows another origin or an absolute URL', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(postLoginPath({ role: 'STUDENT', isNew: false, profileComplete: true, next: bad })).toBe('/dashboard');
      expect(postLoginPath({ role: 'STUDENT', isNew: true, profileComplete: true, next: bad })).toBe('/onboarding');
    }
  });
});

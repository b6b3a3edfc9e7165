import { describe, expect, it } from 'vitest';
import { postLoginPath } from './post-login-path';

describe('postLoginPath', () => {
  it('sends ADMIN to /admin and CA to /ca whatever the profile says', () => {
    expect(postLoginPath({ role: 'ADMIN', isNew: true, profileComplete: false })).toBe('/admin');
    expect(postLoginPath({ role: 'CA', isNew: false, profileComplete: false })).toBe('/ca');
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

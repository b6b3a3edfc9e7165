import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this origin with its query and fragment', () => {
    expect(safeReturnPath('/student-main/billing')).toBe('/student-main/billing');
    expect(safeReturnPath('/admin/students?q=asha#top')).toBe('/admin/students?q=asha#top');
  });

  it('refuses other origins, schemes, protocol-relative and backslash tricks, and /login itself', () => {
    for (const raw of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'student-main',
      '/\tevil',
      '/login',
      '/login?next=/x',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });
});

describe('withReturnPath and returnPathOf', () => {
  it('carry a safe path through the query and drop an unsafe one', () => {
    const url = withReturnPath('/login', '/student-main/billing');
    expect(url).toBe('/login?next=%2Fstudent-main%2Fbilling');
    expect(returnPathOf(url.slice(url.indexOf('?')))).toBe('/student-main/billing');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('')).toBeNull();
    expect(returnPathOf('?a=1&next=%2Fprofile%3Fx%3D1&b=2')).toBe('/profile?x=1');
    expect(returnPathOf('?next=%E0%A4%A')).toBeNull();
  });
});

/**
 * The route table of SPEC §2: which remote serves a path and who may open it.
 * Pure, so the guard's decisions can be tested without a browser.
 */
import type { Role } from '@portal/domain/constants';

import type { RemoteName } from '@portal/stack/ports';

export type { RemoteName };

/** 'public': anyone; 'signed-in': any role with a token; else the roles listed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteEntry {
  remote: RemoteName;
  access: Access;
  /** Student routes that need a complete profile (all but /onboarding). */
  needsCompleteProfile: boolean;
}

const STUDENT: readonly Role[] = ['STUDENT'];

function matches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function routeFor(rawPath: string): RouteEntry {
  const pathname = rawPath.replace(/\/+$/, '') || '/';
  if (pathname === '/login') return { remote: 'mfe_public', access: 'public', needsCompleteProfile: false };
  if (pathname === '/onboarding') return { remote: 'mfe_student', access: 'signed-in', needsCompleteProfile: false };
  if (['/dashboard', '/student', '/profile'].includes(pathname) || matches(pathname, '/student-main')) {
    return { remote: 'mfe_student', access: STUDENT, needsCompleteProfile: true };
  }
  // /admin/students/{id}: one student's page.
  if (['/admin', '/admin/students', '/admin/journey'].includes(pathname) || /^\/admin\/students\/[^/]+$/.test(pathname)) {
    return { remote: 'mfe_admin', access: ['ADMIN'], needsCompleteProfile: false };
  }
  if (pathname === '/ca') return { remote: 'mfe_ca', access: ['CA'], needsCompleteProfile: false };
  return { remote: 'mfe_public', access: 'public', needsCompleteProfile: false };
}

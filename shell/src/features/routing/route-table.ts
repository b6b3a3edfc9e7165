/**
 * The route table of SPEC §2: which remote serves a path and who may open it.
 * Pure, so the guard's decisions can be tested without a browser.
 */
import type { Role } from '@portal/domain/constants';

export type RemoteName = 'mfe_public' | 'mfe_student' | 'mfe_admin' | 'mfe_ca';

/** 'public': anyone; 'signed-in': any role with a token; else the roles listed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteEntry {
  remote: RemoteName;
  access: Access;
  /** Student routes that need a complete profile (all but /onboarding). */
  needsCompleteProfile: boolean;
  /**
   * Whether the remote's screens use antd, so the shell mounts antd's providers. The landing
   * page does not: a visitor's first load stays far below the 250 KB budget.
   */
  usesAntd: boolean;
}

const STUDENT: readonly Role[] = ['STUDENT'];

function matches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function routeFor(rawPath: string): RouteEntry {
  const pathname = rawPath.replace(/\/+$/, '') || '/';
  if (pathname === '/login') return { remote: 'mfe_public', access: 'public', needsCompleteProfile: false, usesAntd: true };
  if (pathname === '/onboarding') return { remote: 'mfe_student', access: 'signed-in', needsCompleteProfile: false, usesAntd: true };
  if (['/dashboard', '/student', '/profile'].includes(pathname) || matches(pathname, '/student-main')) {
    return { remote: 'mfe_student', access: STUDENT, needsCompleteProfile: true, usesAntd: true };
  }
  if (pathname === '/admin' || pathname === '/admin/students') {
    return { remote: 'mfe_admin', access: ['ADMIN'], needsCompleteProfile: false, usesAntd: true };
  }
  if (pathname === '/ca') return { remote: 'mfe_ca', access: ['CA'], needsCompleteProfile: false, usesAntd: true };
  return { remote: 'mfe_public', access: 'public', needsCompleteProfile: false, usesAntd: false };
}

/**
 * The route table of SPEC §2 by area: which remote serves a path and who may open it. The shell
 * knows each area's prefix and its access rule, never its pages: each remote declares its own
 * routes and its own not-found page (its `src/app/routes.ts`), so a remote adds a page without a
 * shell release. Pure, so the guard's decisions can be tested without a browser.
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

/** `/admin` and everything below it. */
const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);
const exactly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);

/** The areas in the order they are tried; any other path is the public remote's. */
const AREAS: readonly (RouteEntry & { owns(pathname: string): boolean })[] = [
  { owns: under('/admin'), remote: 'mfe_admin', access: ['ADMIN'], needsCompleteProfile: false },
  { owns: under('/ca'), remote: 'mfe_ca', access: ['CA'], needsCompleteProfile: false },
  { owns: under('/mentor'), remote: 'mfe_mentor', access: ['MENTOR'], needsCompleteProfile: false },
  { owns: exactly('/onboarding'), remote: 'mfe_student', access: 'signed-in', needsCompleteProfile: false },
  // /student is the old name of /dashboard.
  {
    owns: (p) => exactly('/dashboard', '/student', '/profile')(p) || under('/student-main')(p),
    remote: 'mfe_student',
    access: ['STUDENT'],
    needsCompleteProfile: true,
  },
];

const PUBLIC: RouteEntry = { remote: 'mfe_public', access: 'public', needsCompleteProfile: false };

export function routeFor(rawPath: string): RouteEntry {
  const pathname = rawPath.replace(/\/+$/, '') || '/';
  const area = AREAS.find((a) => a.owns(pathname));
  if (!area) return PUBLIC;
  const { owns: _owns, ...entry } = area;
  return entry;
}

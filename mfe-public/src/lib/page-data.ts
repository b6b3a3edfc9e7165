/**
 * The data a page was rendered with on the server (the page server embeds it in the HTML as JSON),
 * so the browser's first render, the hydration, shows exactly what the HTML shows: the landing's
 * cohort and seats, a certificate's facts, the company's details. The server render provides it
 * through PageDataContext; in the browser the context's default is read once from the page.
 */
import { createContext, useContext, useState } from 'react';
import type { CompanyView } from '@portal/domain/views/company';
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import type { ProgramView } from '@portal/domain/views/program';
import type { SeatsView } from '@portal/domain/views/seats';
import type { LoginFormState } from './login-form';

import { embeddedPageData } from '@portal/shared-ui/lib/page-data-element';

export { PAGE_DATA_ELEMENT_ID } from '@portal/shared-ui/lib/page-data-element';

/** A certificate lookup as rendered: its facts, or the message the page showed. */
export type CertificateLookup = { code: string; certificate: PublicCertificateView } | { code: string; message: string };

export interface PageData {
  /** When the data was read (ms since the epoch): a page opened later in the visit reads again. */
  readAt: number;
  /** The API did not answer: the page shows the SPEC's facts and reads the live ones in the browser. */
  fallback?: boolean;
  program?: ProgramView;
  seats?: SeatsView;
  company?: CompanyView;
  certificate?: CertificateLookup;
  /** /login's state after its form was sent without JavaScript. */
  login?: LoginFormState;
  /** The program calendar's today when the API runs on a test calendar, else null (the banner over every page). */
  calendarToday?: string | null;
}

/** How long data rendered on the server counts as current for a page shown later in the visit. */
export const PAGE_DATA_FRESH_MS = 60_000;

export const PageDataContext = createContext<PageData | null>(embeddedPageData() as PageData | null);

/**
 * One fact the page was rendered with, if it is still current: `undefined` means read it from the
 * API as usual. Fallback data (the API was down) is shown at first and then read again.
 */
export function usePageData<K extends 'program' | 'seats' | 'company' | 'certificate'>(key: K): { value: PageData[K]; current: boolean } {
  const data = useContext(PageDataContext);
  const value = data?.[key];
  // Judged once, when the page mounts.
  const [current] = useState(() => !!data && value !== undefined && !data.fallback && Date.now() - data.readAt < PAGE_DATA_FRESH_MS);
  return { value, current };
}

/**
 * The program calendar's today as the API takes it (GET /public/program `calendarToday`): a day
 * (YYYY-MM-DD) when the API runs on a test calendar (PROGRAM_TODAY), null on the real date,
 * undefined until known. Asked once per page load, shared by the shell's banner and every screen
 * that checks dates against the server's calendar; plain fetch, so visitors load no query library.
 */
import { useSyncExternalStore } from 'react';
import { apiUrl } from '@portal/shared-ui/api/api-client';
import { embeddedPageData } from '@portal/shared-ui/lib/page-data-element';

/** What a server-rendered page was rendered with: the banner hydrates as the HTML shows it. */
function servedToday(): string | null | undefined {
  const served = embeddedPageData()?.calendarToday;
  return typeof served === 'string' || served === null ? served : undefined;
}

let today: string | null | undefined = servedToday();
let asked = today !== undefined;
const listeners = new Set<() => void>();

function ask(): void {
  if (asked) return;
  asked = true;
  fetch(apiUrl('/public/program'), { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ calendarToday?: string | null }>) : null))
    .then(
      (view) => {
        if (!view) return;
        today = view.calendarToday ?? null;
        for (const listener of listeners) listener();
      },
      () => undefined, // unknown: no banner, and the server alone judges dates
    )
    .finally(() => {
      if (today === undefined) asked = false;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ask();
  return () => listeners.delete(listener);
}

/** The test calendar's today (YYYY-MM-DD), null on the real date, undefined while not known. */
export function useCalendarToday(): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => today,
    () => today,
  );
}

/** For tests: forget what was learnt. */
export function resetCalendarToday(): void {
  today = servedToday();
  asked = today !== undefined;
}

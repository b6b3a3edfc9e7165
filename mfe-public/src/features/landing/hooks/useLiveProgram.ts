/**
 * The active cohort of the landing page (GET /public/program): until it answers, every fact that
 * names a date, the fee or the event reads as an ellipsis, so no cohort's dates are shown as
 * another's; if it never answers, the ellipses stay. Given to the sections through ProgramContext.
 */
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ProgramView } from '@portal/domain/views/program';
import { getProgram } from '../api/get-program';
import { programContent, type LandingProgram, type ProgramContent } from '../content/landing-content';
import { currentRateLabel, feeLabels } from '@portal/domain/pricing';
import { usePageData } from '../../../lib/page-data';

const PENDING = '…';

export const PENDING_PROGRAM: LandingProgram = {
  cohortName: PENDING,
  trainingDates: PENDING,
  trainingDays: PENDING,
  trainingHours: PENDING,
  internshipStartDays: PENDING,
  internshipDurations: PENDING,
  stipendNote: PENDING,
  eventDate: PENDING,
  eventDetails: PENDING,
  eventYear: PENDING,
  fee: PENDING,
  feeMinor: 0,
  gstRate: currentRateLabel(),
  enrolmentOpen: true,
  eventRegistrationOpen: null,
  nextCohort: null,
  eventTile: { month: PENDING, day: PENDING, year: PENDING },
  eventTime: null,
  eventVenue: null,
  currentYear: new Date().getFullYear(),
};

export function landingProgram(view: ProgramView, today: Date = new Date()): LandingProgram {
  const c = view.cohort;
  const { labels } = view;
  // "12 Mar 2027" -> the tile's day, month and year.
  const [day = PENDING, month = PENDING, year = PENDING] = labels.eventDate.split(' ');
  const fee = feeLabels(c.feeMinor);
  return {
    ...labels,
    fee: fee.total,
    feeMinor: c.feeMinor,
    gstRate: fee.rate,
    enrolmentOpen: c.enrolmentOpen,
    eventRegistrationOpen: c.eventRegistrationOpen,
    nextCohort: view.nextCohort,
    eventTile: { month, day, year },
    eventTime: c.eventTime,
    eventVenue: c.eventVenue,
    currentYear: today.getFullYear(),
  };
}

function isProgramView(value: unknown): value is ProgramView {
  const v = value as ProgramView | null;
  return !!v && typeof v.cohort?.trainingStart === 'string' && typeof v.labels?.trainingDates === 'string';
}

/** The cohort the page was rendered with on the server, if any; read from the API unless that is current. */
export function useLiveProgram(): LandingProgram {
  const rendered = usePageData('program');
  const [program, setProgram] = useState<LandingProgram>(() =>
    isProgramView(rendered.value) ? landingProgram(rendered.value) : PENDING_PROGRAM,
  );
  const readAgain = !rendered.current;
  useEffect(() => {
    if (!readAgain) return;
    const controller = new AbortController();
    getProgram(controller.signal).then(
      (view) => {
        if (!controller.signal.aborted && isProgramView(view)) setProgram(landingProgram(view));
      },
      () => undefined, // the ellipses stay
    );
    return () => controller.abort();
  }, [readAgain]);
  return program;
}

export const ProgramContext = createContext<LandingProgram>(PENDING_PROGRAM);

/** The page's words that name the active cohort's facts. */
export function useProgramContent(): ProgramContent {
  const program = useContext(ProgramContext);
  return useMemo(() => programContent(program), [program]);
}

/**
 * The seat counts of the landing page: the SPEC numbers at once (179 of 250), replaced by the
 * live counts of GET /public/seats when the API answers, so nothing jumps or breaks when it
 * does not. Given to the sections through SeatsContext.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { seatTotals } from '@portal/domain/specialization';
import type { SeatsView } from '@portal/domain/views/seats';
import { getSeats } from '../api/get-seats';
import { usePageData } from '../../../lib/page-data';

export const FALLBACK_SEATS: SeatsView = { specializations: [...SPECIALIZATIONS], totals: seatTotals(SPECIALIZATIONS) };

function isSeatsView(value: unknown): value is SeatsView {
  const v = value as SeatsView | null;
  return !!v && Array.isArray(v.specializations) && typeof v.totals?.seats === 'number' && typeof v.totals?.filled === 'number';
}

/** The counts the page was rendered with on the server, if any; read from the API unless those are current. */
export function useLiveSeats(): SeatsView {
  const rendered = usePageData('seats');
  const [seats, setSeats] = useState<SeatsView>(() => (isSeatsView(rendered.value) ? rendered.value : FALLBACK_SEATS));
  const readAgain = !rendered.current;
  useEffect(() => {
    if (!readAgain) return;
    const controller = new AbortController();
    getSeats(controller.signal).then(
      (live) => {
        if (!controller.signal.aborted && isSeatsView(live)) setSeats(live);
      },
      () => undefined, // the SPEC numbers stay
    );
    return () => controller.abort();
  }, [readAgain]);
  return seats;
}

export const SeatsContext = createContext<SeatsView>(FALLBACK_SEATS);

export function useSeats(): SeatsView {
  return useContext(SeatsContext);
}

/**
 * The batches (a cohort's specialization) whose projects the mentor writes: each specialization they
 * supervise in the program's active cohort and in the cohorts of their interns, newest cohort first.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MentorView } from '@portal/domain/views/mentors';
import { activeCohortQuery, rosterCohortsQuery } from '../api/projects-api';

export interface Batch {
  cohortId: string;
  cohortName: string;
  specialization: string;
}

export function useBatches(me: MentorView | undefined) {
  const roster = useQuery(rosterCohortsQuery());
  const program = useQuery(activeCohortQuery());
  const batches = useMemo(() => {
    if (!me) return [];
    const cohorts = new Map<string, string>();
    if (program.data) cohorts.set(program.data.cohort.id, program.data.cohort.name);
    for (const intern of roster.data?.items ?? []) cohorts.set(intern.cohortId, intern.cohort);
    return [...cohorts].flatMap(([cohortId, cohortName]) =>
      me.specializations.map((specialization): Batch => ({ cohortId, cohortName, specialization })),
    );
  }, [me, roster.data, program.data]);
  return {
    batches,
    isPending: roster.isPending || program.isPending,
    error: roster.error ?? program.error,
    refetch: () => Promise.all([roster.refetch(), program.refetch()]),
  };
}

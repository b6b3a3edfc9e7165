/**
 * /student-main/specializations (step 4): the form until the selection is finalized, then its
 * read-only view. SPEC §3: a selection that cannot be loaded counts as not finalized, so the form
 * shows under the load error (the server refuses a second finalization anyway).
 */
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { studentProgramQuery } from '../../../lib/student-program';
import { selectionQuery } from '../api/specialization-api';
import { SelectionSummary } from './SelectionSummary';
import { SpecializationForm } from './SpecializationForm';

export const SELECTION_LOAD_FAILED = 'Failed to load your selection.';
export const PROGRAM_LOAD_FAILED = "Failed to load your cohort's dates.";

export function SpecializationSection() {
  const selection = useQuery(selectionQuery);
  // The cohort's start dates, durations and seats: the form cannot be shown without them.
  const program = useQuery(studentProgramQuery);

  if (selection.isPending && !selection.isError) return <Skeleton active aria-busy="true" aria-label="Loading your selection" />;
  if (selection.data?.finalized) return <SelectionSummary selection={selection.data} />;
  return (
    <Flex vertical gap={16}>
      {selection.isError && <LoadError message={SELECTION_LOAD_FAILED} error={selection.error} onRetry={() => void selection.refetch()} />}
      {program.isError ? (
        <LoadError message={PROGRAM_LOAD_FAILED} error={program.error} onRetry={() => void program.refetch()} />
      ) : program.data ? (
        <SpecializationForm seats={program.data.seats} program={program.data} />
      ) : (
        <Skeleton active aria-busy="true" aria-label="Loading your cohort's dates" />
      )}
    </Flex>
  );
}

/**
 * /student-main/specializations (step 4): the form until the selection is finalized, then its
 * read-only view. SPEC §3: a selection that cannot be loaded counts as not finalized, so the form
 * shows under the load error (the server refuses a second finalization anyway).
 */
import { Flex, Skeleton } from 'antd';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { getSeats, getSelection } from '../api/specialization-api';
import { SelectionSummary } from './SelectionSummary';
import { SpecializationForm } from './SpecializationForm';

export const SELECTION_LOAD_FAILED = 'Failed to load your selection.';

export function SpecializationSection() {
  const selection = useResource(getSelection, []);
  // Seat counts are a help, not a need: without them the options show no counts.
  const seats = useResource(getSeats, []);

  const failed = selection.state.status === 'error';
  if (!selection.data && !failed) return <Skeleton active aria-busy="true" aria-label="Loading your selection" />;
  if (selection.data?.finalized) return <SelectionSummary selection={selection.data} />;
  return (
    <Flex vertical gap={16}>
      {failed && <LoadError message={SELECTION_LOAD_FAILED} error={selection.state.error} onRetry={() => void selection.reload()} />}
      <SpecializationForm
        seats={seats.data}
        onFinalized={(saved) => selection.set(saved)}
        onStale={() => {
          void selection.reload();
          void seats.reload();
        }}
      />
    </Flex>
  );
}

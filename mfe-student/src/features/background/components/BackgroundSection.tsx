/**
 * /student-main/background (step 5): the form until the background is submitted, then its
 * read-only view. One that cannot be loaded counts as not submitted (the form shows under the
 * load error; the server refuses a second submission anyway).
 */
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { backgroundQuery } from '../api/background-api';
import { BackgroundForm } from './BackgroundForm';
import { BackgroundSummary } from './BackgroundSummary';

export const BACKGROUND_LOAD_FAILED = 'Failed to load your background.';

export function BackgroundSection() {
  const background = useQuery(backgroundQuery);
  if (background.isPending && !background.isError) return <Skeleton active aria-busy="true" aria-label="Loading your background" />;
  if (background.data?.finalized) return <BackgroundSummary background={background.data} />;
  return (
    <Flex vertical gap={16}>
      {background.isError && (
        <LoadError message={BACKGROUND_LOAD_FAILED} error={background.error} onRetry={() => void background.refetch()} />
      )}
      <BackgroundForm />
    </Flex>
  );
}

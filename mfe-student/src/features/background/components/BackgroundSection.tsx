/**
 * /student-main/background (step 5): the form until the background is submitted, then its
 * read-only view. One that cannot be loaded counts as not submitted (the form shows under the
 * load error; the server refuses a second submission anyway).
 */
import { Flex, Skeleton } from 'antd';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { getBackground } from '../api/background-api';
import { BackgroundForm } from './BackgroundForm';
import { BackgroundSummary } from './BackgroundSummary';

export const BACKGROUND_LOAD_FAILED = 'Failed to load your background.';

export function BackgroundSection() {
  const background = useResource(getBackground, []);
  const failed = background.state.status === 'error';
  if (!background.data && !failed) return <Skeleton active aria-busy="true" aria-label="Loading your background" />;
  if (background.data?.finalized) return <BackgroundSummary background={background.data} />;
  return (
    <Flex vertical gap={16}>
      {failed && <LoadError message={BACKGROUND_LOAD_FAILED} error={background.state.error} onRetry={() => void background.reload()} />}
      <BackgroundForm onSubmitted={(saved) => background.set(saved)} onStale={() => void background.reload()} />
    </Flex>
  );
}

/** Which batch a training page shows: a cohort (the active one until another is chosen) and a specialization. */
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useEffect, useId } from 'react';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { Text } from '@portal/shared-ui/components/PageHeading';
import { cohortsQuery } from '../../../lib/cohorts-query';
import { useBatch } from '../hooks/use-batch';

export const BATCH_TEXT = {
  cohort: 'Cohort',
  specialization: 'Specialization',
  loadFailed: 'Failed to load the cohorts.',
  noCohort: 'No cohort exists yet: create one under Program on the admin dashboard.',
} as const;

export function BatchPicker() {
  const cohortFieldId = useId();
  const specializationFieldId = useId();
  const cohorts = useQuery(cohortsQuery);
  const { cohortId, specialization, choose } = useBatch();
  const active = cohorts.data?.find((c) => c.active) ?? cohorts.data?.[0];

  useEffect(() => {
    if (!cohortId && active) choose({ cohortId: active.id });
  }, [cohortId, active, choose]);

  if (cohorts.isError && !cohorts.data) {
    return <LoadError message={BATCH_TEXT.loadFailed} error={cohorts.error} onRetry={() => void cohorts.refetch()} />;
  }
  if (cohorts.data?.length === 0) return <Text>{BATCH_TEXT.noCohort}</Text>;
  return (
    <Flex gap={16} wrap>
      <Flex vertical gap={4} style={{ flex: '1 1 220px', maxWidth: 360 }}>
        <label htmlFor={cohortFieldId}>{BATCH_TEXT.cohort}</label>
        <NativeSelect
          id={cohortFieldId}
          value={cohortId}
          onChange={(value) => choose({ cohortId: value ?? '' })}
          placeholder={cohorts.data ? 'Choose a cohort' : 'Loading the cohorts…'}
          options={(cohorts.data ?? []).map((c) => ({ value: c.id, label: c.active ? `${c.name} (active)` : c.name }))}
        />
      </Flex>
      <Flex vertical gap={4} style={{ flex: '1 1 220px', maxWidth: 360 }}>
        <label htmlFor={specializationFieldId}>{BATCH_TEXT.specialization}</label>
        <NativeSelect
          id={specializationFieldId}
          value={specialization}
          onChange={(value) => choose({ specialization: value ?? '' })}
          placeholder="Choose a specialization"
          options={SPECIALIZATIONS.map((s) => ({ value: s.name, label: s.name }))}
        />
      </Flex>
    </Flex>
  );
}

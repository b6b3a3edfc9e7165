/**
 * A cohort's stipend criteria: the day they are published and 1 to 5 tiers (a score at least, every
 * report on time or not, an amount in whole rupees). Changed until that day; read-only after. The
 * rules are domain/stipend.ts stipendCriteriaProblems, checked here and again by the server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { stipendTierLabel, type StipendTier } from '@portal/domain/internship';
import {
  EXAMPLE_STIPEND_TIERS,
  STIPEND_LIMITS,
  stipendCriteriaProblems,
  tiersByAmount,
  type StipendCriteria,
} from '@portal/domain/stipend';
import type { CohortAdminView } from '@portal/domain/views/program';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { cohortsQuery } from '../../../lib/cohorts-query';
import { saveCriteria } from '../api/stipends';

function CriteriaForm({ cohort }: { cohort: CohortAdminView }) {
  const queryClient = useQueryClient();
  const stored = cohort.stipendCriteria ?? null;
  const [publishOn, setPublishOn] = useState(stored?.publishOn ?? '');
  const [tiers, setTiers] = useState<StipendTier[]>(stored?.tiers ?? [...EXAMPLE_STIPEND_TIERS]);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (criteria: StipendCriteria) => saveCriteria(cohort.id, criteria),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.cohorts }),
  });

  if (stored?.published) {
    return (
      <>
        <PageText>Published on {stored.publishOn}; they can no longer be changed.</PageText>
        <ul aria-label={`Stipend tiers of ${cohort.name}`}>
          {tiersByAmount(stored.tiers).map((t) => (
            <li key={`${t.minScore}|${t.allOnTime}`}>{stipendTierLabel(t)}</li>
          ))}
          <li>otherwise none</li>
        </ul>
      </>
    );
  }

  const setTier = (index: number, change: Partial<StipendTier>) => setTiers(tiers.map((t, i) => (i === index ? { ...t, ...change } : t)));
  function submit() {
    const criteria = { publishOn: publishOn.trim(), tiers };
    const found = stipendCriteriaProblems(criteria);
    setProblems(Object.values(found));
    if (Object.keys(found).length === 0) save.mutate(criteria);
  }

  return (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item label="Published on (YYYY-MM-DD, India time)" htmlFor="stipend-publish-on">
        <Input id="stipend-publish-on" value={publishOn} onChange={(e) => setPublishOn(e.target.value)} style={{ maxWidth: 200 }} />
      </Form.Item>
      {tiers.map((tier, index) => (
        <Flex key={index} gap={12} wrap align="center" role="group" aria-label={`Tier ${index + 1}`} style={{ marginBottom: 8 }}>
          <label>
            Score at least{' '}
            <InputNumber min={1} max={5} step={0.1} value={tier.minScore} onChange={(v) => setTier(index, { minScore: Number(v ?? 0) })} />
          </label>
          <Checkbox checked={tier.allOnTime} onChange={(e) => setTier(index, { allOnTime: e.target.checked })}>
            and all reports on time
          </Checkbox>
          <label>
            Amount (₹){' '}
            <InputNumber
              min={1}
              step={500}
              value={tier.amountMinor / 100}
              onChange={(v) => setTier(index, { amountMinor: Math.round(Number(v ?? 0) * 100) })}
            />
          </label>
          <Button onClick={() => setTiers(tiers.filter((_, i) => i !== index))} aria-label={`Remove tier ${index + 1}`}>
            Remove
          </Button>
        </Flex>
      ))}
      {tiers.length < STIPEND_LIMITS.tiersMax && (
        <Button onClick={() => setTiers([...tiers, { minScore: 3, allOnTime: false, amountMinor: 100_000 }])}>Add a tier</Button>
      )}
      {problems.map((p) => (
        <Alert key={p} type="error" message={p} showIcon style={{ marginTop: 8 }} />
      ))}
      {save.isError && (
        <Alert type="error" message={messageOf(save.error, 'Could not save the criteria.')} showIcon style={{ marginTop: 8 }} />
      )}
      {save.isSuccess && <Alert type="success" message="Criteria saved." showIcon style={{ marginTop: 8 }} />}
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 12, display: 'block' }}>
        Save the criteria
      </Button>
    </Form>
  );
}

export function StipendCriteriaPanel() {
  const cohorts = useQuery(cohortsQuery);
  const [cohortId, setCohortId] = useState<string | undefined>();
  const list = cohorts.data ?? [];
  const chosen = list.find((c) => c.id === cohortId) ?? list.find((c) => c.active) ?? list[0];
  return (
    <SectionPanel heading="Stipend criteria">
      <PageText secondary>
        Until the day they are published, visitors and students read that the criteria are to be announced in the last week of the cohort’s
        training; from that day on, the tiers. An intern gets the highest tier they meet.
      </PageText>
      {cohorts.isError ? (
        <LoadError message="Could not load the cohorts." error={cohorts.error} onRetry={() => void cohorts.refetch()} />
      ) : (
        <>
          <Form.Item label="Cohort" htmlFor="stipend-cohort">
            <NativeSelect
              id="stipend-cohort"
              placeholder="Choose a cohort"
              value={chosen?.id ?? null}
              onChange={setCohortId}
              options={list.map((c) => ({ value: c.id, label: c.name }))}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
          {chosen && <CriteriaForm key={chosen.id} cohort={chosen} />}
        </>
      )}
    </SectionPanel>
  );
}

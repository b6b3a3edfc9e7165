/** A training page: its one h1 and title, the batch picker, and the chosen batch's area (mounted afresh for each batch). */
import { Fragment, type ReactNode } from 'react';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { AdminPageLayout } from '../../../components/AdminPageLayout';
import type { Batch } from '../api/training';
import { useBatch } from '../hooks/use-batch';
import { BatchPicker } from './BatchPicker';

export function BatchPage({
  title,
  intro,
  chooseBatch,
  children,
}: {
  title: string;
  intro: string;
  /** What the page shows until a cohort and a specialization are chosen. */
  chooseBatch: string;
  children(batch: Batch): ReactNode;
}) {
  const { batch } = useBatch();
  return (
    <AdminPageLayout title={title} intro={intro}>
      <BatchPicker />
      {batch ? (
        <Fragment key={`${batch.cohortId}|${batch.specialization}`}>{children(batch)}</Fragment>
      ) : (
        <PageText>{chooseBatch}</PageText>
      )}
    </AdminPageLayout>
  );
}

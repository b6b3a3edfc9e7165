/**
 * What needs the mentor first: the reports waiting for review (oldest first), the overdue weeks,
 * and each intern's week states, paged as GET /mentor/api/reviews pages its interns.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { useServerPaging } from '../../../hooks/use-server-paging';
import { reviewsQuery } from '../api/get-reviews';
import { OverdueInterns } from './OverdueInterns';
import { ReviewQueue } from './ReviewQueue';
import { WeekStatesTable } from './WeekStatesTable';

export const REVIEWS_LOAD_FAILED = 'Failed to load the reports to review.';

export function ReviewsOverview() {
  const paging = useServerPaging();
  const reviews = useQuery(reviewsQuery(paging.page, paging.size));
  const overdueIds = useMemo(() => new Set(reviews.data?.overdue.map((o) => o.internId)), [reviews.data]);

  if (reviews.isError) return <LoadError message={REVIEWS_LOAD_FAILED} error={reviews.error} onRetry={() => void reviews.refetch()} />;
  return (
    <>
      {reviews.data && <ReviewQueue queue={reviews.data.queue} />}
      {reviews.data && <OverdueInterns overdue={reviews.data.overdue} />}
      <section aria-labelledby="mentor-week-states" style={{ marginTop: 16 }}>
        <SectionHeading id="mentor-week-states" fontSize={20}>
          Week states
        </SectionHeading>
        <WeekStatesTable
          rows={reviews.data?.interns ?? []}
          overdueIds={overdueIds}
          loading={reviews.isPending}
          pagination={paging.pagination(reviews.data?.totalItems)}
        />
      </section>
    </>
  );
}

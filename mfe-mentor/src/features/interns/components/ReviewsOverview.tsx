/**
 * What needs the mentor first: the reports waiting for review (oldest first), the overdue weeks,
 * and each intern's week states, paged as GET /mentor/api/reviews pages its interns.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { reviewsQuery } from '../api/get-reviews';
import { OverdueInterns } from './OverdueInterns';
import { ReviewQueue } from './ReviewQueue';
import { WeekStatesTable } from './WeekStatesTable';

export const REVIEWS_LOAD_FAILED = 'Failed to load the reports to review.';
const PAGE_SIZES = [10, 20, 50] as const;

export function ReviewsOverview() {
  const [paging, setPaging] = useState({ page: 0, size: 20 });
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
          pagination={{
            current: paging.page + 1,
            pageSize: paging.size,
            total: reviews.data?.totalItems ?? 0,
            pageSizeOptions: PAGE_SIZES,
            hideOnSinglePage: false,
            onChange: (page, size) => setPaging({ page: size === paging.size ? page - 1 : 0, size }),
          }}
        />
      </section>
    </>
  );
}

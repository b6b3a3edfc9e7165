/**
 * The student page's "Personal data" area: the student's erasure request and, once erased, the
 * invoices and credit notes retained for tax law (and until when) and a signed letter kept until the
 * internship ends; then who opened which of the student's files and when, paged on the server,
 * shown when the admin asks for it (FileViews).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import type { AdminErasureRow } from '@portal/domain/views/data-rights';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDate } from '@portal/shared-ui/lib/format';
import { studentDataRightsQuery } from '../api/data-rights';
import { DATA_PANEL_TEXT } from './data-panel-text';

// The access log is consulted now and then, not at every visit: its table loads when asked for.
const FileViews = lazy(() => import('./FileViews').then((m) => ({ default: m.FileViews })));

function ErasureState({ erasure }: { erasure: AdminErasureRow }) {
  const decided = erasure.decidedAt ? ` on ${formatDate(erasure.decidedAt)} by ${erasure.decidedBy ?? 'an admin'}` : '';
  switch (erasure.status) {
    case 'PENDING':
      return (
        <Alert
          type={erasure.overdue ? 'error' : 'warning'}
          showIcon
          title={`Asked to erase the account on ${formatDate(erasure.requestedAt)}: answer by ${formatDate(erasure.dueAt)} (on /admin).`}
        />
      );
    case 'REFUSED':
      return <Alert type="info" showIcon title={`Erasure refused${decided}.`} description={`Reason: ${erasure.reason ?? ''}`} />;
    default:
      return (
        <Alert
          type="info"
          showIcon
          title={erasure.status === 'COMPLETED' ? `Account erased${decided}.` : `Erasure approved${decided}; being carried out.`}
          description={
            erasure.heldLetter
              ? `Signed offer letter kept until ${formatDate(`${erasure.heldLetter.until}T12:00:00+05:30`)}. ${erasure.heldLetter.reason}`
              : undefined
          }
        />
      );
  }
}

export function StudentDataRights({ userId }: { userId: string }) {
  const panel = useQuery(studentDataRightsQuery(userId));
  const data = panel.data;
  const [showViews, setShowViews] = useState(false);
  const viewsId = useId();
  return (
    <Flex vertical gap={12}>
      {panel.isError && !data ? (
        <LoadError message={DATA_PANEL_TEXT.loadFailed} error={panel.error} onRetry={() => void panel.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading the personal data panel" />
      ) : (
        <>
          {data.erasure ? (
            <ErasureState erasure={data.erasure} />
          ) : (
            <PageText style={{ margin: 0 }}>The student has not asked to erase their account.</PageText>
          )}
          {data.retained.length > 0 && (
            <section aria-label={DATA_PANEL_TEXT.retainedHeading}>
              <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>{DATA_PANEL_TEXT.retainedHeading}</h3>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {data.retained.map((doc) => (
                  <li key={doc.id}>
                    {doc.number} <StatusTag tone="info">Retained for tax law</StatusTag> until {formatDate(`${doc.until}T12:00:00+05:30`)}.{' '}
                    {doc.reason}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <h3 style={{ fontSize: 16, margin: '8px 0 0' }}>Who opened the files</h3>
      <div>
        <Button aria-expanded={showViews} aria-controls={viewsId} onClick={() => setShowViews((shown) => !shown)}>
          {showViews ? DATA_PANEL_TEXT.hideViews : DATA_PANEL_TEXT.showViews}
        </Button>
      </div>
      <div id={viewsId} hidden={!showViews}>
        {showViews && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 1 }} aria-label="Loading who opened the files" />}>
            <FileViews userId={userId} />
          </Suspense>
        )}
      </div>
    </Flex>
  );
}

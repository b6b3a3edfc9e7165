/** One student's certificates with View and Revoke, and issuing one of a type (a recommendation as the intern's mentor wrote it). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton } from 'antd';
import { Suspense, lazy, useId, useState } from 'react';
import {
  CERTIFICATE_TYPES,
  CERTIFICATE_TYPE_INFO,
  REVOKE_REASON_MAX,
  formatCertificateCode,
  type CertificateType,
} from '@portal/domain/certificate';
import type { AdminCertificateView } from '@portal/domain/views/certificate';
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { useViewDocument } from '@portal/shared-ui/hooks/use-view-document';
import { formatDate } from '@portal/shared-ui/lib/format';
import { adminKeys } from '../../../lib/query-keys';
import { certificateFile, issueCertificate, revokeCertificate, studentCertificatesQuery } from '../api/certificates';
import { RECOMMENDATION_NOTE } from './recommendation-note';

const ReasonDialog = lazy(() => import('../../../components/ReasonDialog').then((m) => ({ default: m.ReasonDialog })));

export const ISSUED = (title: string, name: string) => `${title} issued to ${name}.`;

export function StudentCertificates({ student }: { student: StudentPaymentRow }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const certificates = useQuery(studentCertificatesQuery(student.id));
  const viewDocument = useViewDocument();
  const [type, setType] = useState<CertificateType>('TRAINING');
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<AdminCertificateView | null>(null);
  const name = student.name ?? student.email;
  const typeId = useId();
  // A revoked certificate does not hold its type: the admin may issue it again (a new code).
  const held = new Set(certificates.data?.filter((c) => c.status === 'VALID').map((c) => c.type));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.certificates });

  async function issue() {
    setIssuing(true);
    try {
      await issueCertificate(student.id, type);
      void message.success(ISSUED(CERTIFICATE_TYPE_INFO[type].title, name));
      await refresh();
    } catch (err) {
      void message.error(messageOf(err, 'Could not issue the certificate.'));
    } finally {
      setIssuing(false);
    }
  }

  const view = (c: AdminCertificateView) =>
    viewDocument(
      () => certificateFile(c.id),
      (err) => messageOf(err, 'Failed to open the certificate.'),
    );

  return (
    <Flex vertical gap={12}>
      <SectionHeading level={3} style={{ margin: 0, fontSize: 16 }}>
        Certificates of {name} ({student.studentId ?? student.email})
      </SectionHeading>
      {certificates.isError ? (
        <Text tone="danger">{messageOf(certificates.error, 'Failed to load the certificates.')}</Text>
      ) : !certificates.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : certificates.data.length === 0 ? (
        <Text>No certificate issued yet.</Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} aria-label={`Certificates of ${name}`}>
          {certificates.data.map((c) => (
            <li key={c.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex gap={8} align="center" wrap>
                <span>{c.title}</span>
                <StatusTag tone={c.status === 'VALID' ? 'success' : 'danger'}>{c.status === 'VALID' ? 'Valid' : 'Revoked'}</StatusTag>
                <Text tone="secondary">
                  {formatCertificateCode(c.code)} · issued {formatDate(c.issuedAt)}
                  {c.revokedReason ? ` · revoked: ${c.revokedReason}` : ''}
                </Text>
                <Button size="small" onClick={() => void view(c)} aria-label={`View ${c.title} of ${name}`}>
                  View
                </Button>
                {c.status === 'VALID' && (
                  <Button size="small" danger onClick={() => setRevoking(c)} aria-label={`Revoke ${c.title} of ${name}`}>
                    Revoke
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} align="end" wrap>
        <Flex vertical gap={4}>
          <label htmlFor={typeId}>Certificate to issue</label>
          <NativeSelect
            id={typeId}
            value={type}
            onChange={(v) => v && setType(v as CertificateType)}
            placeholder="Choose a certificate"
            options={CERTIFICATE_TYPES.map((t) => ({
              value: t,
              label: `${CERTIFICATE_TYPE_INFO[t].title}${held.has(t) ? ' (issued)' : ''}`,
            }))}
            style={{ minWidth: 280 }}
          />
        </Flex>
        <Button type="primary" onClick={() => void issue()} loading={issuing} disabled={held.has(type)}>
          Issue
        </Button>
      </Flex>
      {type === 'RECOMMENDATION' && !held.has(type) && <Text tone="secondary">{RECOMMENDATION_NOTE}</Text>}
      {revoking && (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={`Revoke the ${revoking.title} of ${name}?`}
            description="The public verification page will say REVOKED with this reason, and the student can no longer download it."
            okText="Revoke"
            maxLength={REVOKE_REASON_MAX}
            onCancel={() => setRevoking(null)}
            onSubmit={async (reason) => {
              await revokeCertificate(revoking.id, reason);
              void message.success('Certificate revoked.');
              await refresh();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}

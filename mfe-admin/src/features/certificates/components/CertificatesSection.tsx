/**
 * Certificates on /admin: find a student to see, issue and revoke their certificates,
 * or issue one type to many students ticked in the list of those eligible for it.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input } from 'antd';
import { Suspense, lazy, useId, useState } from 'react';
import { CERTIFICATE_TYPES, CERTIFICATE_TYPE_INFO, type CertificateType } from '@portal/domain/certificate';
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { NativeSelect } from '@portal/shared-ui/components/NativeSelect';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { SectionPanel } from '../../../components/SectionPanel';
import { adminKeys } from '../../../lib/query-keys';
import { findStudents } from '../api/certificates';

// What opens on demand (a student's certificates, the bulk list) loads then, not with /admin.
const StudentCertificates = lazy(() => import('./StudentCertificates').then((m) => ({ default: m.StudentCertificates })));
const BulkIssue = lazy(() => import('./BulkIssue').then((m) => ({ default: m.BulkIssue })));

export const CERTIFICATES_TEXT = {
  heading: 'Certificates',
  intro: 'Each certificate is signed digitally and carries a code anyone can check at /verify. The holder is mailed when it is issued.',
} as const;

export function CertificatesSection() {
  const searchId = useId();
  const bulkTypeId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [student, setStudent] = useState<StudentPaymentRow | null>(null);
  const [bulkType, setBulkType] = useState<CertificateType>('TRAINING');
  // The eligible list loads once the admin opens the bulk part.
  const [bulkOpen, setBulkOpen] = useState(false);
  const found = useQuery({
    queryKey: adminKeys.certificateStudentSearch(query),
    queryFn: ({ signal }) => findStudents(query ?? '', signal),
    enabled: query !== null,
  });

  return (
    <SectionPanel heading={CERTIFICATES_TEXT.heading}>
      <PageText secondary style={{ marginTop: 0 }}>
        {CERTIFICATES_TEXT.intro}
      </PageText>
      <Flex vertical gap={16}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setStudent(null);
            setQuery(text.trim());
          }}
        >
          <Flex gap={8} wrap align="end">
            <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
              <label htmlFor={searchId}>Find a student by name or e-mail</label>
              <Input id={searchId} value={text} onChange={(e) => setText(e.target.value)} />
            </Flex>
            <Button htmlType="submit">Find</Button>
          </Flex>
        </form>
        {query !== null && !student && (
          <div aria-live="polite">
            {found.isError ? (
              <Text tone="danger">{messageOf(found.error, 'The search failed.')}</Text>
            ) : !found.data ? (
              <Text>Searching…</Text>
            ) : found.data.length === 0 ? (
              <Text>No student matches.</Text>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} aria-label="Students found">
                {found.data.map((s) => (
                  <li key={s.id}>
                    <Button type="link" style={{ paddingInline: 0 }} onClick={() => setStudent(s)}>
                      {s.name ?? s.email} · {s.studentId ?? '—'} · {s.email}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {student && (
          <Flex vertical gap={8}>
            <Suspense fallback={<Text>Loading…</Text>}>
              <StudentCertificates student={student} />
            </Suspense>
            <Button size="small" style={{ alignSelf: 'start' }} onClick={() => setStudent(null)}>
              Back to the results
            </Button>
          </Flex>
        )}
        <details onToggle={(e) => setBulkOpen(e.currentTarget.open)}>
          <summary>Issue one certificate to many students</summary>
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            <Flex vertical gap={4} style={{ maxWidth: 360 }}>
              <label htmlFor={bulkTypeId}>Certificate</label>
              <NativeSelect
                id={bulkTypeId}
                value={bulkType}
                onChange={(v) => v && setBulkType(v as CertificateType)}
                placeholder="Choose a certificate"
                options={CERTIFICATE_TYPES.map((t) => ({
                  value: t,
                  label: CERTIFICATE_TYPE_INFO[t].title,
                }))}
              />
            </Flex>
            {bulkOpen && (
              <Suspense fallback={<Text>Loading…</Text>}>
                <BulkIssue key={bulkType} type={bulkType} />
              </Suspense>
            )}
          </Flex>
        </details>
      </Flex>
    </SectionPanel>
  );
}

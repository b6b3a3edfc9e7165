/**
 * /admin/students/{id}: one student on one page, reached from the ID queue, the student
 * search and /admin/students: the journey, the profile, the ID proof and its history, the payment
 * link and fee, the invoices, the specialization and background, the letters and the certificates,
 * each with the actions that apply. The areas that act (ID, payment, certificates) belong to their
 * features and are given by the app layer.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PROFILE_TYPE_LABELS, backgroundGroupFacts } from '@portal/domain/background';
import { erasedOnLabel } from '@portal/domain/data-rights';
import { DOCUMENT_TYPE_LABEL, signedMinor } from '@portal/domain/fees';
import { formatMoneyGrouped } from '@portal/domain/money';
import type { AdminIdProof } from '@portal/domain/views/id-proof';
import type { StudentDetail } from '@portal/domain/views/student-detail';
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import { ApiError, messageOf } from '@portal/shared-ui/api/api-client';
import { CopyableText } from '@portal/shared-ui/components/CopyableText';
import { DocumentStatus, documentName } from '@portal/shared-ui/components/DocumentStatus';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { StepChips } from '@portal/shared-ui/components/StepChips';
import { useViewDocument } from '@portal/shared-ui/hooks/use-view-document';
import { formatDate, formatDateTime } from '@portal/shared-ui/lib/format';
import { AdminPageLayout } from '../../../components/AdminPageLayout';
import { FactList } from '../../../components/FactList';
import { SectionPanel } from '../../../components/SectionPanel';
import { studentDetailQuery, studentFile } from '../api/student-detail';

export const STUDENT_LOAD_FAILED = 'Failed to load the student.';

export interface StudentDetailPageProps {
  /** The ID proof area with its review actions and history. */
  idProof(proof: AdminIdProof | null): ReactNode;
  /** The payment link and fee area with its actions. */
  payment(student: StudentPaymentRow): ReactNode;
  /** What an admin can do about the invoices (record a refund), above their list. */
  invoiceActions(detail: StudentDetail): ReactNode;
  certificates(student: StudentPaymentRow): ReactNode;
  /** The student's personal data: erasure request, what is retained for tax law, who opened their files. */
  personalData(student: StudentPaymentRow): ReactNode;
}

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);
const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function ProfileFacts({ detail }: { detail: StudentDetail }) {
  const { profile } = detail;
  return (
    <FactList
      facts={[
        ['Name', orDash(profile.name)],
        ['E-mail', <CopyableText key="email" text={profile.email} label={`e-mail ${profile.email}`} />],
        ['Phone', orDash(profile.phone)],
        ['Country / State', [profile.countryName, profile.state].filter(Boolean).join(' / ') || '—'],
        ['Student ID', orDash(profile.studentId)],
        ['Cohort', orDash(detail.cohortName)],
        ['Joined', dateOrDash(detail.joinedAt)],
        [
          'Profile',
          profile.profileComplete ? <StatusTag tone="success">Complete</StatusTag> : <StatusTag tone="warning">Incomplete</StatusTag>,
        ],
      ]}
    />
  );
}

function Invoices({ detail, open }: { detail: StudentDetail; open(path: string): void }) {
  if (detail.invoices.length === 0) return <PageText>No invoice yet: one is issued when the fee is verified.</PageText>;
  return (
    <ul aria-label="Invoices and credit notes" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {detail.invoices.map((doc) => (
        <li key={doc.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Flex gap={8} wrap align="center" justify="space-between">
            <Flex vertical gap={2}>
              <span style={{ fontWeight: 600 }}>
                {DOCUMENT_TYPE_LABEL[doc.documentType]} {doc.invoiceNumber}
              </span>
              <span>
                {formatDate(doc.issuedAt)} · {formatMoneyGrouped(signedMinor(doc.documentType, doc.amountMinor), doc.currency)}
                {doc.reason ? ` · ${doc.reason}` : ''}
              </span>
            </Flex>
            <Flex gap={8} align="center">
              <DocumentStatus document={doc} />
              <Button size="small" onClick={() => open(doc.downloadUrl)} aria-label={`View ${documentName(doc)}`}>
                View
              </Button>
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function ProgramFacts({ detail }: { detail: StudentDetail }) {
  const { specialization: s, background: b } = detail;
  return (
    <FactList
      facts={[
        ['Specialization', s.finalized ? orDash(s.specialization) : 'Not chosen yet'],
        ['Starts', s.startDate ? formatDate(s.startDate) : '—'],
        ['Duration', s.durationWeeks ? `${s.durationWeeks} weeks` : '—'],
        ['Finalized', dateOrDash(s.finalizedAt)],
        [
          'Background',
          b.profileType ? `${PROFILE_TYPE_LABELS[b.profileType]}, submitted ${dateOrDash(b.submittedAt)}` : 'Not submitted yet',
        ],
        ...(b.profileType ? backgroundGroupFacts(b).map(([label, value]) => [label, orDash(value)] as const) : []),
        ...(b.linkedinProfile
          ? [
              [
                'LinkedIn profile',
                <a key="linkedin" href={b.linkedinProfile} target="_blank" rel="noopener noreferrer">
                  {b.linkedinProfile}
                </a>,
              ] as const,
            ]
          : []),
      ]}
    />
  );
}

function Letters({ detail, open }: { detail: StudentDetail; open(path: string): void }) {
  const letter = detail.offerLetter;
  const fileButton = (path: string | null, name: string) =>
    path ? (
      <Button size="small" onClick={() => open(path)} aria-label={`View the ${name}`}>
        View
      </Button>
    ) : (
      'Not issued yet'
    );
  return (
    <FactList
      facts={[
        ['Requested', letter.requested ? dateOrDash(detail.requestedLetterAt) : 'Not yet'],
        ['Mailing address', orDash(letter.address)],
        ['Draft letter', fileButton(letter.draftDownloadUrl, 'draft offer letter')],
        ['Signed by the student', letter.signedAt ? formatDateTime(letter.signedAt) : 'Not yet'],
        ['Final letter', fileButton(letter.finalDownloadUrl, 'final offer letter')],
      ]}
    />
  );
}

/**
 * The areas that act on the student, disabled as a whole for an erased account (a read-only record
 * the API refuses to change): a disabled fieldset disables every control inside it.
 */
function Actions({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

export function StudentDetailPage({ idProof, payment, invoiceActions, certificates, personalData }: StudentDetailPageProps) {
  const { id = '' } = useParams();
  const detail = useQuery(studentDetailQuery(id));
  const viewDocument = useViewDocument();
  const open = (path: string) =>
    viewDocument(
      () => studentFile(path),
      (err) => messageOf(err, 'Failed to open the document.'),
    );
  const data = detail.data;

  // No heading while loading: the page's arrival is announced (and its h1 focused) with the student's name.
  if (!data && !detail.isError) return <Spinner />;
  if (!data) {
    const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <AdminPageLayout title="Student" intro="A student's profile, ID, payment, invoices, program and letters.">
        {notFound ? (
          <PageText>No such student. Find them with the student search on the admin dashboard.</PageText>
        ) : (
          <LoadError message={STUDENT_LOAD_FAILED} error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </AdminPageLayout>
    );
  }

  const { student } = data;
  const erasedAt = student.erasedAt ? new Date(student.erasedAt) : null;
  return (
    <AdminPageLayout
      title={erasedAt ? 'Erased account' : student.name || student.email}
      intro={`${erasedAt ? erasedOnLabel(erasedAt) : student.email} · Student ID ${student.studentId ?? '—'} · ${data.journey.progressLabel} of the journey`}
    >
      {erasedAt && (
        <Alert
          type="info"
          showIcon
          title={`${erasedOnLabel(erasedAt)} at the student's request.`}
          description="This is a read-only record: what tax law keeps (the invoices) stays, and nothing on the account can be changed."
        />
      )}
      <SectionPanel heading="Journey">
        <StepChips steps={data.journey.steps} progressLabel={data.journey.progressLabel} title="Steps" />
      </SectionPanel>
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))' }}>
        <SectionPanel heading="Profile">
          <ProfileFacts detail={data} />
        </SectionPanel>
        <SectionPanel heading="ID proof">
          <Actions readOnly={!!erasedAt}>{idProof(data.idProof)}</Actions>
        </SectionPanel>
        <SectionPanel heading="Payment and fee">
          <Actions readOnly={!!erasedAt}>{payment(student)}</Actions>
        </SectionPanel>
        <SectionPanel heading="Invoices">
          <Actions readOnly={!!erasedAt}>{invoiceActions(data)}</Actions>
          <Invoices detail={data} open={(path) => void open(path)} />
        </SectionPanel>
        <SectionPanel heading="Specialization and background">
          <ProgramFacts detail={data} />
        </SectionPanel>
        <SectionPanel heading="Offer letter">
          <Letters detail={data} open={(path) => void open(path)} />
        </SectionPanel>
      </div>
      <SectionPanel heading="Certificates">
        <Actions readOnly={!!erasedAt}>{certificates(student)}</Actions>
      </SectionPanel>
      <SectionPanel heading="Personal data">{personalData(student)}</SectionPanel>
    </AdminPageLayout>
  );
}

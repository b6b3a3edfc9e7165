/**
 * The element of each admin page of app/routes.ts. Each page and each panel of /admin is its own
 * chunk, so a route downloads only the antd components it shows.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { loadAttendancePage } from './page-code';
import { ADMIN_ROUTES, type AdminRouteName } from './routes';

const AdminHomePage = lazy(() => import('../features/admin-home/components/AdminHomePage').then((m) => ({ default: m.AdminHomePage })));
const AdminSummaryCounts = lazy(() =>
  import('../features/admin-summary/components/AdminSummaryCounts').then((m) => ({ default: m.AdminSummaryCounts })),
);
const IdProofQueue = lazy(() => import('../features/id-proof-review/components/IdProofQueue').then((m) => ({ default: m.IdProofQueue })));
const StudentSearch = lazy(() => import('../features/student-search/components/StudentSearch').then((m) => ({ default: m.StudentSearch })));
const SignatureManager = lazy(() =>
  import('../features/signature/components/SignatureManager').then((m) => ({ default: m.SignatureManager })),
);
const ProgramSection = lazy(() => import('../features/program/components/ProgramSection').then((m) => ({ default: m.ProgramSection })));
const JobSlotsSection = lazy(() =>
  import('../features/job-slots/components/JobSlotsSection').then((m) => ({ default: m.JobSlotsSection })),
);
const EventSection = lazy(() => import('../features/confluence-event/components/EventSection').then((m) => ({ default: m.EventSection })));
const CertificatesSection = lazy(() =>
  import('../features/certificates/components/CertificatesSection').then((m) => ({ default: m.CertificatesSection })),
);
const AdminPageLayout = lazy(() => import('../components/AdminPageLayout').then((m) => ({ default: m.AdminPageLayout })));
const MailDelivery = lazy(() => import('../features/mail-delivery/components/MailDelivery').then((m) => ({ default: m.MailDelivery })));
const StudentDetailPage = lazy(() =>
  import('../features/student-detail/components/StudentDetailPage').then((m) => ({ default: m.StudentDetailPage })),
);
const StudentIdProof = lazy(() =>
  import('../features/id-proof-review/components/StudentIdProof').then((m) => ({ default: m.StudentIdProof })),
);
const StudentPayment = lazy(() =>
  import('../features/student-payments/components/StudentPayment').then((m) => ({ default: m.StudentPayment })),
);
const RecordRefund = lazy(() => import('../features/refunds/components/RecordRefund').then((m) => ({ default: m.RecordRefund })));
const StudentCertificates = lazy(() =>
  import('../features/certificates/components/StudentCertificates').then((m) => ({ default: m.StudentCertificates })),
);
const ErasureRequests = lazy(() =>
  import('../features/data-rights/components/ErasureRequests').then((m) => ({ default: m.ErasureRequests })),
);
const StudentDataRights = lazy(() =>
  import('../features/data-rights/components/StudentDataRights').then((m) => ({ default: m.StudentDataRights })),
);
const StudentPaymentsPage = lazy(() =>
  import('../features/student-payments/components/StudentPaymentsPage').then((m) => ({ default: m.StudentPaymentsPage })),
);
const TrainingPage = lazy(() => import('../features/training/components/TrainingPage').then((m) => ({ default: m.TrainingPage })));
const AttendancePage = lazy(() => loadAttendancePage().then((m) => ({ default: m.AttendancePage })));
const MentorsPage = lazy(() => import('../features/mentors/components/MentorsPage').then((m) => ({ default: m.MentorsPage })));
const StipendsPage = lazy(() => import('../features/stipends/components/StipendsPage').then((m) => ({ default: m.StipendsPage })));

const JOURNEY_END_TITLE = 'Interviews, Confluence and certificates';

const adminHome = (
  <AdminHomePage
    summary={
      <Suspense fallback={null}>
        <AdminSummaryCounts />
      </Suspense>
    }
    idReview={
      <Suspense fallback={<Spinner />}>
        <IdProofQueue />
      </Suspense>
    }
    studentSearch={
      <Suspense fallback={<Spinner />}>
        <StudentSearch />
      </Suspense>
    }
    signature={
      <Suspense fallback={<Spinner />}>
        <SignatureManager />
      </Suspense>
    }
    mailDelivery={
      <Suspense fallback={<Spinner />}>
        <MailDelivery />
      </Suspense>
    }
    program={
      <Suspense fallback={<Spinner />}>
        <ProgramSection />
      </Suspense>
    }
    erasures={
      <Suspense fallback={<Spinner />}>
        <ErasureRequests />
      </Suspense>
    }
  />
);

/** /admin/journey: the end of the journey, a page of its own so /admin stays light. */
const journeyEnd = (
  <AdminPageLayout
    title={JOURNEY_END_TITLE}
    intro="Job/PPO interview slots for students whose final letter is issued, the Confluence event of the active cohort, and certificates."
  >
    <Suspense fallback={<Spinner />}>
      <JobSlotsSection />
    </Suspense>
    <Suspense fallback={<Spinner />}>
      <EventSection />
    </Suspense>
    <Suspense fallback={<Spinner />}>
      <CertificatesSection />
    </Suspense>
  </AdminPageLayout>
);

/** /admin/students/{id}: one student's page, its acting areas from their own features. */
const studentDetail = (
  <StudentDetailPage
    idProof={(proof) => (
      <Suspense fallback={<Spinner />}>
        <StudentIdProof proof={proof} />
      </Suspense>
    )}
    payment={(student) => (
      <Suspense fallback={<Spinner />}>
        <StudentPayment student={student} />
      </Suspense>
    )}
    invoiceActions={(detail) => (
      <Suspense fallback={<Spinner />}>
        <RecordRefund studentId={detail.student.id} email={detail.student.email} invoices={detail.invoices} />
      </Suspense>
    )}
    certificates={(student) => (
      <Suspense fallback={<Spinner />}>
        <StudentCertificates student={student} />
      </Suspense>
    )}
    personalData={(student) => (
      <Suspense fallback={<Spinner />}>
        <StudentDataRights userId={student.id} />
      </Suspense>
    )}
  />
);

const ELEMENTS: Record<AdminRouteName, ReactNode> = {
  home: adminHome,
  students: <StudentPaymentsPage />,
  student: studentDetail,
  journey: journeyEnd,
  training: <TrainingPage />,
  attendance: <AttendancePage />,
  mentors: <MentorsPage />,
  stipends: <StipendsPage />,
};

export interface AdminPage {
  name: string;
  path: string;
  element: ReactNode;
}

export const ADMIN_PAGES: readonly AdminPage[] = ADMIN_ROUTES.map((route) => ({ ...route, element: ELEMENTS[route.name] }));

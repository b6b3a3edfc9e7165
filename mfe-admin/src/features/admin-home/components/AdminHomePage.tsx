/** /admin: the admin dashboard (SPEC §2): quick link to /admin/students, then the areas the app layer gives it. */
import { Flex } from 'antd';
import { PageHeading, PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';

/** The release this build of the admin area belongs to (PORTAL_RELEASE at build time), for support; empty in development. */
const RELEASE = process.env.PORTAL_RELEASE;

export interface AdminHomePageProps {
  /** What waits for an admin, counted. */
  summary: ReactNode;
  /** The ID proof verification area. */
  idReview: ReactNode;
  /** The student search area. */
  studentSearch: ReactNode;
  /** The authorized signature manager. */
  signature: ReactNode;
  /** The mails that could not be delivered. */
  mailDelivery: ReactNode;
  /** The program calendar: cohorts. */
  program: ReactNode;
  /** Students' requests to erase their account. */
  erasures: ReactNode;
}

export function AdminHomePage({ summary, idReview, studentSearch, signature, mailDelivery, program, erasures }: AdminHomePageProps) {
  usePageTitle('Admin dashboard');
  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)', boxSizing: 'border-box' }}>
      <PageHeading style={{ fontSize: 28 }}>Admin dashboard</PageHeading>
      {RELEASE && (
        <PageText secondary style={{ marginTop: -8 }}>
          Admin area release {RELEASE}
        </PageText>
      )}
      <Flex vertical gap={24}>
        {summary}
        <Flex gap={16} wrap>
          <Panel
            title={<SectionHeading style={{ margin: 0, fontSize: 18 }}>Student payment links</SectionHeading>}
            style={{ minWidth: 280, flex: 1 }}
          >
            <PageText>Assign payment links and verify fees.</PageText>
            <Link to="/admin/students">Open Student Payment Links</Link>
          </Panel>
          <Panel
            title={<SectionHeading style={{ margin: 0, fontSize: 18 }}>Interviews, Confluence and certificates</SectionHeading>}
            style={{ minWidth: 280, flex: 1 }}
          >
            <PageText>Publish interview slots, open Confluence registration and issue certificates.</PageText>
            <Link to="/admin/journey">Open interviews, Confluence and certificates</Link>
          </Panel>
          <Panel title={<SectionHeading style={{ margin: 0, fontSize: 18 }}>Training</SectionHeading>} style={{ minWidth: 280, flex: 1 }}>
            <PageText>Generate each batch’s live sessions, set their links, and mark and import attendance.</PageText>
            <Flex vertical gap={4}>
              <Link to="/admin/training">Open the training sessions</Link>
              <Link to="/admin/training/attendance">Open the attendance grid</Link>
            </Flex>
          </Panel>
          <Panel title={<SectionHeading style={{ margin: 0, fontSize: 18 }}>Mentors</SectionHeading>} style={{ minWidth: 280, flex: 1 }}>
            <PageText>Set the mentors’ profiles and assign interns to them; publish the stipend criteria and decide the stipends.</PageText>
            <Flex vertical gap={4}>
              <Link to="/admin/mentors">Open the mentors</Link>
              <Link to="/admin/stipends">Open the stipends</Link>
            </Flex>
          </Panel>
          {signature}
        </Flex>
        <Panel>{idReview}</Panel>
        <Panel>{studentSearch}</Panel>
        {erasures}
        {program}
        {mailDelivery}
      </Flex>
    </main>
  );
}

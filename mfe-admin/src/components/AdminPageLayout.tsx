/** An admin page below /admin: its one h1 and title, a way back to the dashboard, and its areas given by the app layer. */
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';

export function AdminPageLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)', boxSizing: 'border-box' }}>
      <Link to="/admin">← Admin dashboard</Link>
      <PageHeading style={{ fontSize: 28, marginTop: 8 }}>{title}</PageHeading>
      <PageText secondary style={{ marginTop: -8, overflowWrap: 'anywhere' }}>
        {intro}
      </PageText>
      <Flex vertical gap={24}>
        {children}
      </Flex>
    </main>
  );
}

/**
 * A dashboard section on a page of its own, with its one heading and the way back (SPEC §2:
 * each section has a Back to Main Dashboard link). Stands in until the dashboard frame lists
 * the sections itself.
 */
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../components/PageContainer';

export function SectionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer width={960} label={title}>
      <Flex vertical gap={12}>
        <Link to="/student-main">← Back to Main Dashboard</Link>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>{title}</Typography.Title>
        {children}
      </Flex>
    </PageContainer>
  );
}

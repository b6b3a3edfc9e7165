/**
 * /admin, student search by e-mail or part of it (SPEC §2, §5): 'N result(s) found.' with ID and
 * fee status; each result leads to the student's page.
 */
import { Alert, Flex } from 'antd';
import { SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import Search from 'antd/es/input/Search';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resultsFound } from '@portal/domain/messages';
import { PagedDataTable } from '@portal/shared-ui/components/PagedDataTable';
import { IdProofStatusTag } from '@portal/shared-ui/components/IdProofStatusTag';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import type { StudentRow } from '../api/search-students';
import { useStudentSearch } from '../hooks/use-student-search';

const PAGE_SIZE = 10;

export function StudentSearch() {
  const { state, search } = useStudentSearch();
  const [text, setText] = useState('');
  // The results arrive whole; they are shown ten at a time, from the first page after each search.
  const [page, setPage] = useState(1);

  const columns: ColumnsType<StudentRow> = [
    {
      title: 'E-mail',
      dataIndex: 'email',
      key: 'email',
      render: (email: string, row) => (
        <Link to={`/admin/students/${row.id}`} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      ),
    },
    { title: 'Name', dataIndex: 'name', key: 'name', render: (v: string | null) => v ?? '—' },
    { title: 'Student ID', dataIndex: 'studentId', key: 'studentId', render: (v: string | null) => v ?? '—' },
    {
      title: 'ID status',
      key: 'idStatus',
      render: (_, row) => {
        const status = state.idStatuses.get(row.id);
        return status ? <IdProofStatusTag status={status} /> : '—';
      },
    },
    {
      title: 'Fee status',
      key: 'fee',
      render: (_, row) =>
        row.feeVerified ? (
          <Flex vertical gap={2} align="start">
            <StatusTag tone="success">Verified</StatusTag>
            {row.feeVerifiedAt && <Text tone="secondary">{formatDateTime(row.feeVerifiedAt)}</Text>}
          </Flex>
        ) : (
          <StatusTag tone="neutral">Unverified</StatusTag>
        ),
    },
  ];

  return (
    <section aria-labelledby="student-search-title">
      <SectionHeading id="student-search-title" style={{ fontSize: 20 }}>
        Student search
      </SectionHeading>
      <Flex vertical gap={4} style={{ maxWidth: 480, marginBottom: 12 }}>
        <label htmlFor="student-search-email">Search students by e-mail</label>
        <Search
          id="student-search-email"
          placeholder="e-mail or part of it"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => {
            setPage(1);
            void search(value);
          }}
          enterButton="Search"
          loading={state.status === 'loading'}
          status={state.status === 'invalid' ? 'error' : undefined}
          aria-describedby="student-search-result"
        />
      </Flex>
      <div id="student-search-result" role="status" aria-live="polite" style={{ marginBottom: 12 }}>
        {state.status === 'invalid' && <Text tone="danger">{state.message}</Text>}
        {state.status === 'done' && <Text strong>{resultsFound(state.rows.length)}</Text>}
      </div>
      {state.status === 'error' && <Alert type="error" showIcon role="alert" title={state.message} style={{ marginBottom: 12 }} />}
      {state.status === 'done' && state.rows.length > 0 && (
        <PagedDataTable<StudentRow>
          label="Students found"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={state.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
          scroll={{ x: 800 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: state.rows.length,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </section>
  );
}

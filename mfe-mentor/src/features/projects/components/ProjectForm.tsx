/** One batch's project: title, description, deliverables and repository expectations, checked with the domain's rule and saved with PUT. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { INTERNSHIP_MESSAGES, REPORT_LIMITS, validateProject } from '@portal/domain/internship';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { projectQuery } from '../../../lib/project-query';
import { mentorKeys } from '../../../lib/query-keys';
import { saveProject, type ProjectBody } from '../api/projects-api';
import type { Batch } from '../hooks/use-batches';

export const PROJECT_SAVED = 'The project was saved.';
export const PROJECT_FAILED = 'The project could not be saved.';
export const PROJECT_LOAD_FAILED = 'Failed to load the project.';

const EMPTY: ProjectBody = { title: '', description: '', deliverables: '', repositoryExpectations: '' };

export function ProjectForm({ batch }: { batch: Batch }) {
  const { cohortId, specialization } = batch;
  const [form] = Form.useForm<ProjectBody>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const project = useQuery(projectQuery(cohortId, specialization));
  const save = useMutation({
    mutationFn: (body: ProjectBody) => saveProject(cohortId, specialization, body),
    onSuccess: (saved) => queryClient.setQueryData(mentorKeys.project(cohortId, specialization), { project: saved }),
  });
  const headingId = `project-${cohortId}-${specialization}`.replace(/[^a-zA-Z0-9-]/g, '-');

  async function onFinish() {
    const values = form.getFieldsValue(true) as Partial<ProjectBody>;
    const body: ProjectBody = {
      title: values.title ?? '',
      description: values.description ?? '',
      deliverables: values.deliverables ?? '',
      repositoryExpectations: values.repositoryExpectations ?? '',
    };
    if (!validateProject(body)) return setError(INTERNSHIP_MESSAGES.projectInvalid);
    setError(null);
    try {
      await save.mutateAsync(body);
      void message.success(PROJECT_SAVED);
    } catch (err) {
      setError(messageOf(err, PROJECT_FAILED));
    }
  }

  const text = { autoSize: { minRows: 3, maxRows: 12 }, maxLength: REPORT_LIMITS.textMax };
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24, borderTop: '1px solid #e5e7eb', paddingTop: 12 }}>
      <SectionHeading id={headingId} fontSize={20}>
        {specialization}, {batch.cohortName}
      </SectionHeading>
      {project.isError ? (
        <LoadError message={PROJECT_LOAD_FAILED} error={project.error} onRetry={() => void project.refetch()} />
      ) : project.data ? (
        <>
          <PageText secondary>
            {project.data.project ? `Last saved ${formatDateTime(project.data.project.updatedAt)}.` : 'No project is written yet.'}
          </PageText>
          <Form<ProjectBody>
            form={form}
            name={headingId}
            layout="vertical"
            initialValues={project.data.project ?? EMPTY}
            onFinish={() => void onFinish()}
            disabled={save.isPending}
            style={{ maxWidth: 800 }}
          >
            <Form.Item name="title" label="Title" required>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="description" label="Description" required>
              <Input.TextArea {...text} />
            </Form.Item>
            <Form.Item name="deliverables" label="Deliverables">
              <Input.TextArea {...text} />
            </Form.Item>
            <Form.Item name="repositoryExpectations" label="Repository expectations">
              <Input.TextArea {...text} />
            </Form.Item>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save the project
            </Button>
          </Form>
        </>
      ) : null}
    </section>
  );
}

/** The finalized selection, read-only (SPEC §4: irreversible once confirmed). */
import { Alert, Descriptions, Flex } from 'antd';
import { durationLabel, startDateLabel, type SelectionView } from '@portal/domain/specialization';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';

export function SelectionSummary({ selection }: { selection: SelectionView }) {
  return (
    <Flex vertical gap={16}>
      <Alert type="success" showIcon title="Your selection is finalized." description="It cannot be changed later." />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'specialization', label: 'Specialization', children: selection.specialization },
          { key: 'start', label: 'Internship start date', children: selection.startDateCode ? startDateLabel(selection.startDateCode) : '—' },
          { key: 'duration', label: 'Duration', children: selection.durationWeeks ? durationLabel(selection.durationWeeks) : '—' },
          { key: 'finalized', label: 'Finalized', children: selection.finalizedAt ? formatDateTime(selection.finalizedAt) : '—' },
        ]}
      />
      <div>
        <LinkButton type="primary" to="/student-main/background">
          Next: Your Background
        </LinkButton>
      </div>
    </Flex>
  );
}

/** A finalized step, read-only (SPEC §4: irreversible once confirmed): what was kept, and the way to the next step. */
import { Alert, Descriptions, Flex, type DescriptionsProps } from 'antd';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';

export interface FinalizedSummaryProps {
  /** e.g. 'Your selection is finalized.' */
  title: string;
  items: DescriptionsProps['items'];
  next: { to: string; label: string };
}

export function FinalizedSummary({ title, items, next }: FinalizedSummaryProps) {
  return (
    <Flex vertical gap={16}>
      <Alert type="success" showIcon title={title} description="It cannot be changed later." />
      <Descriptions bordered size="small" column={1} items={items} />
      <div>
        <LinkButton type="primary" to={next.to}>
          {next.label}
        </LinkButton>
      </div>
    </Flex>
  );
}

/** The foot of an admin dialog's form: Cancel, and the submit button that names what it does (busy while saving). */
import { Button, Flex } from 'antd';

export function DialogFormButtons({ submitLabel, saving, onCancel }: { submitLabel: string; saving: boolean; onCancel(): void }) {
  return (
    <Flex justify="end" gap={8}>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Flex>
  );
}

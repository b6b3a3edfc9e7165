/** From / To (days in India time) and free-text search, with Apply and Reset (SPEC §2 /ca filters). */
import { Button, Flex, Form, Input } from 'antd';
import { INVOICE_QUERY_MESSAGES, INVOICE_SEARCH_MAX_LENGTH, defaultInvoiceRange } from '@portal/domain/invoice-queries';
import type { InvoiceFilter } from '../lib/dashboard-query';
import { DateInput } from '@portal/shared-ui/components/DateInput';

export interface InvoiceFiltersProps {
  /** The filter in the URL; the form starts from it (remount it with a key when it changes). */
  value: InvoiceFilter;
  onApply(filter: InvoiceFilter): void;
  onReset(): void;
}

export function InvoiceFilters({ value, onApply, onReset }: InvoiceFiltersProps) {
  const [form] = Form.useForm<InvoiceFilter>();

  function apply(values: InvoiceFilter) {
    // A cleared date means its default again.
    const defaults = defaultInvoiceRange();
    onApply({ from: values.from || defaults.from, to: values.to || defaults.to, q: (values.q ?? '').trim() });
  }

  return (
    <Form
      form={form}
      name="invoice-filters"
      layout="vertical"
      initialValues={value}
      onFinish={apply}
      requiredMark={false}
      aria-label="Invoice filters"
    >
      <Flex gap={16} wrap align="flex-end">
        <Form.Item label="From" name="from" style={{ marginBottom: 0 }}>
          <DateInput style={{ width: 170 }} />
        </Form.Item>
        <Form.Item
          label="To"
          name="to"
          dependencies={['from']}
          style={{ marginBottom: 0 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, to: string) => {
                const from: string = getFieldValue('from');
                return from && to && from > to ? Promise.reject(new Error(INVOICE_QUERY_MESSAGES.rangeReversed)) : Promise.resolve();
              },
            }),
          ]}
        >
          <DateInput style={{ width: 170 }} />
        </Form.Item>
        <Form.Item label="Search" name="q" style={{ marginBottom: 0, flex: '1 1 260px' }}>
          <Input
            type="search"
            maxLength={INVOICE_SEARCH_MAX_LENGTH}
            placeholder="Invoice number, buyer name, e-mail or description"
            allowClear
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            Apply
          </Button>
          <Button htmlType="button" onClick={onReset}>
            Reset
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

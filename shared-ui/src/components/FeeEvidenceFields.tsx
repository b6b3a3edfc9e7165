/**
 * The fields of a payment's evidence — how it was paid, the reference (UTR or receipt number) and the
 * day — inside an antd Form, each checked with the others' values by the rules the API checks
 * (domain/fee-evidence.ts) when the form is submitted: the admin's fee Verify and the student's "I have paid".
 */
import { Form, Input, Radio, type FormInstance } from 'antd';
import { istDay } from '@portal/domain/calendar';
import {
  FEE_EVIDENCE_METHOD_OPTIONS,
  FEE_REFERENCE_MAX,
  feeEvidenceProblems,
  isFeeEvidenceGiven,
  type FeeEvidenceField,
  type FeeEvidenceInput,
} from '@portal/domain/fee-evidence';
import { DateInput } from './DateInput';

export interface FeeEvidenceFieldsProps {
  form: FormInstance<FeeEvidenceInput>;
  /** Each field's label, in the reader's words ("How you paid", "Received on"). */
  labels: Record<FeeEvidenceField, string>;
  /** All fields may be left blank together (fee Verify without evidence); once any is filled, all rules apply. */
  optional?: boolean;
}

const METHOD_CHOICES = FEE_EVIDENCE_METHOD_OPTIONS.map(({ value, label }) => ({ value, label }));

export function FeeEvidenceFields({ form, labels, optional = false }: FeeEvidenceFieldsProps) {
  const rule = (field: FeeEvidenceField) => ({
    validator: () => {
      const values = form.getFieldsValue();
      const problem =
        optional && !isFeeEvidenceGiven(values) ? undefined : feeEvidenceProblems(values, { today: istDay(new Date()) })[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  return (
    <>
      <Form.Item name="method" label={labels.method} rules={[rule('method')]} validateTrigger="onSubmit">
        {/* The item's label points at the group's id, which no <div> takes as its name: the group is named itself. */}
        <Radio.Group options={METHOD_CHOICES} aria-label={labels.method} />
      </Form.Item>
      <Form.Item
        name="reference"
        label={labels.reference}
        extra="Not needed for cash."
        rules={[rule('reference')]}
        validateTrigger="onSubmit"
      >
        <Input maxLength={FEE_REFERENCE_MAX} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="paidOn" label={labels.paidOn} rules={[rule('paidOn')]} validateTrigger="onSubmit">
        <DateInput aria-label={labels.paidOn} />
      </Form.Item>
    </>
  );
}

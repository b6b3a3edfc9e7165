/**
 * The mentor's decisions on one week: Accept or Ask for changes (a comment needed) while its report
 * waits for review, and Waive (a reason needed) until the week is accepted or waived. The texts are
 * checked with the domain's rules and messages before sending; the API's refusal is shown as said.
 */
import { Alert, Button, Flex, Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { cleanComment, INTERNSHIP_MESSAGES, isAwaitingReview, isReportEditable, REPORT_LIMITS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { useWeekDecisions } from '../hooks/use-week-decisions';

export const DECISION_FAILED = 'The decision could not be saved.';

type Open = 'none' | 'changes' | 'waive';

/** A comment's problem by the domain's rule: blank, or too long or unclean. */
function commentProblem(text: string, max: number, blankMessage: string, invalidMessage: string): string | null {
  if (cleanComment(text, max)) return null;
  return text.trim() ? invalidMessage : blankMessage;
}

function TextDecision({
  label,
  submitLabel,
  max,
  problemOf,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  max: number;
  problemOf(text: string): string | null;
  pending: boolean;
  onSubmit(text: string): void;
  onCancel(): void;
}) {
  const [form] = Form.useForm<{ text: string }>();
  const field = useRef<TextAreaRef>(null);
  // The form replaces the button that opened it: the keyboard goes on in its field.
  useEffect(() => field.current?.focus(), []);
  return (
    <Form<{ text: string }>
      form={form}
      layout="vertical"
      requiredMark
      disabled={pending}
      onFinish={({ text }) => onSubmit(text)}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="text"
        label={label}
        required
        validateTrigger="onSubmit"
        rules={[
          {
            validator: (_, value?: string) => {
              const problem = problemOf(value ?? '');
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea ref={field} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={max} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}

/** `headingId`: the week's heading, which takes the keyboard once a decision removes the button that had it. */
export function ReviewActions({ internId, week, headingId }: { internId: string; week: WeekView; headingId: string }) {
  const { review, waive, pending } = useWeekDecisions(internId, week.number);
  const [open, setOpen] = useState<Open>('none');
  const [error, setError] = useState<string | null>(null);
  const changesButton = useRef<HTMLButtonElement>(null);
  const waiveButton = useRef<HTMLButtonElement>(null);
  // A form cancelled gives the keyboard back to the button that opened it (shown again once it closes).
  const cancelled = useRef<Open>('none');
  useEffect(() => {
    if (open !== 'none' || cancelled.current === 'none') return;
    (cancelled.current === 'changes' ? changesButton : waiveButton).current?.focus();
    cancelled.current = 'none';
  });
  const report = week.report;
  const awaiting = report !== null && isAwaitingReview(week.state);
  const waivable = week.state !== 'UPCOMING' && isReportEditable(week.state);
  if (!awaiting && !waivable) return null;

  async function decide(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      setOpen('none');
      document.getElementById(headingId)?.focus();
    } catch (err) {
      setError(messageOf(err, DECISION_FAILED));
    }
  }
  const accept = () => decide(() => review.mutateAsync({ reportId: report!.id, request: { decision: 'accept' } }));
  const askChanges = (comment: string) =>
    decide(() => review.mutateAsync({ reportId: report!.id, request: { decision: 'changes', comment } }));
  const waiveWeek = (reason: string) => decide(() => waive.mutateAsync(reason));
  const cancel = () => {
    cancelled.current = open;
    setOpen('none');
  };

  return (
    <Flex vertical gap={8}>
      {error && <Alert type="error" showIcon title={error} />}
      {open === 'none' && (
        <Flex gap={8} wrap>
          {awaiting && (
            <Button type="primary" onClick={() => void accept()} loading={review.isPending} disabled={pending}>
              Accept week {week.number}
            </Button>
          )}
          {awaiting && (
            <Button ref={changesButton} onClick={() => setOpen('changes')} disabled={pending}>
              Ask for changes
            </Button>
          )}
          <Button ref={waiveButton} onClick={() => setOpen('waive')} disabled={pending}>
            Waive week {week.number}
          </Button>
        </Flex>
      )}
      {open === 'changes' && (
        <TextDecision
          label={`What should change in week ${week.number}'s report`}
          submitLabel="Send the request for changes"
          max={REPORT_LIMITS.commentMax}
          problemOf={(text) =>
            commentProblem(text, REPORT_LIMITS.commentMax, INTERNSHIP_MESSAGES.reviewCommentRequired, INTERNSHIP_MESSAGES.commentInvalid)
          }
          pending={pending}
          onSubmit={(text) => void askChanges(text)}
          onCancel={cancel}
        />
      )}
      {open === 'waive' && (
        <TextDecision
          label={`Why week ${week.number} is waived`}
          submitLabel={`Waive week ${week.number}`}
          max={REPORT_LIMITS.reasonMax}
          problemOf={(text) =>
            commentProblem(text, REPORT_LIMITS.reasonMax, INTERNSHIP_MESSAGES.waiveReasonRequired, INTERNSHIP_MESSAGES.waiveReasonRequired)
          }
          pending={pending}
          onSubmit={(text) => void waiveWeek(text)}
          onCancel={cancel}
        />
      )}
    </Flex>
  );
}

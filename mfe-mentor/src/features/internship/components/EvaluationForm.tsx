/**
 * The final evaluation, once the internship's last day is over: the domain's rubric (each criterion
 * a radio group of five levels, each level read with its description), a comment, and the score the
 * domain computes, shown as the levels are chosen. It can be sent again until the API refuses (409:
 * a certificate rests on it), whose message is shown as said.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import {
  areValidScores,
  EVALUATION_CRITERIA,
  evaluationScore,
  INTERNSHIP_MESSAGES,
  REPORT_LIMITS,
  cleanComment,
} from '@portal/domain/internship';
import type { MentorInternshipView } from '@portal/domain/views/internship';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { dayLabel } from '@portal/domain/calendar';
import { mentorKeys } from '../../../lib/query-keys';
import { saveEvaluation } from '../api/internship-api';

export const EVALUATION_SAVED = 'The evaluation was saved.';
export const EVALUATION_FAILED = 'The evaluation could not be saved.';

interface EvaluationValues {
  scores: Partial<Record<string, number>>;
  comment: string;
}

function ScoreLine({ scores }: { scores: EvaluationValues['scores'] }) {
  return (
    <PageText strong>
      <span aria-live="polite">
        {areValidScores(scores) ? `Score: ${evaluationScore(scores).toFixed(1)} out of 5` : 'Score: choose a level for every criterion.'}
      </span>
    </PageText>
  );
}

export function EvaluationForm({ internship }: { internship: MentorInternshipView }) {
  const [form] = Form.useForm<EvaluationValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const scores = Form.useWatch('scores', form) ?? internship.evaluation?.scores ?? {};
  const save = useMutation({
    mutationFn: (values: { scores: Parameters<typeof saveEvaluation>[1]; comment: string }) =>
      saveEvaluation(internship.internId, values.scores, values.comment),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorKeys.internship(internship.internId) }),
        queryClient.invalidateQueries({ queryKey: mentorKeys.reviewsAll() }),
      ]),
  });
  const { evaluation } = internship;

  async function onFinish() {
    const values = form.getFieldsValue(true) as EvaluationValues;
    const given = values.scores ?? {};
    if (!areValidScores(given)) return setError(INTERNSHIP_MESSAGES.scoresInvalid);
    if (!cleanComment(values.comment, REPORT_LIMITS.commentMax)) return setError(INTERNSHIP_MESSAGES.evaluationCommentRequired);
    setError(null);
    try {
      await save.mutateAsync({ scores: given, comment: values.comment });
      void message.success(EVALUATION_SAVED);
    } catch (err) {
      setError(messageOf(err, EVALUATION_FAILED));
    }
  }

  return (
    <section aria-labelledby="final-evaluation" style={{ marginTop: 24 }}>
      <SectionHeading id="final-evaluation" fontSize={20}>
        Final evaluation
      </SectionHeading>
      {!internship.ended ? (
        <PageText secondary>The final evaluation opens after the internship’s last day, {dayLabel(internship.endDate)}.</PageText>
      ) : (
        <>
          {evaluation && (
            <PageText secondary>
              Given on {formatDateTime(evaluation.submittedAt)}
              {evaluation.updatedAt !== evaluation.submittedAt ? `; last changed ${formatDateTime(evaluation.updatedAt)}` : ''}.
            </PageText>
          )}
          {!internship.evaluationOpen && <Alert type="info" showIcon title={INTERNSHIP_MESSAGES.evaluationLocked} />}
          <Form<EvaluationValues>
            form={form}
            layout="vertical"
            initialValues={{ scores: evaluation?.scores ?? {}, comment: evaluation?.comment ?? '' }}
            onFinish={() => void onFinish()}
            disabled={save.isPending || !internship.evaluationOpen}
            style={{ maxWidth: 800 }}
          >
            {EVALUATION_CRITERIA.map((criterion) => (
              <fieldset key={criterion.key} style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: '8px 16px', marginBottom: 12 }}>
                <legend style={{ fontWeight: 600, padding: '0 4px' }}>{criterion.label}</legend>
                <Form.Item name={['scores', criterion.key]} noStyle>
                  <Radio.Group name={`evaluation-${criterion.key}`}>
                    <Flex vertical gap={4}>
                      {criterion.levels.map((description, i) => (
                        <Radio key={i} value={i + 1}>
                          {i + 1} — {description}
                        </Radio>
                      ))}
                    </Flex>
                  </Radio.Group>
                </Form.Item>
              </fieldset>
            ))}
            <Form.Item name="comment" label="Comment to the intern" required>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={REPORT_LIMITS.commentMax} />
            </Form.Item>
            <ScoreLine scores={scores} />
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
            {internship.evaluationOpen && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {evaluation ? 'Save the evaluation' : 'Submit the evaluation'}
              </Button>
            )}
          </Form>
        </>
      )}
    </section>
  );
}

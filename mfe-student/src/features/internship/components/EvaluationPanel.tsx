/** The mentor's final evaluation once given: each criterion's level with its description, the score and the comment. */
import { EVALUATION_CRITERIA } from '@portal/domain/internship';
import type { EvaluationView } from '@portal/domain/views/internship';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { formatDate } from '@portal/shared-ui/lib/format';
import { FactList } from '../../../components/FactList';
import { RegionPanel } from '../../../components/RegionPanel';

export function EvaluationPanel({ evaluation }: { evaluation: EvaluationView }) {
  return (
    <RegionPanel id="internship-evaluation" title="Your final evaluation">
      <PageText strong>Score: {evaluation.score.toFixed(1)} out of 5</PageText>
      <FactList
        facts={EVALUATION_CRITERIA.map((c) => {
          const level = evaluation.scores[c.key];
          return [c.label, `${level} of 5: ${c.levels[level - 1] ?? ''}`];
        })}
      />
      <PageText>Your mentor&apos;s comment: {evaluation.comment}</PageText>
      <PageText secondary>Given on {formatDate(evaluation.submittedAt)}.</PageText>
    </RegionPanel>
  );
}

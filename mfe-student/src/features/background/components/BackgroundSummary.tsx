/** The submitted background, read-only (SPEC §4: irreversible once confirmed). */
import { Alert, Descriptions, Flex } from 'antd';
import type { BackgroundView } from '@portal/domain/background';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { BACKGROUND_LABELS, PROFILE_TYPE_LABELS } from '../lib/background-values';

export function BackgroundSummary({ background }: { background: BackgroundView }) {
  const student = background.profileType === 'STUDENT';
  const rows: [keyof typeof BACKGROUND_LABELS, string | number | null][] = student
    ? [['educationalLevel', background.educationalLevel], ['graduationYear', background.graduationYear], ['college', background.college], ['branch', background.branch]]
    : [['jobTitle', background.jobTitle], ['company', background.company], ['experienceMonths', background.experienceMonths]];
  return (
    <Flex vertical gap={16}>
      <Alert type="success" showIcon title="Your background is submitted." description="It cannot be changed later." />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'profileType', label: 'Profile', children: background.profileType ? PROFILE_TYPE_LABELS[background.profileType] : '—' },
          ...rows.map(([key, value]) => ({ key, label: BACKGROUND_LABELS[key], children: value ?? '—' })),
          {
            key: 'linkedin',
            label: 'LinkedIn profile',
            children: background.linkedinProfile ? (
              <a href={background.linkedinProfile} target="_blank" rel="noopener noreferrer">
                {background.linkedinProfile}
              </a>
            ) : (
              '—'
            ),
          },
        ]}
      />
      <div>
        <LinkButton type="primary" to="/student-main/offer-letter">
          Next: Internship Offer Letter
        </LinkButton>
      </div>
    </Flex>
  );
}

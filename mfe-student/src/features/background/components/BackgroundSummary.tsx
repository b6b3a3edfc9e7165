/** The submitted background, read-only (SPEC §4: irreversible once confirmed). */
import type { BackgroundView } from '@portal/domain/views/background';
import { FinalizedSummary } from '../../../components/FinalizedSummary';
import { BACKGROUND_LABELS, PROFILE_TYPE_LABELS } from '../lib/background-values';

export function BackgroundSummary({ background }: { background: BackgroundView }) {
  const student = background.profileType === 'STUDENT';
  const rows: [keyof typeof BACKGROUND_LABELS, string | number | null][] = student
    ? [
        ['educationalLevel', background.educationalLevel],
        ['graduationYear', background.graduationYear],
        ['college', background.college],
        ['branch', background.branch],
      ]
    : [
        ['jobTitle', background.jobTitle],
        ['company', background.company],
        ['experienceMonths', background.experienceMonths],
      ];
  return (
    <FinalizedSummary
      title="Your background is submitted."
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
      next={{ to: '/student-main/offer-letter', label: 'Next: Internship Offer Letter' }}
    />
  );
}

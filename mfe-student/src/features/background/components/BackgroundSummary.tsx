/** The submitted background, read-only (SPEC §4: irreversible once confirmed). */
import type { BackgroundView } from '@portal/domain/views/background';
import { FinalizedSummary } from '../../../components/FinalizedSummary';
import { PROFILE_TYPE_LABELS, backgroundGroupFacts } from '@portal/domain/background';

export function BackgroundSummary({ background }: { background: BackgroundView }) {
  return (
    <FinalizedSummary
      title="Your background is submitted."
      items={[
        { key: 'profileType', label: 'Profile', children: background.profileType ? PROFILE_TYPE_LABELS[background.profileType] : '—' },
        ...backgroundGroupFacts(background).map(([label, value]) => ({ key: label, label, children: value ?? '—' })),
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

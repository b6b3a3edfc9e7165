import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { Section } from './Section';
import { CheckIcon, UsersIcon } from './icons';

/** Who can join: CS/IT/software students and professionals. */
export function EligibilitySection() {
  const { eligibility } = useBelowFoldContent();
  return (
    <Section id={eligibility.id} eyebrow={eligibility.eyebrow} title={eligibility.title} intro={eligibility.intro}>
      <div className="lp-columns">
        {eligibility.groups.map((g) => (
          <div key={g.title} className="lp-panel">
            <h3 className="lp-panel__title">
              <UsersIcon className="lp-panel__icon" />
              {g.title}
            </h3>
            <ul className="lp-checklist">
              {g.points.map((p) => (
                <li key={p}>
                  <CheckIcon className="lp-checklist__icon" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="lp-panel lp-panel--accent">
          <h3 className="lp-panel__title">{eligibility.requirementsTitle}</h3>
          <ul className="lp-checklist">
            {eligibility.requirements.map((p) => (
              <li key={p}>
                <CheckIcon className="lp-checklist__icon" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

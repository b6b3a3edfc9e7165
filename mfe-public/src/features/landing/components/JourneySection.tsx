import type { ComponentType, SVGProps } from 'react';
import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { Section } from './Section';
import { AwardIcon, BookIcon, BriefcaseIcon, CheckIcon, FileIcon, RocketIcon } from './icons';

const STAGE_ICONS: ComponentType<SVGProps<SVGSVGElement>>[] = [BookIcon, BriefcaseIcon, RocketIcon];

/** Training -> Internship -> Job or PPO, the key dates, certificates and documents. */
export function JourneySection() {
  const { journey } = useBelowFoldContent();
  return (
    <Section id={journey.id} eyebrow={journey.eyebrow} title={journey.title} intro={journey.intro} tone="tint">
      <ol className="lp-stages">
        {journey.stages.map((stage, i) => {
          const Icon = STAGE_ICONS[i] ?? BookIcon;
          return (
            <li key={stage.title} className="lp-stage">
              <div className="lp-stage__icon">
                <Icon />
              </div>
              <p className="lp-stage__step">{stage.step}</p>
              <h3 className="lp-stage__title">{stage.title}</h3>
              <p className="lp-stage__meta">{stage.meta}</p>
              <ul className="lp-checklist">
                {stage.points.map((p) => (
                  <li key={p}>
                    <CheckIcon className="lp-checklist__icon" />
                    {p}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <p className="lp-note">{journey.stipendNote}</p>

      <div className="lp-journey__lower">
        <div className="lp-panel">
          <h3 className="lp-panel__title">{journey.timelineTitle}</h3>
          <ol className="lp-timeline">
            {journey.timeline.map((t) => (
              <li key={t.id} className="lp-timeline__item">
                <p className="lp-timeline__when">{t.when}</p>
                <p className="lp-timeline__what">{t.what}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="lp-panel">
          <h3 className="lp-panel__title">{journey.certificatesTitle}</h3>
          <ul className="lp-certs">
            {journey.certificates.map((c) => (
              <li key={c.title} className="lp-cert">
                <AwardIcon className="lp-cert__icon" />
                <span>
                  <strong>{c.title}</strong>
                  <span className="lp-cert__text">{c.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <h3 className="lp-panel__title lp-panel__title--spaced">{journey.documentsTitle}</h3>
          <p className="lp-docs">
            <FileIcon className="lp-docs__icon" />
            {journey.documents}
          </p>
        </div>
      </div>
    </Section>
  );
}

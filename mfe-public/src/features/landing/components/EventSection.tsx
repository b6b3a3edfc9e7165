import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { Section } from './Section';

/** The annual event: date set, time and venue to be announced, registration not yet open. */
export function EventSection() {
  const { event } = useBelowFoldContent();
  return (
    <Section id={event.id} eyebrow={event.eyebrow} title={event.title} intro={event.intro} tone="dark">
      <div className="lp-event">
        <div className="lp-event__date" aria-hidden="true">
          <span className="lp-event__month">{event.dateTile.month}</span>
          <span className="lp-event__day">{event.dateTile.day}</span>
          <span className="lp-event__year">{event.dateTile.year}</span>
        </div>
        <dl className="lp-event__facts">
          {event.facts.map((f) => (
            <div key={f.label} className="lp-event__fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="lp-event__note">{event.note}</p>
    </Section>
  );
}

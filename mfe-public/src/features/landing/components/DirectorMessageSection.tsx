import { directorMessage as dm } from '../content/below-fold-content';
import { Section } from './Section';
import { QuoteIcon } from './icons';

/** The managing director's message to students. */
export function DirectorMessageSection() {
  return (
    <Section id={dm.id} eyebrow={dm.eyebrow} title={dm.title} tone="tint">
      <figure className="lp-quote">
        <QuoteIcon className="lp-quote__mark" />
        <blockquote className="lp-quote__body">
          {dm.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </blockquote>
        <figcaption className="lp-quote__by">
          <span className="lp-avatar" aria-hidden="true">
            {dm.initials}
          </span>
          <span>
            <strong>{dm.name}</strong>
            <span className="lp-quote__role">{dm.role}</span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}

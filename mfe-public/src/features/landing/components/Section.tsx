import type { ReactNode } from 'react';

export interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'tint' | 'dark';
  children: ReactNode;
}

/** One landing section: an anchor target (the page's scroll padding, header.css, clears the sticky header) with an h2. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`lp-section lp-section--${tone}`}>
      <div className="lp-container">
        <div className="lp-section__head">
          <p className="lp-eyebrow">{eyebrow}</p>
          <h2 id={titleId} className="lp-section__title">
            {title}
          </h2>
          {intro && <p className="lp-section__intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { Section } from './Section';
import { CheckIcon } from './icons';

/** The training fee (internship free) and how payment works. */
export function FeesSection() {
  const { fees } = useBelowFoldContent();
  return (
    <Section id={fees.id} eyebrow={fees.eyebrow} title={fees.title} intro={fees.intro} tone="tint">
      <div className="lp-plans">
        {fees.plans.map((plan) => (
          <article key={plan.id} className={`lp-plan${plan.featured ? ' lp-plan--featured' : ''}`} aria-labelledby={`${plan.id}-title`}>
            <h3 id={`${plan.id}-title`} className="lp-plan__name">
              {plan.name}
            </h3>
            <p className="lp-plan__price">
              <span className="lp-plan__amount">{plan.price}</span>
              <span className="lp-plan__per">{plan.per}</span>
            </p>
            <p className="lp-plan__note">{plan.note}</p>
            <ul className="lp-checklist">
              {plan.points.map((p) => (
                <li key={p}>
                  <CheckIcon className="lp-checklist__icon" />
                  {p}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <div className="lp-howto">
        <p>{fees.howToPay}</p>
        <Link to="/login" className="lp-btn lp-btn--primary">
          {fees.cta}
        </Link>
      </div>
    </Section>
  );
}

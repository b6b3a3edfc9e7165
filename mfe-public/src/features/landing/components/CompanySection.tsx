import { company } from '../content/below-fold-content';
import { Section } from './Section';

/** About the company behind the program. */
export function CompanySection() {
  return (
    <Section id={company.id} eyebrow={company.eyebrow} title={company.title}>
      <div className="lp-company">
        <div className="lp-company__text">
          {company.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="lp-values">
          {company.values.map((v) => (
            <li key={v.title} className="lp-value">
              <h3 className="lp-value__title">{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { Section } from './Section';
import { ChevronDownIcon, MailIcon } from './icons';

/**
 * Frequently asked questions as native disclosures: keyboard and screen-reader support come
 * from the browser, no script runs, and every answer is in the page for find-in-page and crawlers.
 */
export function FaqSection() {
  const { faq } = useBelowFoldContent();
  return (
    <Section id={faq.id} eyebrow={faq.eyebrow} title={faq.title}>
      <div className="lp-faq-layout">
        <div className="lp-faq">
          {faq.items.map((item, i) => (
            // `open` only seeds the first answer; the browser owns the state after that.
            <details key={item.q} className="lp-faq__item" open={i === 0}>
              <summary className="lp-faq__question">
                <span className="lp-faq__q">{item.q}</span>
                <ChevronDownIcon className="lp-faq__chevron" />
              </summary>
              <p className="lp-faq__answer">{item.a}</p>
            </details>
          ))}
        </div>
        <div className="lp-panel lp-panel--accent lp-faq-aside">
          <h3 className="lp-panel__title">
            <MailIcon className="lp-panel__icon" />
            {faq.asideTitle}
          </h3>
          <p>{faq.asideText}</p>
          <a className="lp-btn lp-btn--primary" href="#contact">
            {faq.asideLink}
          </a>
        </div>
      </div>
    </Section>
  );
}

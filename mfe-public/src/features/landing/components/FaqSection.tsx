import { Collapse } from 'antd';
import { faq } from '../content/landing-content';
import { Section } from './Section';
import { MailIcon } from './icons';

const ITEMS = faq.items.map((item, i) => ({
  key: String(i),
  label: item.q,
  children: <p className="lp-faq__answer">{item.a}</p>,
  // Rendered up front so find-in-page and crawlers see every answer.
  forceRender: true,
}));

/** Frequently asked questions as an accordion. */
export function FaqSection() {
  return (
    <Section id={faq.id} eyebrow={faq.eyebrow} title={faq.title}>
      <div className="lp-faq-layout">
        <Collapse className="lp-faq" items={ITEMS} defaultActiveKey={['0']} expandIconPlacement="end" />
        <div className="lp-panel lp-panel--accent lp-faq-aside">
          <h3 className="lp-panel__title"><MailIcon className="lp-panel__icon" />{faq.asideTitle}</h3>
          <p>{faq.asideText}</p>
          <a className="lp-btn lp-btn--primary" href="#contact">{faq.asideLink}</a>
        </div>
      </div>
    </Section>
  );
}

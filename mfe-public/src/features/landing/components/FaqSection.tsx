import { Collapse } from 'antd';
import { faq } from '../content/landing-content';
import { Section } from './Section';

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
      <Collapse className="lp-faq" items={ITEMS} defaultActiveKey={['0']} expandIconPlacement="end" />
    </Section>
  );
}

import { App, Button } from 'antd';
import { SUPPORT_EMAIL, contact } from '../content/landing-content';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { Section } from './Section';
import { CheckIcon, ClockIcon, CopyIcon, MailIcon } from './icons';

/** E-mail support with a copy-email button. */
export function ContactSection() {
  const { message } = App.useApp();
  const { copied, copy } = useCopyToClipboard();

  async function onCopy() {
    if (await copy(SUPPORT_EMAIL)) void message.success(contact.copiedMessage(SUPPORT_EMAIL));
    else void message.info(contact.copyFailed(SUPPORT_EMAIL), 6);
  }

  return (
    <Section id={contact.id} eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro} tone="tint">
      <div className="lp-contact">
        <div className="lp-contact__card">
          <p className="lp-contact__label"><MailIcon className="lp-contact__icon" />{contact.emailLabel}</p>
          <p className="lp-contact__email">
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p className="lp-contact__reply"><ClockIcon className="lp-contact__icon" />{contact.reply}</p>
          <div className="lp-contact__actions">
            <Button
              type="primary"
              size="large"
              onClick={onCopy}
              icon={copied ? <CheckIcon /> : <CopyIcon />}
            >
              {copied ? contact.copied : contact.copy}
            </Button>
            <Button size="large" href={`mailto:${SUPPORT_EMAIL}`} icon={<MailIcon />}>{contact.write}</Button>
          </div>
        </div>
        <div className="lp-panel">
          <h3 className="lp-panel__title">{contact.includeTitle}</h3>
          <ul className="lp-checklist">
            {contact.include.map((p) => (
              <li key={p}><CheckIcon className="lp-checklist__icon" />{p}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

import { SUPPORT_EMAIL } from '@portal/domain/constants';
import { contact } from '../content/below-fold-content';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { Section } from './Section';
import { CheckIcon, ClockIcon, CopyIcon, InfoIcon, MailIcon } from './icons';

/** E-mail support with a copy-email button and an inline, announced confirmation. */
export function ContactSection() {
  const { status, copy } = useCopyToClipboard();
  // Copies with the page's code: until it runs (a page rendered on the server), the button is marked
  // disabled (looking as it will).
  const hydrated = useHydrated();
  const message = status === 'copied' ? contact.copiedMessage(SUPPORT_EMAIL) : status === 'failed' ? contact.copyFailed(SUPPORT_EMAIL) : '';

  return (
    <Section id={contact.id} eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro} tone="tint">
      <div className="lp-contact">
        <div className="lp-contact__card">
          <p className="lp-contact__label">
            <MailIcon className="lp-contact__icon" />
            {contact.emailLabel}
          </p>
          <p className="lp-contact__email">
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p className="lp-contact__reply">
            <ClockIcon className="lp-contact__icon" />
            {contact.reply}
          </p>
          <div className="lp-contact__actions">
            <button
              type="button"
              className="lp-btn lp-btn--primary lp-contact__copy"
              data-status={status}
              aria-disabled={!hydrated || undefined}
              onClick={() => void copy(SUPPORT_EMAIL)}
            >
              {status === 'copied' ? <CheckIcon className="lp-btn__icon" /> : <CopyIcon className="lp-btn__icon" />}
              {contact.copy}
            </button>
            <a className="lp-btn lp-btn--outline" href={`mailto:${SUPPORT_EMAIL}`}>
              <MailIcon className="lp-btn__icon" />
              {contact.write}
            </a>
          </div>
          {/* Always in the page, so assistive technology is listening before the text changes. */}
          <p className="lp-contact__status" role="status" aria-live="polite" data-status={status}>
            {status === 'copied' && <CheckIcon className="lp-contact__status-icon" />}
            {status === 'failed' && <InfoIcon className="lp-contact__status-icon" />}
            {message}
          </p>
        </div>
        <div className="lp-panel">
          <h3 className="lp-panel__title">{contact.includeTitle}</h3>
          <ul className="lp-checklist">
            {contact.include.map((p) => (
              <li key={p}>
                <CheckIcon className="lp-checklist__icon" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

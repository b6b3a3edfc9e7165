/** The one look of every mail: a plain-text part and a simple HTML card with the same words. */
export const BRAND = 'Career Portal';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** What every template may use besides its data: where people open the portal (PUBLIC_WEB_URL). */
export interface MailContext {
  webUrl: string;
}

/** The portal screen at `path` ('/student-main/pay'), from the configured web address. */
export function screenUrl(context: MailContext, path: string): string {
  return `${context.webUrl}${path}`;
}

/** A button to the screen the mail talks about, with the plain link under it for mail apps that hide buttons. */
export interface MailAction {
  label: string;
  url: string;
}

function actionHtml({ label, url }: MailAction): string {
  const href = escapeHtml(url);
  return `<p style="margin:8px 0 16px"><a href="${href}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#4b5563">Or open this link: <a href="${href}" style="color:#1d4ed8">${href}</a></p>`;
}

/** A paragraph of words, or a link shown as its address (a payment link): a link in the HTML part, the address in the text part. */
export type Paragraph = string | { href: string };

const paragraphText = (t: Paragraph) => (typeof t === 'string' ? t : t.href);

function linkHtml({ href }: { href: string }): string {
  const safe = escapeHtml(href);
  return `<p style="margin:0 0 12px;overflow-wrap:anywhere"><a href="${safe}" style="color:#1d4ed8">${safe}</a></p>`;
}

/** The face of every mail: the reader's system sans-serif, then common ones; never a monospace fallback. */
export const MAIL_FONT_STACK = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
export const HEADLINE_STYLE = `font-family:${MAIL_FONT_STACK};font-size:24px;line-height:1.3;letter-spacing:normal;font-weight:bold;color:#111827;margin:0 0 16px`;

/**
 * Builds a mail from paragraphs: each is a line of the text part and a <p> of the HTML part
 * (escaped). `highlight` is shown large (a code, a status) and `footer` greyed.
 */
export function composeMail(
  subject: string,
  parts: { greeting?: string; paragraphs: Paragraph[]; highlight?: string; footer?: string; action?: MailAction },
): MailContent {
  const lines = [BRAND, ''];
  for (const t of [parts.greeting, parts.highlight, ...parts.paragraphs.map(paragraphText)]) if (t) lines.push(t, '');
  if (parts.action) lines.push(`${parts.action.label}: ${parts.action.url}`, '');
  if (parts.footer) lines.push(parts.footer, '');
  lines.push(`- ${BRAND}`);
  const p = (t: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(t)}</p>`;
  // The headline ('ID verified', 'Final letter issued') is words: the text face, normal spacing.
  const html = `<!doctype html>
<html><body style="font-family:${MAIL_FONT_STACK};color:#1f2937;margin:0;padding:24px;background:#f5f7fb">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${BRAND}</h1>
${parts.greeting ? p(parts.greeting) : ''}
${parts.highlight ? p(parts.highlight, HEADLINE_STYLE) : ''}
${parts.paragraphs.map((t) => (typeof t === 'string' ? p(t) : linkHtml(t))).join('\n')}
${parts.action ? actionHtml(parts.action) : ''}
${parts.footer ? p(parts.footer, 'margin:0;color:#4b5563') : ''}
</div></body></html>`;
  return { subject, text: lines.join('\n'), html };
}

/** "Hello Priya," or "Hello," when the name is unknown. */
export function greeting(name: string | null | undefined): string {
  return name ? `Hello ${name},` : 'Hello,';
}

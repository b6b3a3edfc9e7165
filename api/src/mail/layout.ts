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

/**
 * Builds a mail from paragraphs: each is a line of the text part and a <p> of the HTML part
 * (escaped). `highlight` is shown large (a code, a status) and `footer` greyed.
 */
export function composeMail(
  subject: string,
  parts: { greeting?: string; paragraphs: string[]; highlight?: string; footer?: string },
): MailContent {
  const lines = [BRAND, ''];
  for (const t of [parts.greeting, parts.highlight, ...parts.paragraphs, parts.footer]) if (t) lines.push(t, '');
  lines.push(`- ${BRAND}`);
  const p = (t: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(t)}</p>`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;margin:0;padding:24px;background:#f5f7fb">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${BRAND}</h1>
${parts.greeting ? p(parts.greeting) : ''}
${parts.highlight ? p(parts.highlight, 'font-size:28px;letter-spacing:4px;font-weight:bold;margin:0 0 16px') : ''}
${parts.paragraphs.map((t) => p(t)).join('\n')}
${parts.footer ? p(parts.footer, 'margin:0;color:#4b5563') : ''}
</div></body></html>`;
  return { subject, text: lines.join('\n'), html };
}

/** "Hello Priya," or "Hello," when the name is unknown. */
export function greeting(name: string | null | undefined): string {
  return name ? `Hello ${name},` : 'Hello,';
}

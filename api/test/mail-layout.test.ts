/** Mail headlines are words set in the text face, not a widely spaced code face. */
import { describe, expect, it } from 'vitest';
import { composeMail } from '../src/mail/layout.ts';
import { offerFinalReadyMail } from '../src/mail/templates/offer-final-ready.ts';

const styleOf = (html: string, text: string) => new RegExp(`<p style="([^"]*)">${text}</p>`).exec(html)?.[1] ?? '';

describe('the mail headline', () => {
  it('is set in the sans-serif text face with normal letter spacing', () => {
    const { html } = composeMail('Your ID is verified', { highlight: 'ID verified', paragraphs: ['Hello'] });
    const style = styleOf(html, 'ID verified');
    expect(style).toContain('font-weight:bold');
    expect(style).toMatch(/font-family:[^;]*sans-serif/);
    expect(style).not.toMatch(/letter-spacing:(?!normal)/);
    expect(html).not.toMatch(/monospace|Courier|Consolas/i);
    expect(html).toMatch(/<body style="font-family:[^;"]*sans-serif/);
  });

  it('reads as words in a real template', () => {
    const { html } = offerFinalReadyMail({ name: 'Asha Rao', specialization: 'Data Science' }, { webUrl: 'https://portal.example' });
    expect(styleOf(html, 'Final letter issued')).not.toMatch(/letter-spacing:(?!normal)/);
  });
});

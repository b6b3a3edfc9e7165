/** A link inside a sentence is underlined: colour alone does not tell it from the text (WCAG 1.4.1). */
export const INLINE_LINK = { textDecoration: 'underline' } as const;

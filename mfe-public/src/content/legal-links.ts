/** The trust pages, linked from the landing footer, /login and each other. */
export type LegalPageKey = 'privacy' | 'terms' | 'refund-policy';

export const LEGAL_LINKS: readonly { key: LegalPageKey; href: string; label: string }[] = [
  { key: 'privacy', href: '/privacy', label: 'Privacy policy' },
  { key: 'terms', href: '/terms', label: 'Terms of the program' },
  { key: 'refund-policy', href: '/refund-policy', label: 'Refund policy' },
];

/** The offer letter as the student's screens and the API see it (SPEC §3, §4). */

export type LetterKind = 'draft' | 'final';

/** The file a letter is saved under: 'Offer-Letter-Draft-CP25-000123.pdf'. */
export function letterDownloadName(kind: LetterKind, studentId: string | null | undefined): string {
  return `Offer-Letter-${kind === 'draft' ? 'Draft' : 'Final'}${studentId ? `-${studentId}` : ''}.pdf`;
}

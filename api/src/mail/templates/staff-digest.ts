import { istDateLabel } from '@portal/domain/calendar';
import type { AdminSummary } from '@portal/domain/views/admin-summary';
import { STAFF_QUEUES, STAFF_QUEUE_INFO, waitedFor } from '@portal/domain/waiting-work';
import { BRAND, composeMail, greeting, screenUrl, type MailContext, type Paragraph } from '../layout.ts';

export interface StaffDigestMailData {
  name: string | null;
  /** The counts when the digest was made, and that moment (ISO), which the ages are counted to. */
  summary: AdminSummary;
  at: string;
}

/** To each admin at most once an hour while work waits for them: each waiting queue's count, its oldest item's age, and a link to it. */
export function staffDigestMail({ name, summary, at }: StaffDigestMailData, context: MailContext) {
  const now = new Date(at);
  const waiting = STAFF_QUEUES.filter((queue) => summary[queue] > 0);
  const total = waiting.reduce((sum, queue) => sum + summary[queue], 0);
  const lines: Paragraph[] = waiting.flatMap((queue) => {
    const info = STAFF_QUEUE_INFO[queue];
    const since = summary[info.since];
    const due = queue === 'erasuresPending' && summary.erasuresDueAt ? `; answer by ${istDateLabel(new Date(summary.erasuresDueAt))}` : '';
    const age = since ? waitedFor(since, now) : 'under an hour';
    return [`${info.label}: ${summary[queue]}, the oldest waiting ${age}${due}.`, { href: screenUrl(context, info.path) }];
  });
  return composeMail(`${BRAND}: ${total} ${total === 1 ? 'item waits' : 'items wait'} for an admin`, {
    greeting: greeting(name),
    paragraphs: ['This is what waits for an admin now:', ...lines],
    action: { label: 'Open the admin dashboard', url: screenUrl(context, '/admin') },
    footer: 'This digest comes at most once an hour, and only while something waits.',
  });
}

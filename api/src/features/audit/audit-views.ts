import type { AuditEntry } from '@portal/domain/views/audit';
import type { AuditEntryDoc } from '../../models/audit-entry.ts';

export function toAuditEntryView(r: AuditEntryDoc): AuditEntry {
  return {
    id: String(r._id),
    at: new Date(r.at).toISOString(),
    actorEmail: r.actorEmail ?? null,
    actorRole: r.actorRole ?? null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    ip: r.ip ?? null,
  };
}

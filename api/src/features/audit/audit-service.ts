/**
 * The audit trail: who did what to which target, from where. Every area's service records its
 * actions here with the actor its route passed in; a keyed event is recorded once.
 */
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { AuditEntry } from '@portal/domain/views/audit';
import type { AuditEntryDoc } from '../../models/audit-entry.ts';
import type { AuditActor } from '../../types.ts';
import { redactAuditValue } from './audit-redaction.ts';
import type { AuditRepository } from './audit-repository.ts';
import { toAuditEntryView } from './audit-views.ts';

export type { AuditActor };

export interface AuditEvent {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditService {
  /** Records the event; with `key`, once per key (a second record of one event is a no-op). */
  record(actor: AuditActor, event: AuditEvent, key?: string): Promise<void>;
  /** The history of one target, newest first, one page at a time. */
  historyOf(targetId: string, page: number, size: number): Promise<AuditEntry[]>;
  /**
   * What an erased person's entry must change (audit-redaction.ts), or null: `secrets` are their
   * erased values in lower case, `replacementEmail` stands for their address where they acted.
   */
  redactionOf(entry: AuditEntryDoc, person: ErasedPerson): Partial<AuditEntryDoc> | null;
}

export interface ErasedPerson {
  id: string;
  secrets: string[];
  replacementEmail: string;
}

/** The entry id of a keyed event: the same key gives the same id, so its unique _id index keeps one entry. */
function entryIdOf(key: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}

export function createAuditService(repository: AuditRepository): AuditService {
  return {
    async record(actor, event, key) {
      await repository.insert({
        ...(key ? { _id: entryIdOf(key) } : {}),
        at: new Date(),
        actorId: actor.id ? new Types.ObjectId(actor.id) : null,
        actorEmail: actor.email,
        actorRole: actor.role,
        action: event.action,
        targetType: event.targetType,
        targetId: event.targetId,
        before: event.before ?? null,
        after: event.after ?? null,
        ip: actor.ip,
      });
    },
    async historyOf(targetId, page, size) {
      return (await repository.pageOfTarget(targetId, page, size)).map(toAuditEntryView);
    },
    redactionOf(entry, { id, secrets, replacementEmail }) {
      const set: Partial<AuditEntryDoc> = {};
      if (entry.actorId && String(entry.actorId) === id && entry.actorEmail !== replacementEmail) set.actorEmail = replacementEmail;
      for (const field of ['before', 'after'] as const) {
        const r = redactAuditValue(entry[field], secrets);
        if (r.changed) set[field] = r.value;
      }
      return Object.keys(set).length ? set : null;
    },
  };
}

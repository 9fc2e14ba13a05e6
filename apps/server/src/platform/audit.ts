import type { Db, Tx } from '../db/database.ts';
import { bumpDataRevision } from './data-revision.ts';

/** Who is acting: every service that changes data receives one and records it in the audit log. */
export interface Actor {
  userId: number | null;
  companyId: number;
  name: string;
  ip: string | null;
}

/** The portal itself, for changes no person asked for (an entry closed when its clock-out never came). */
export function systemActor(companyId: number): Actor {
  return { userId: null, companyId, name: 'System', ip: null };
}

export interface AuditEvent {
  action: string;
  description: string;
  entity?: string;
  entityId?: string | number;
}

/**
 * Actions that change nothing a revision-cached answer (the timesheet grids and their widgets) shows:
 * sign-ins and their failures, sessions and passwords, and records of reads (reports, log exports,
 * backups, test mails). They leave the data revision where it is, so every clerk's cached grid stays.
 */
const NOT_CACHED = new Set([
  'Login',
  'Login Failed',
  'Logout',
  'Password Change',
  'Password Reset',
  'Password Set',
  'Password Reset Request',
  'Report Generated',
  'Logs Export',
  'Database Backup',
  'Settings Test Mail',
]);

/**
 * Writes one audit row and, unless the action changes nothing cached reads show, moves the company's
 * data revision on; call it inside the same transaction as the change it records, so caches keyed on
 * the revision see the change when it commits.
 */
export async function writeAudit(db: Db | Tx, actor: Actor, event: AuditEvent, at: Date): Promise<void> {
  await insertAuditRow(db, actor, event, at);
  if (!NOT_CACHED.has(event.action)) await bumpDataRevision(db, actor.companyId);
}

/** One audit row per event (a bulk change audits each row it changed), and the revision moved once. */
export async function writeAudits(db: Db | Tx, actor: Actor, events: AuditEvent[], at: Date): Promise<void> {
  // Kept well under the bind-parameter limits of both engines (9 columns a row).
  for (let i = 0; i < events.length; i += 1000) {
    await db
      .insertInto('audit_logs')
      .values(events.slice(i, i + 1000).map((event) => auditRow(actor, event, at)))
      .execute();
  }
  if (events.some((e) => !NOT_CACHED.has(e.action))) await bumpDataRevision(db, actor.companyId);
}

/**
 * Only the audit row, for a transaction of many changes that moves the revision on once itself
 * (just before it commits, so the revision's row lock is held for the commit alone).
 */
export async function insertAuditRow(db: Db | Tx, actor: Actor, event: AuditEvent, at: Date): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values(auditRow(actor, event, at))
    .execute();
}

/** The audit_logs row of an event, for a change that writes many rows in one statement. */
export function auditRow(actor: Actor, event: AuditEvent, at: Date) {
  return {
    company_id: actor.companyId,
    user_id: actor.userId,
    user_name: actor.name,
    action: event.action,
    description: event.description,
    entity: event.entity ?? null,
    entity_id: event.entityId === undefined ? null : String(event.entityId),
    ip: actor.ip,
    created_at: at.toISOString(),
  };
}

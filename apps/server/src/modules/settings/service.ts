import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SETTINGS_MSG,
  smtpErrors,
  TIME_SETTING_FIELDS,
  type DatabaseInfo,
  type SettingsDto,
  type SettingsUpdateRequest,
} from '@portal/contracts/settings';
import { localDate, toSettings, type Settings } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { storeCompanyPayFigures } from '../pay-figures/service.ts';
import { keepOnlyCompany } from './backup.ts';
import * as q from './queries.ts';

export { getOvertimePolicies, updateOvertimePolicies } from './overtime-policies.ts';

/**
 * The company's time-keeping rules and time zone, the defaults where it has no settings row: what every
 * module that applies them reads.
 */
export async function loadSettings(db: Db | Tx, companyId: number): Promise<Settings> {
  return toSettings((await q.timeRules(db, companyId)) ?? {});
}

type Row = NonNullable<Awaited<ReturnType<typeof q.findSettings>>>;

function toDto(r: Row): SettingsDto {
  const { smtp_password, company_id: _c, created_at: _cr, updated_by: _u, overtime_policy: _o, ...rest } = r;
  return { ...rest, smtp_password_set: Boolean(smtp_password) };
}

async function load(ctx: AppContext, companyId: number, id: number): Promise<Row> {
  const row = await q.findSettings(ctx.db, companyId, id);
  if (!row) throw new NotFoundError(SETTINGS_MSG.notFound);
  return row;
}

export async function getSettings(ctx: AppContext, companyId: number, id: number): Promise<SettingsDto> {
  return toDto(await load(ctx, companyId, id));
}

/** The settings the stored pay figures read (PayRules). */
const PAY_SETTINGS = new Set<string>(['regular_time', 'time_zone']);

const EDITABLE = [
  'time_zone',
  ...TIME_SETTING_FIELDS,
  'gps_distance_threshold',
  'regular_time',
  'smtp_server',
  'smtp_port',
  'smtp_username',
  'smtp_from',
  'smtp_to',
  'star_builder_schedule',
  'cmic_companycode',
  'adp_company_code',
  'paychex_client_id',
  'quickbooks_company_name',
  'quickbooks_company_create_time',
] as const;
type Editable = Pick<Row, (typeof EDITABLE)[number]>;

/**
 * Saves the settings. A field left out keeps its value. The SMTP password is write-only: left empty it
 * keeps the stored one, and the audit row names it without its value. Changed rules apply to entries
 * derived afterwards; entries already derived, and approved ones above all, keep theirs. A change of
 * what the pay figures read (the normal work week, the zone of the workweeks) works out again the
 * figures of every open week, in the same transaction.
 */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: SettingsUpdateRequest,
): Promise<SettingsDto> {
  if (input.id !== undefined && input.id !== id) throw new ValidationError({ id: SETTINGS_MSG.idMismatch });
  return ctx.db.transaction().execute(async (tx) => {
    const row = await q.findSettings(tx, actor.companyId, id);
    if (!row) throw new NotFoundError(SETTINGS_MSG.notFound);
    const next = Object.fromEntries(
      EDITABLE.map((f) => [f, input[f] === undefined ? row[f] : input[f]]),
    ) as Editable;
    const password = input.smtp_password || null;
    const errors = smtpErrors({ ...next, smtp_password: password }, Boolean(row.smtp_password));
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const changed = EDITABLE.filter((f) => next[f] !== row[f]);
    const passwordChanged = password !== null && password !== row.smtp_password;
    const at = ctx.now();
    await q.updateSettings(tx, actor.companyId, id, {
      ...next,
      ...(passwordChanged ? { smtp_password: password } : {}),
      updated_at: at.toISOString(),
      updated_by: actor.userId,
    });
    if (changed.some((f) => PAY_SETTINGS.has(f))) await storeCompanyPayFigures(tx, actor.companyId);
    const shown = (v: unknown) => (v === null || v === undefined ? 'unset' : String(v));
    const lines = [
      ...changed.map((f) => `${f}: ${shown(row[f])} -> ${shown(next[f])}`),
      ...(passwordChanged ? ['smtp_password changed'] : []),
    ];
    await writeAudit(
      tx,
      actor,
      {
        action: 'Settings Update',
        description: lines.length > 0 ? lines.join('; ') : 'Saved with no changes',
        entity: 'settings',
        entityId: id,
      },
      at,
    );
    return toDto((await q.findSettings(tx, actor.companyId, id))!);
  });
}

/**
 * Proves the SMTP settings by sending a mail to smtp_to, or to the clerk who asked. Sent at once, not
 * through the mail outbox: the clerk waits for the answer to learn whether the settings work.
 */
export async function sendTestMail(ctx: AppContext, actor: Actor, id: number): Promise<string> {
  const row = await load(ctx, actor.companyId, id);
  const to = row.smtp_to || (await q.userEmail(ctx.db, actor.userId!));
  try {
    await ctx.mailer.send(actor.companyId, {
      to,
      subject: 'Test mail from the time portal',
      text: `This test mail was sent by ${actor.name} to check the SMTP settings of ${row.company_code}. They work.`,
    });
  } catch (err) {
    throw new ValidationError({
      smtp_server: SETTINGS_MSG.testMailFailed(err instanceof Error ? err.message : String(err)),
    });
  }
  await ctx.db.transaction().execute((tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'Settings Test Mail',
        description: `Test mail sent to ${to}`,
        entity: 'settings',
        entityId: id,
      },
      ctx.now(),
    ),
  );
  return to;
}

export async function databaseInfo(ctx: AppContext): Promise<DatabaseInfo> {
  if (ctx.engine === 'postgres')
    return { engine: 'postgres', size_bytes: await q.postgresDatabaseSize(ctx.db), backup_available: false };
  const file = ctx.sqliteFile!;
  const size = [file, `${file}-wal`].reduce(
    (sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0),
    0,
  );
  return { engine: 'sqlite', size_bytes: size, backup_available: true };
}

/**
 * A consistent snapshot of the SQLite database, cut down to the caller's company, in a temporary file
 * named after the company's local date; the caller streams it and then removes it.
 */
export async function databaseBackup(
  ctx: AppContext,
  actor: Actor,
): Promise<{ file: string; name: string; cleanup: () => void }> {
  if (ctx.engine !== 'sqlite') throw new AppError(422, 'backup_unavailable', SETTINGS_MSG.backupSqliteOnly);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  const file = path.join(dir, 'backup.sqlite');
  try {
    await q.sqliteSnapshot(ctx.db, file);
    keepOnlyCompany(file, actor.companyId);
    const at = ctx.now();
    await ctx.db.transaction().execute((tx) =>
      writeAudit(
        tx,
        actor,
        {
          action: 'Database Backup',
          description: 'Downloaded a backup of the database',
          entity: 'settings',
        },
        at,
      ),
    );
    const { time_zone: tz } = await loadSettings(ctx.db, actor.companyId);
    return { file, name: `portal-backup-${localDate(at.toISOString(), tz)}.sqlite`, cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}

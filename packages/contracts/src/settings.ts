import { z } from 'zod';
import { MAX, text } from './fields.ts';
import {
  adpCompanyCode,
  paychexClientId,
  quickbooksCompanyCreateTime,
  quickbooksCompanyName,
} from './payroll-formats.ts';

/** The Settings screen (portal-core.md §2 Settings, §3 Settings, §5 Settings form) and its Database panel. */

export const SETTINGS_MSG = {
  gps: 'Please enter distance values in miles (e.g. 3.0).',
  portNegative: 'Port number should not be negative',
  portInvalid: 'Please enter a valid SMTP port.',
  username: 'Please enter a valid Username',
  password: 'Please enter SMTP password',
  from: 'Please enter a Domain',
  normalWorkWeek: 'Please enter Normal Work Week (e.g. 00:20:00).',
  schedule: 'Please enter comma separated time values (e.g. 05:00PM, 7:00PM).',
  time: 'Please enter a time as hh:mm:ss (e.g. 00:07:00).',
  timeZone: 'Please select a valid time zone.',
  smtpServer: 'Please enter a valid SMTP server (e.g. smtp.example.com).',
  smtpTo: 'Please enter a valid e-mail address.',
  cmicCode: 'Please enter a CMiC company code of at most 255 characters.',
  idMismatch: 'The id does not match the settings being saved.',
  notFound: 'Settings not found.',
  updated: 'Settings updated successfully.',
  testMailSent: (to: string) => `A test mail was sent to ${to}.`,
  testMailFailed: (reason: string) => `The test mail could not be sent: ${reason}`,
  backupSqliteOnly:
    'A backup download is only offered on the embedded SQLite database; back PostgreSQL up with pg_dump.',
} as const;

/** The `HH:mm:ss` settings of portal-core.md §3 (times of day and durations under 24 hours). */
export const TIME_SETTING_FIELDS = [
  'night_shift_check_time',
  'break_time',
  'default_job_start_time',
  'default_job_stop_time',
  'next_day_clock_out_rounding_time',
  'break_time_shift_length',
  'before_clock_in_rounding',
  'after_clock_in_rounding',
  'before_clock_out_rounding',
  'after_clock_out_rounding',
  'double_clock_in_clock_out_window',
  'time_entry_split_threshold',
  'time_entry_length_threshold',
] as const;
export type TimeSettingField = (typeof TIME_SETTING_FIELDS)[number];

/** The IANA name of a time zone in its canonical spelling ('us/eastern' -> 'America/New_York'), or null. */
function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const SCHEDULE_TIME = /^(0?[1-9]|1[0-2]):[0-5]\d ?[AP]M$/i;
/** The Star Builder sync times, '05:00PM, 7:00PM': 12-hour times with AM or PM, comma separated. */
export function isSyncSchedule(value: string): boolean {
  return value.split(',').every((t) => SCHEDULE_TIME.test(t.trim()));
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;
/** A sender as mail headers take it: 'no-reply@example.com' or 'Time Portal <no-reply@example.com>'. */
function isMailSender(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return ADDRESS.test(named ? named[1]! : value);
}

export const settingsSchema = z.object({
  id: z.number(),
  company_code: z.string(),
  time_zone: z.string(),
  ...(Object.fromEntries(TIME_SETTING_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
    TimeSettingField,
    z.ZodNullable<z.ZodString>
  >),
  gps_distance_threshold: z.number().nullable(),
  regular_time: z.string().nullable(),
  smtp_server: z.string().nullable(),
  smtp_port: z.number().nullable(),
  smtp_username: z.string().nullable(),
  /** The password itself is never sent back; this says whether one is stored. */
  smtp_password_set: z.boolean(),
  smtp_from: z.string().nullable(),
  smtp_to: z.string().nullable(),
  star_builder_schedule: z.string().nullable(),
  star_builder_last_synced: z.string().nullable(),
  cmic_companycode: z.string().nullable(),
  /**
   * Payroll files (docs/payroll-export.md): ADP's company code, Paychex's client ID, and the QuickBooks
   * company file's name and create time (the QuickBooks file's Timer header).
   */
  adp_company_code: z.string().nullable(),
  paychex_client_id: z.string().nullable(),
  quickbooks_company_name: z.string().nullable(),
  quickbooks_company_create_time: z.string().nullable(),
  updated_at: z.string(),
});
export type SettingsDto = z.infer<typeof settingsSchema>;

/** Text that may be left empty: '' and null are stored as null, absent keeps the stored value. */
const optionalText = (message: string, valid: (v: string) => boolean = () => true) =>
  z
    .string({ error: message })
    .trim()
    .max(255, message)
    .refine((v) => v === '' || valid(v), message)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const timeSetting = optionalText(SETTINGS_MSG.time, (v) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(v));

/**
 * PUT /api/v1/setting/{id}: the id plus every snake_case field. A field left out keeps its stored value;
 * read-only fields the form sends back (company_code, star_builder_last_synced) are ignored.
 */
export const settingsUpdateRequest = z.object({
  id: z.coerce.number().int().positive().optional(),
  time_zone: text(MAX.code, { error: SETTINGS_MSG.timeZone })
    .optional()
    .transform((v, c) => {
      if (v === undefined) return v;
      const zone = canonicalTimeZone(v.trim());
      if (zone) return zone;
      c.addIssue({ code: 'custom', message: SETTINGS_MSG.timeZone });
      return z.NEVER;
    }),
  ...(Object.fromEntries(TIME_SETTING_FIELDS.map((f) => [f, timeSetting])) as Record<
    TimeSettingField,
    typeof timeSetting
  >),
  gps_distance_threshold: z.coerce
    .number({ error: SETTINGS_MSG.gps })
    .refine((n) => Number.isFinite(n) && n > 0, SETTINGS_MSG.gps),
  /** The normal work week: hours may pass 24 (40:00:00). */
  regular_time: z
    .string({ error: SETTINGS_MSG.normalWorkWeek })
    .trim()
    .regex(/^\d{2,3}:[0-5]\d:[0-5]\d$/, SETTINGS_MSG.normalWorkWeek)
    .refine((v) => v !== '00:00:00', SETTINGS_MSG.normalWorkWeek),
  smtp_server: optionalText(SETTINGS_MSG.smtpServer, (v) => /^[A-Za-z0-9.\-:[\]]+$/.test(v)),
  smtp_port: z
    .union([z.number(), text(MAX.code).trim()], { error: SETTINGS_MSG.portInvalid })
    .nullable()
    .optional()
    .transform((v, c) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (Number.isFinite(n) && n < 0) c.addIssue({ code: 'custom', message: SETTINGS_MSG.portNegative });
      else if (!Number.isInteger(n) || n < 1 || n > 65535)
        c.addIssue({ code: 'custom', message: SETTINGS_MSG.portInvalid });
      return n;
    }),
  smtp_username: optionalText(SETTINGS_MSG.username, (v) => !/\s/.test(v)),
  /** Write-only: empty or absent keeps the stored password; never trimmed. */
  smtp_password: z
    .string({ error: SETTINGS_MSG.password })
    .max(255, SETTINGS_MSG.password)
    .nullable()
    .optional(),
  smtp_from: optionalText(SETTINGS_MSG.from, isMailSender),
  smtp_to: optionalText(SETTINGS_MSG.smtpTo, (v) => z.email().safeParse(v).success),
  star_builder_schedule: optionalText(SETTINGS_MSG.schedule, isSyncSchedule),
  cmic_companycode: optionalText(SETTINGS_MSG.cmicCode),
  adp_company_code: adpCompanyCode,
  paychex_client_id: paychexClientId,
  quickbooks_company_name: quickbooksCompanyName,
  quickbooks_company_create_time: quickbooksCompanyCreateTime,
});
export type SettingsUpdateRequest = z.infer<typeof settingsUpdateRequest>;

export interface SmtpValues {
  smtp_server: string | null;
  smtp_port: number | null;
  smtp_username: string | null;
  smtp_from: string | null;
  /** A new password typed in the form (empty: keep the stored one). */
  smtp_password: string | null | undefined;
}

/**
 * The rules that tie the SMTP fields together, on the values the settings will have after saving: with a
 * server, a port and a sender are needed; a user needs a password (typed now or stored before), and a
 * password needs its user. Without a server the block is off and nothing is required.
 */
export function smtpErrors(v: SmtpValues, passwordStored: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.smtp_password && !v.smtp_username) errors.smtp_username = SETTINGS_MSG.username;
  if (!v.smtp_server) return errors;
  if (v.smtp_port === null) errors.smtp_port = SETTINGS_MSG.portInvalid;
  if (v.smtp_username && !v.smtp_password && !passwordStored) errors.smtp_password = SETTINGS_MSG.password;
  if (!v.smtp_from) errors.smtp_from = SETTINGS_MSG.from;
  return errors;
}

export const testMailData = z.object({ to: z.string() });

export const databaseInfo = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  /** SQLite: the file plus its write-ahead log; PostgreSQL: pg_database_size of the database. */
  size_bytes: z.number(),
  /** The backup download (GET /api/v1/database-backup) works on SQLite only. */
  backup_available: z.boolean(),
});
export type DatabaseInfo = z.infer<typeof databaseInfo>;

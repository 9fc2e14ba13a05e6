import type { ApprovedStatus } from '@portal/domain';
import type { Generated } from 'kysely';

/** Row types of every table, as the initial migration creates them. Instants are ISO-8601 UTC text. */

type Id = Generated<number>;
type Flag = number; // 0 or 1
interface Stamps {
  created_at: string;
  updated_at: string;
}

interface CompaniesTable extends Stamps {
  id: Id;
  code: string;
  name: string;
  /** Moved on by every audited change of the company's data (platform/data-revision.ts). */
  data_revision: Generated<number>;
}

interface RolesTable extends Stamps {
  id: Id;
  company_id: number;
  name: string;
  is_mobile: Generated<Flag>;
}

interface RolePermissionsTable {
  id: Id;
  company_id: number;
  role_id: number;
  module: string;
  permission: string;
}

interface SitesTable extends Stamps {
  id: Id;
  company_id: number;
  code: string;
  name: string;
  /** The site's own overtime policy (JSON of OvertimePolicy); null: the company's. */
  overtime_policy: string | null;
}

interface EmployeesTable extends Stamps {
  id: Id;
  company_id: number;
  code: string;
  first_name: string;
  last_name: string;
  role_id: number | null;
  site_id: number | null;
  shift: Generated<number>;
  email: string | null;
  phone: string | null;
  is_active: Generated<Flag>;
  invite_status: Generated<number>;
  last_clock_in: string | null;
  external_source: string | null;
  external_id: string | null;
  /** Set for a sub-contractor company's worker; null for the company's own employees. */
  subcontractor_company_id: number | null;
  /** ADP Workforce Now's file number, six digits; unique in the company. */
  adp_file_number: string | null;
}

interface EmployeeImagesTable {
  id: Id;
  company_id: number;
  employee_id: number;
  image_path: string;
  is_default: Generated<Flag>;
  created_at: string;
}

interface UsersTable extends Stamps {
  id: Id;
  company_id: number;
  role_id: number;
  employee_id: number | null;
  name: string;
  email: string;
  phone_number: string | null;
  password_hash: string | null;
  image_path: string | null;
  is_active: Generated<Flag>;
  register_type: Generated<string>;
}

interface SessionsTable {
  id: Id;
  company_id: number;
  user_id: number;
  token_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

interface PasswordResetTokensTable {
  id: Id;
  company_id: number;
  user_id: number;
  purpose: Generated<string>;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface JobsTable extends Stamps {
  id: Id;
  company_id: number;
  code: string;
  name: string;
  pm_code: string | null;
  is_active: Generated<Flag>;
  latitude: number | null;
  longitude: number | null;
  default_job_start_time: string | null;
  default_job_end_time: string | null;
  job_areas: string | null;
  job_positions_tasks: string | null;
  site_id: number | null;
  external_source: string | null;
  external_id: string | null;
  /** The QuickBooks customer the job is done for (its IIF JOB is Customer:Job); null: none. */
  customer_name: string | null;
}

export interface SettingsTable extends Stamps {
  id: Id;
  company_id: number;
  time_zone: Generated<string>;
  night_shift_check_time: string | null;
  break_time: string | null;
  default_job_start_time: string | null;
  default_job_stop_time: string | null;
  next_day_clock_out_rounding_time: string | null;
  break_time_shift_length: string | null;
  before_clock_in_rounding: string | null;
  after_clock_in_rounding: string | null;
  before_clock_out_rounding: string | null;
  after_clock_out_rounding: string | null;
  double_clock_in_clock_out_window: string | null;
  time_entry_split_threshold: string | null;
  time_entry_length_threshold: string | null;
  gps_distance_threshold: number | null;
  regular_time: string | null;
  smtp_server: string | null;
  smtp_port: number | null;
  smtp_username: string | null;
  smtp_password: string | null;
  smtp_from: string | null;
  smtp_to: string | null;
  star_builder_schedule: string | null;
  star_builder_last_synced: string | null;
  cmic_companycode: string | null;
  adp_company_code: string | null;
  paychex_client_id: string | null;
  /** The company's name in QuickBooks (the IIF's COMPANYNAME); null: the portal's company name. */
  quickbooks_company_name: string | null;
  /** The number that identifies the QuickBooks company file (the IIF's COMPANYCREATETIME). */
  quickbooks_company_create_time: string | null;
  /** The company's overtime policy (JSON of OvertimePolicy); null: federal. */
  overtime_policy: string | null;
  updated_by: number | null;
}

export interface PunchesTable {
  id: Id;
  company_id: number;
  client_id: string;
  employee_id: number;
  job_id: number;
  punch_type: 'in' | 'out';
  punched_at: string;
  latitude: number | null;
  longitude: number | null;
  image_path: string | null;
  face_status: Generated<Flag>;
  recorded_by_user_id: number | null;
  is_duplicate: Generated<Flag>;
  received_at: string;
}

export interface TimeEntriesTable extends Stamps {
  id: Id;
  company_id: number;
  employee_id: number;
  job_id: number;
  punch_in_id: number | null;
  punch_out_id: number | null;
  source: 'REGULAR' | 'MANUAL';
  work_date: string;
  shift: Generated<number>;
  clock_in_at: string;
  clock_out_at: string | null;
  org_clock_in_at: string;
  org_clock_out_at: string | null;
  original_clock_in_at: string;
  original_clock_out_at: string | null;
  break_minutes: Generated<number>;
  minutes: Generated<number>;
  is_full_pay: Generated<Flag>;
  notes: string | null;
  field_notes: string | null;
  adjustment_notes: string | null;
  approved_status: Generated<ApprovedStatus>;
  is_corrected: Generated<Flag>;
  edit_source: 'web' | 'mobile' | null;
  clock_in_status: Generated<Flag>;
  clock_out_status: Generated<Flag>;
  gps_in_status: Generated<Flag>;
  gps_out_status: Generated<Flag>;
  face_in_status: Generated<Flag>;
  face_out_status: Generated<Flag>;
  modified_by: number | null;
  approved_by: number | null;
  approved_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  /** The sub-contractor company the shift was worked for; null for the company's own employees. */
  subcontractor_company_id: number | null;
  field_notes_at: string | null;
  /** The regular/overtime split the entry was approved with: a paid week never changes (null before). */
  approved_regular_minutes: number | null;
  approved_overtime_minutes: number | null;
  approved_double_time_minutes: number | null;
  /** The site the shift was worked at, set when the entry is made (entrySite in packages/domain). */
  site_id: number | null;
  /**
   * The pay figures stored when time is written (payFigures in packages/domain, kept by
   * modules/pay-figures): paid hours in hundredths, their regular, overtime and double-time parts, and
   * the split in minutes. Every screen and file adds these up.
   */
  paid_hundredths: Generated<number>;
  regular_hundredths: Generated<number>;
  overtime_hundredths: Generated<number>;
  regular_minutes: Generated<number>;
  overtime_minutes: Generated<number>;
  double_time_hundredths: Generated<number>;
  double_time_minutes: Generated<number>;
  /** Meal periods the entry missed under California's policy (0-2; meal-periods.ts in packages/domain). */
  meal_periods_missed: Generated<number>;
  /** The clerk marked the missed meal periods' premium hour owed: a line of its own in the payroll files. */
  meal_premium_owed: Generated<Flag>;
}

interface SubcontractorCompaniesTable extends Stamps {
  id: Id;
  company_id: number;
  name: string;
  is_active: Generated<Flag>;
  external_id: string | null;
  sync_at: string | null;
  created_by: number | null;
  modified_by: number | null;
}

interface MeetingsTable extends Stamps {
  id: Id;
  company_id: number;
  title: string;
  description: string;
  location: string;
  role: string;
  meeting_start_at: string;
  meeting_end_at: string;
  status: Generated<number>;
  created_by: number | null;
}

interface MeetingInvitesTable {
  id: Id;
  company_id: number;
  meeting_id: number;
  employee_id: number;
  status: Generated<'pending' | 'accepted' | 'rejected'>;
  responded_at: string | null;
}

interface NotificationsTable {
  id: Id;
  company_id: number;
  title: string;
  description: string;
  role: string;
  created_by: number | null;
  created_at: string;
}

interface NotificationRecipientsTable {
  id: Id;
  company_id: number;
  notification_id: number;
  employee_id: number;
  read_at: string | null;
}

export interface AuditLogsTable {
  id: Id;
  company_id: number;
  user_id: number | null;
  user_name: string;
  action: string;
  description: string;
  entity: string | null;
  entity_id: string | null;
  ip: string | null;
  created_at: string;
}

export interface SyncRequestsTable {
  id: Id;
  company_id: number;
  sync_type: number;
  requested_time: string;
  requested_by: number | null;
  request_status: Generated<number>;
  sync_completed_on: string | null;
  active_emp_status: number | null;
  active_emp: number | null;
  in_active_emp_status: number | null;
  in_active_emp: number | null;
  job_status: number | null;
  job: number | null;
  sub_company_status: number | null;
  sub_company: number | null;
  /** Why parts failed, as JSON by part name. */
  error: string | null;
  /** Moved on while the sync runs; an old one on a running request means its server died. */
  heartbeat_at: string | null;
}

/** A mail to deliver, being delivered, sent or failed for good (docs/sync.md, Mail). */
interface MailOutboxTable {
  id: Id;
  company_id: number;
  /** What the mail is for (invite, reset), as logs and the audit log name it. */
  purpose: string;
  to_address: string;
  subject: string;
  /** Cleared once the mail is sent or failed: it may carry a single-use link. */
  text_body: string | null;
  html_body: string | null;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While sending: when another delivery may take the mail over (its sender died). */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A week payroll has closed, with the control totals of its payroll file (hours in hundredths). */
export interface PayPeriodsTable {
  id: Id;
  company_id: number;
  /** The Monday that starts the week. */
  week_start: string;
  closed_at: string;
  closed_by: number | null;
  closed_by_name: string;
  employees: number | null;
  lines: number | null;
  regular_hundredths: number | null;
  overtime_hundredths: number | null;
  total_hundredths: number | null;
}

/** A payroll file exported of a closed week, kept as it was made (JSON of the export's answer). */
interface PayPeriodFilesTable {
  id: Id;
  company_id: number;
  pay_period_id: number;
  format: string;
  /** 0 for every site, else the site the export was filtered to. */
  site_key: number;
  file: string;
  created_at: string;
}

/** A punch for a closed week, kept as sent (JSON) with who sent it, until the week is reopened. */
interface LatePunchesTable {
  id: Id;
  company_id: number;
  week_start: string;
  client_id: string;
  employee_id: number;
  punch_type: 'in' | 'out';
  punched_at: string;
  upload: string;
  sender: string;
  received_at: string;
}

/** Moved on by punches of entries of the week (platform/data-revision.ts). */
interface WeekRevisionsTable {
  company_id: number;
  /** The Monday that starts the week. */
  week_start: string;
  revision: number;
}

export interface DB {
  companies: CompaniesTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  sites: SitesTable;
  employees: EmployeesTable;
  employee_images: EmployeeImagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  jobs: JobsTable;
  settings: SettingsTable;
  punches: PunchesTable;
  time_entries: TimeEntriesTable;
  subcontractor_companies: SubcontractorCompaniesTable;
  meetings: MeetingsTable;
  meeting_invites: MeetingInvitesTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  audit_logs: AuditLogsTable;
  sync_requests: SyncRequestsTable;
  mail_outbox: MailOutboxTable;
  pay_periods: PayPeriodsTable;
  pay_period_files: PayPeriodFilesTable;
  late_punches: LatePunchesTable;
  week_revisions: WeekRevisionsTable;
}

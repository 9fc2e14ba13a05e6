import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The whole data model of the portal. Instants are ISO-8601 UTC strings (sortable text on both engines);
 * flags are integers 0/1; every table holding company data carries company_id.
 */

type Table = CreateTableBuilder<string, never>;

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const create = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
        isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  const companyScoped = (name: string) =>
    create(name).addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    );
  const stamps = (t: Table) =>
    t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
  const dbl = isPg ? 'double precision' : 'real';

  await stamps(
    create('companies')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull()),
  ).execute();

  await stamps(
    companyScoped('roles')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_mobile', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('roles_company_name', ['company_id', 'name']),
  ).execute();

  await companyScoped('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addUniqueConstraint('role_permissions_unique', ['role_id', 'module', 'permission'])
    .execute();

  await stamps(
    companyScoped('sites')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addUniqueConstraint('sites_company_code', ['company_id', 'code']),
  ).execute();

  await stamps(
    companyScoped('employees')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
      .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
      .addColumn('shift', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('invite_status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_clock_in', 'text')
      .addColumn('external_source', 'text')
      .addColumn('external_id', 'text')
      .addUniqueConstraint('employees_company_code', ['company_id', 'code']),
  ).execute();

  await companyScoped('employee_images')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('image_path', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await stamps(
    companyScoped('users')
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
      .addColumn('employee_id', 'integer', (c) => c.references('employees.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone_number', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('image_path', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('register_type', 'text', (c) => c.notNull().defaultTo('web')),
  ).execute();

  await companyScoped('sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await companyScoped('password_reset_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('reset'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await stamps(
    companyScoped('jobs')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('pm_code', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('latitude', dbl)
      .addColumn('longitude', dbl)
      .addColumn('default_job_start_time', 'text')
      .addColumn('default_job_end_time', 'text')
      .addColumn('job_areas', 'text')
      .addColumn('job_positions_tasks', 'text')
      .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
      .addColumn('external_source', 'text')
      .addColumn('external_id', 'text')
      .addUniqueConstraint('jobs_company_code', ['company_id', 'code']),
  ).execute();

  await stamps(
    companyScoped('settings')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
      .addColumn('night_shift_check_time', 'text')
      .addColumn('break_time', 'text')
      .addColumn('default_job_start_time', 'text')
      .addColumn('default_job_stop_time', 'text')
      .addColumn('next_day_clock_out_rounding_time', 'text')
      .addColumn('break_time_shift_length', 'text')
      .addColumn('before_clock_in_rounding', 'text')
      .addColumn('after_clock_in_rounding', 'text')
      .addColumn('before_clock_out_rounding', 'text')
      .addColumn('after_clock_out_rounding', 'text')
      .addColumn('double_clock_in_clock_out_window', 'text')
      .addColumn('time_entry_split_threshold', 'text')
      .addColumn('time_entry_length_threshold', 'text')
      .addColumn('gps_distance_threshold', dbl)
      .addColumn('regular_time', 'text')
      .addColumn('smtp_server', 'text')
      .addColumn('smtp_port', 'integer')
      .addColumn('smtp_username', 'text')
      .addColumn('smtp_password', 'text')
      .addColumn('smtp_from', 'text')
      .addColumn('smtp_to', 'text')
      .addColumn('star_builder_schedule', 'text')
      .addColumn('star_builder_last_synced', 'text')
      .addColumn('cmic_companycode', 'text')
      .addColumn('updated_by', 'integer')
      .addUniqueConstraint('settings_company', ['company_id']),
  ).execute();

  await companyScoped('punches')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
    .addColumn('punch_type', 'text', (c) => c.notNull())
    .addColumn('punched_at', 'text', (c) => c.notNull())
    .addColumn('latitude', dbl)
    .addColumn('longitude', dbl)
    .addColumn('image_path', 'text')
    .addColumn('face_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recorded_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('is_duplicate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('punches_client_id', ['company_id', 'client_id'])
    .execute();

  await stamps(
    companyScoped('time_entries')
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
      .addColumn('punch_in_id', 'integer', (c) => c.references('punches.id'))
      .addColumn('punch_out_id', 'integer', (c) => c.references('punches.id'))
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('REGULAR'))
      .addColumn('work_date', 'text', (c) => c.notNull())
      .addColumn('shift', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('clock_in_at', 'text', (c) => c.notNull())
      .addColumn('clock_out_at', 'text')
      .addColumn('org_clock_in_at', 'text', (c) => c.notNull())
      .addColumn('org_clock_out_at', 'text')
      .addColumn('original_clock_in_at', 'text', (c) => c.notNull())
      .addColumn('original_clock_out_at', 'text')
      .addColumn('break_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_full_pay', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('notes', 'text')
      .addColumn('field_notes', 'text')
      .addColumn('adjustment_notes', 'text')
      .addColumn('approved_status', 'text', (c) => c.notNull().defaultTo('un-approved'))
      .addColumn('is_corrected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('edit_source', 'text')
      .addColumn('clock_in_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('clock_out_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gps_in_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gps_out_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('face_in_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('face_out_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
      .addColumn('approved_by', 'integer', (c) => c.references('users.id'))
      .addColumn('approved_at', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await stamps(
    companyScoped('subcontractor_companies')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('external_id', 'text')
      .addColumn('sync_at', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('modified_by', 'integer', (c) => c.references('users.id')),
  ).execute();

  await stamps(
    companyScoped('subcontractor_workers')
      .addColumn('subcontractor_company_id', 'integer', (c) =>
        c.notNull().references('subcontractor_companies.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await companyScoped('subcontractor_punches')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'integer', (c) => c.notNull().references('subcontractor_workers.id'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
    .addColumn('punch_type', 'text', (c) => c.notNull())
    .addColumn('punched_at', 'text', (c) => c.notNull())
    .addColumn('latitude', dbl)
    .addColumn('longitude', dbl)
    .addColumn('image_path', 'text')
    .addColumn('face_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recorded_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subcontractor_punches_client_id', ['company_id', 'client_id'])
    .execute();

  await stamps(
    companyScoped('subcontractor_time_entries')
      .addColumn('worker_id', 'integer', (c) => c.notNull().references('subcontractor_workers.id'))
      .addColumn('subcontractor_company_id', 'integer', (c) =>
        c.notNull().references('subcontractor_companies.id'),
      )
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
      .addColumn('punch_in_id', 'integer', (c) => c.references('subcontractor_punches.id'))
      .addColumn('punch_out_id', 'integer', (c) => c.references('subcontractor_punches.id'))
      .addColumn('work_date', 'text', (c) => c.notNull())
      .addColumn('clock_in_at', 'text', (c) => c.notNull())
      .addColumn('clock_out_at', 'text')
      .addColumn('org_clock_in_at', 'text', (c) => c.notNull())
      .addColumn('org_clock_out_at', 'text')
      .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('manual_hrs', dbl)
      .addColumn('notes', 'text')
      .addColumn('field_notes', 'text')
      .addColumn('field_notes_at', 'text')
      .addColumn('approved_status', 'text', (c) => c.notNull().defaultTo('un-approved'))
      .addColumn('is_corrected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('face_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gps_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('time_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
      .addColumn('approved_by', 'integer', (c) => c.references('users.id'))
      .addColumn('approved_at', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await stamps(
    companyScoped('meetings')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('meeting_start_at', 'text', (c) => c.notNull())
      .addColumn('meeting_end_at', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('users.id')),
  ).execute();

  await companyScoped('meeting_invites')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('responded_at', 'text')
    .addUniqueConstraint('meeting_invites_unique', ['meeting_id', 'employee_id'])
    .execute();

  await companyScoped('notifications')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await companyScoped('notification_recipients')
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('read_at', 'text')
    .execute();

  await companyScoped('audit_logs')
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('entity', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await companyScoped('sync_requests')
    .addColumn('sync_type', 'integer', (c) => c.notNull())
    .addColumn('requested_time', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.references('users.id'))
    .addColumn('request_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sync_completed_on', 'text')
    .addColumn('active_emp_status', 'integer')
    .addColumn('active_emp', 'integer')
    .addColumn('in_active_emp_status', 'integer')
    .addColumn('in_active_emp', 'integer')
    .addColumn('job_status', 'integer')
    .addColumn('job', 'integer')
    .addColumn('error', 'text')
    .execute();

  const indexes: [string, string, string[]][] = [
    ['time_entries_week', 'time_entries', ['company_id', 'work_date', 'employee_id']],
    ['time_entries_job_week', 'time_entries', ['company_id', 'work_date', 'job_id']],
    ['time_entries_created', 'time_entries', ['company_id', 'source', 'created_at']],
    ['time_entries_open', 'time_entries', ['company_id', 'clock_out_at']],
    ['time_entries_employee_open', 'time_entries', ['employee_id', 'clock_out_at']],
    ['punches_employee_time', 'punches', ['company_id', 'employee_id', 'punched_at']],
    ['sub_entries_week', 'subcontractor_time_entries', ['company_id', 'work_date']],
    ['audit_logs_time', 'audit_logs', ['company_id', 'created_at']],
    ['employees_company_site', 'employees', ['company_id', 'site_id']],
    ['sessions_user', 'sessions', ['user_id']],
    ['notification_recipients_employee', 'notification_recipients', ['employee_id', 'read_at']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'sync_requests',
    'audit_logs',
    'notification_recipients',
    'notifications',
    'meeting_invites',
    'meetings',
    'subcontractor_time_entries',
    'subcontractor_punches',
    'subcontractor_workers',
    'subcontractor_companies',
    'time_entries',
    'punches',
    'settings',
    'jobs',
    'password_reset_tokens',
    'sessions',
    'users',
    'employee_images',
    'employees',
    'sites',
    'role_permissions',
    'roles',
    'companies',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}

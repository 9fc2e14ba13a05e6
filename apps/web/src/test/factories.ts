import type { AuthUser, AuthorisedRoute } from '@portal/contracts';
import type { Job } from '@portal/contracts/jobs';
import type { TimeEntryDetail } from '@portal/contracts/timesheets';

export function createRoute(overrides: Partial<AuthorisedRoute> = {}): AuthorisedRoute {
  const title = overrides.title ?? 'Profile Settings';
  return {
    path: '/profile',
    title,
    breadcrumb: ['Home', title],
    icon: 'UserOutlined',
    showInMenu: false,
    module: null,
    ...overrides,
  };
}

export function createUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    name: 'Alex Morgan',
    email: 'admin@example.com',
    phone_number: null,
    role: 'Administrator',
    userImage: null,
    company_code: 'SUMMIT01',
    settingsID: 1,
    settings: { time_entry_split_threshold: '15:00:00', time_zone: 'America/New_York' },
    permissions: {},
    modules: [],
    routes: [createRoute()],
    ...overrides,
  };
}

/** An un-approved regular entry of Wed 11/18/2026, 7:00 am to 3:30 pm company time, without a position. */
export function createTimeEntry(overrides: Partial<TimeEntryDetail> = {}): TimeEntryDetail {
  return {
    id: 101,
    version: 1,
    emp_id: 11,
    emp_name: 'James Smith',
    emp_code: 'E1001',
    emp_image: null,
    job_id: 21,
    job_name: 'Route 1 Bridge Repaint',
    job_code: 'J-2401',
    date: '2026-11-18',
    source: 'REGULAR',
    notes: null,
    adjustment_notes: null,
    field_notes: null,
    is_full_pay: 'false',
    approved_status: 'un-approved',
    shift: 1,
    regular_time: 8.5,
    over_time: 0,
    double_time: 0,
    total: 8.5,
    clock_in_date_time: '2026-11-18 07:00:00',
    clock_out_date_time: '2026-11-18 15:30:00',
    org_clock_in_date_time: '2026-11-18 07:00:00',
    org_clock_out_date_time: '2026-11-18 15:30:00',
    original_clock_in_time: '07:00:00',
    original_clock_out_time: '15:30:00',
    clock_in_image: null,
    clock_in_image_name: null,
    clock_out_image: null,
    clock_out_image_name: null,
    clock_in_status: 0,
    clock_out_status: 0,
    gps_in_status: 0,
    gps_out_status: 0,
    face_in_status: 0,
    face_out_status: 0,
    punch_in_latitude: null,
    punch_in_longitude: null,
    punch_out_latitude: null,
    punch_out_longitude: null,
    original_job_latitude: null,
    original_job_longitude: null,
    punch_in_id: 1001,
    punch_out_id: 1002,
    is_corrected: 0,
    edit_status: null,
    modified_by: null,
    modified_at: '2026-11-18T20:30:00.000Z',
    meal_periods_missed: 0,
    meal_premium_owed: false,
    break_rule: { break_time: '00:30:00', break_time_shift_length: '06:00:00' },
    ...overrides,
  };
}

/** An active job with default hours, without a QuickBooks customer. */
export function createJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 21,
    code: 'J-2401',
    name: 'Route 1 Bridge Repaint',
    is_active: 1,
    pm_code: 'PM-010',
    latitude: 40.7,
    longitude: -74.1,
    default_job_start_time: '07:00:00',
    default_job_end_time: '15:30:00',
    job_areas: [],
    job_positions_tasks: [],
    site_id: null,
    customer_name: null,
    ...overrides,
  };
}

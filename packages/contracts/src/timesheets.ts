import { z } from 'zod';
import { FILTER_KEYS, type FilterKey } from '@portal/domain/flags';
import { DAY_KEYS, type DayKey } from '@portal/domain/week';
import { endNotBeforeStart, FIELD_MSG, list, localDate, MAX, startsWithLocalDate, text } from './fields.ts';
import { payrollFormatQuery } from './payroll-formats.ts';

/** Calls of the Employee Timesheets screen and the mobile app's punches (timesheets-and-people.md §7). */

const APPROVED_STATUS = ['un-approved', 'approved', 'pre-approved'] as const;

/** Per-day status codes of a grid cell: 0 plain, 1 corrected, 2 approved, 3 unapproved. */
export { DAY_STATUS } from '@portal/domain/day-status';

export const NOTE_CHOICES = [
  'employee was at project orientation',
  'device issue, device not properly working',
  'wrong job selected',
  'wrong employee was clocked in/out',
  'employee was at offsite meeting',
  'app holder not on site',
  'employee working night shift',
  'new hire not active in portal',
  'adjustment approved by operations manager',
  'GPS location error or not showing',
  'employee offsite gathering materials',
  'employee arrived late',
  'could not locate employee',
  'app holder failed to clock employee',
] as const;
export const NOTE_OTHER = 'OTHER';

export const TIMESHEET_MSG = {
  endTimeRequired: 'Please select end time!',
  noteRequired: 'Please select note!',
  otherNoteRequired: 'Please enter note!',
  approved: 'Time entries approved successfully.',
  couldNotApprove: 'Could not Approve',
  swapped: 'Time entries swapped successfully.',
  couldNotSwap: 'Could not swap',
  couldNotDelete: 'Could not delete',
  locked: 'Approved time entries cannot be changed.',
  lockedDelete: 'Approved time entries cannot be deleted.',
  conflict:
    'This time entry was changed by someone else since you loaded it. Refresh to see the latest version.',
  added: 'Time entry added successfully.',
  addedMany: (n: number) => `${n} time ${n === 1 ? 'entry' : 'entries'} added successfully.`,
  atLeastOneEmployee: 'You must enter at least 1 employee detail.',
  atLeastOneDay: 'You must provide at least one day clock-in and clock-out.',
  exportRefused: (n: number) => `${n} un-approved time entries found. Approve all to export.`,
  exportEmpty: 'No approved time entries found for the selected week.',
  exportReady: 'Time sheet export generated.',
  swapNeedsTwo: 'Please select 2 or more Regular time entries to proceed.',
  swapInvalid: 'The swap would leave a time entry with its clock-out before its clock-in.',
  swapManual: 'Manual source time entries cannot be swapped.',
  swapSecondOpen: 'The swap would leave an employee with two time entries without a clock-out.',
  noOpenClockIn: 'No open clock-in was found for this clock-out.',
  unknownEmployee: 'Unknown employee.',
  unknownJob: 'Unknown job.',
  notYourCrew: 'You can only clock in and out for yourself or the members of your crew.',
  badImage: 'The photo must be a JPEG, PNG or WebP image.',
  badPosition: 'The position must have a latitude between -90 and 90 and a longitude between -180 and 180.',
  alreadyClockedIn: 'This employee is already clocked in.',
  versionRequired: 'Send the version of each time entry you read.',
  reasonEmpty: 'Write the reason, or leave the field out.',
  noPhotoReasonWithPhoto: 'A punch with a photo has no no_photo_reason.',
  noLocationReasonWithPosition: 'A punch with a position has no no_location_reason.',
  mealPremiumMarked: 'Meal premium marked owed.',
  mealPremiumUnmarked: 'Meal premium no longer marked owed.',
  noMealPeriodMissed: 'This time entry missed no meal period, so it has no meal premium to mark.',
  mealPremiumOwedRequired: 'Send owed: true to mark the meal premium owed, or false to unmark it.',
  couldNotMarkMealPremium: 'Could not change the meal premium.',
} as const;

export { endNotBeforeStart, localDate };
export const endNotBeforeStartIssue = {
  path: ['end_date'],
  message: 'The end date must not be before the start date.',
};
const flag = z
  .union([
    z.boolean(),
    z.literal('true'),
    z.literal('false'),
    z.literal('1'),
    z.literal('0'),
    z.literal(1),
    z.literal(0),
  ])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
/** 'all', empty or absent means every site. */
export const location = z
  .union([z.coerce.number().int().positive(), z.literal('all'), z.literal('')])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

export const weekQuery = z
  .object({ start_date: localDate, end_date: localDate, location })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);

/** The filter keys of the detail, the grid and the punch sheet: the domain's (matchesFilters). */
export { FILTER_KEYS, type FilterKey, type Filters } from '@portal/domain/flags';
/** The filter keys as query flags ('true', '1', true...), each false when absent. */
export const filterFlags = Object.fromEntries(FILTER_KEYS.map((k) => [k, flag])) as Record<
  FilterKey,
  typeof flag
>;

/** time_sheet_by: 1 by employee (or sub contractor), 2 by job; by employee when left out. */
export const timeSheetBy = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)]))
  .default(1);

export const timeSheetListQuery = z
  .object({
    start_date: localDate,
    end_date: localDate,
    location,
    time_sheet_by: timeSheetBy,
    /** Filters narrow the rows to those with at least one matching entry in the range. */
    ...filterFlags,
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type TimeSheetListQuery = z.infer<typeof timeSheetListQuery> & Record<FilterKey, boolean>;

/** A grid row's days: hours, approval status and edit status of each weekday. */
function dayCells() {
  const cells = {} as Record<DayKey, z.ZodNumber> &
    Record<`${DayKey}_approved_status`, z.ZodNullable<z.ZodNumber>> &
    Record<`${DayKey}_edit_status`, z.ZodNullable<z.ZodEnum<{ web: 'web'; mobile: 'mobile' }>>>;
  for (const day of DAY_KEYS) {
    cells[day] = z.number();
    cells[`${day}_approved_status`] = z.number().nullable();
    cells[`${day}_edit_status`] = z.enum(['web', 'mobile']).nullable();
  }
  return cells;
}

export const timeSheetRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  filterByJob: z.boolean(),
  shift: z.number(),
  regular_time: z.number(),
  over_time: z.number(),
  /**
   * Double time (2x) of the row's week: only an overtime policy that pays it gives any (docs/time-rules.md,
   * "Overtime policies"); regular_time + over_time + double_time = total.
   */
  double_time: z.number(),
  total: z.number(),
  ...dayCells(),
});
/** @internal A grid row as the API tests read it (the web reads the generated api-types). */
export type TimeSheetRow = z.infer<typeof timeSheetRow>;

export const widgetCounts = z.object({
  approved_status_count: z.number(),
  un_approved_status_count: z.number(),
  pre_approved_status_count: z.number(),
  face_flagged_count: z.number(),
  gps_flagged_count: z.number(),
  time_flagged_count: z.number(),
  total_flagged_count: z.number(),
  is_corrected_count: z.number(),
  /** Entries that missed a meal period (docs/time-rules.md, "Meal periods"); not in the flagged total. */
  meal_flagged_count: z.number(),
});
export type WidgetCounts = z.infer<typeof widgetCounts>;

/**
 * What a detail list asks besides whose entries it lists, on both timesheet screens: the grid's view,
 * range and site, a page of the entries, and the filters.
 */
export const detailPageFields = {
  time_sheet_by: timeSheetBy,
  start_date: localDate,
  end_date: localDate,
  location,
  pageSizeLimit: z.coerce.number().int().min(1).max(500).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  ...filterFlags,
};

export const timeSheetDetailQuery = z
  .object({ id: z.coerce.number().int().positive(), ...detailPageFields })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type TimeSheetDetailQuery = z.infer<typeof timeSheetDetailQuery> & Record<FilterKey, boolean>;

export const timeEntryDetail = z.object({
  id: z.number(),
  version: z.number(),
  emp_id: z.number(),
  emp_name: z.string(),
  emp_code: z.string(),
  emp_image: z.string().nullable(),
  job_id: z.number(),
  job_name: z.string(),
  job_code: z.string(),
  date: z.string(),
  source: z.enum(['REGULAR', 'MANUAL']),
  notes: z.string().nullable(),
  adjustment_notes: z.string().nullable(),
  field_notes: z.string().nullable(),
  is_full_pay: z.enum(['true', 'false']),
  approved_status: z.enum(APPROVED_STATUS),
  shift: z.number(),
  regular_time: z.number(),
  over_time: z.number(),
  /** Double time (2x); regular_time + over_time + double_time = total. */
  double_time: z.number(),
  total: z.number(),
  clock_in_date_time: z.string(),
  clock_out_date_time: z.string().nullable(),
  org_clock_in_date_time: z.string(),
  org_clock_out_date_time: z.string().nullable(),
  original_clock_in_time: z.string(),
  original_clock_out_time: z.string().nullable(),
  clock_in_image: z.string().nullable(),
  clock_in_image_name: z.string().nullable(),
  clock_out_image: z.string().nullable(),
  clock_out_image_name: z.string().nullable(),
  clock_in_status: z.number(),
  clock_out_status: z.number(),
  gps_in_status: z.number(),
  gps_out_status: z.number(),
  face_in_status: z.number(),
  face_out_status: z.number(),
  punch_in_latitude: z.number().nullable(),
  punch_in_longitude: z.number().nullable(),
  punch_out_latitude: z.number().nullable(),
  punch_out_longitude: z.number().nullable(),
  original_job_latitude: z.number().nullable(),
  original_job_longitude: z.number().nullable(),
  punch_in_id: z.number().nullable(),
  punch_out_id: z.number().nullable(),
  is_corrected: z.number(),
  edit_status: z.enum(['web', 'mobile']).nullable(),
  modified_by: z.string().nullable(),
  modified_at: z.string(),
  /** Meal periods the entry missed under California's policy (0-2): the "Meal period missed" flag. */
  meal_periods_missed: z.number(),
  /** The clerk marked the meal premium owed (POST /api/v1/meal-premium): paid in the payroll files. */
  meal_premium_owed: z.boolean(),
  /**
   * The company's break rule (HH:mm:ss, null when off): the card shows the hours a changed entry will
   * be paid, the break taken off, before the server works them out on approval.
   */
  break_rule: z.object({
    break_time: z.string().nullable(),
    break_time_shift_length: z.string().nullable(),
  }),
});
export type TimeEntryDetail = z.infer<typeof timeEntryDetail>;

export const timeSheetDetailData = z.object({ entries: z.array(timeEntryDetail), total: z.number() });

/** 'YYYY-MM-DD hh:mm:ss a' (12-hour, as the approval call sends) or 'YYYY-MM-DD HH:mm:ss', company time. */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}(:\d{2})?(\s*[AaPp][Mm])?$/, {
    message: 'Times are YYYY-MM-DD hh:mm:ss a.',
    abort: true,
  })
  .refine(startsWithLocalDate, FIELD_MSG.dateRange);

/** The version the clerk read: a change made since then is refused, never overwritten. */
const readVersion = z.number({ error: TIMESHEET_MSG.versionRequired }).int().positive();

const approvalEntry = z.object({
  id: z.number().int().positive(),
  version: readVersion,
  clock_in_date_time: localDateTime,
  clock_out_date_time: localDateTime.nullable().optional(),
  notes: text(MAX.note).nullable().optional(),
  is_corrected: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  is_full_pay: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  modified_by: z
    .union([z.number(), text(MAX.name)])
    .nullable()
    .optional(),
});
export const approvalRequest = z.object({
  time_entries: list(approvalEntry).min(1, 'Select at least one time entry.'),
  start_date: localDate.optional(),
  end_date: localDate.optional(),
  id: z.coerce.number().optional(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;
export type ApprovalEntry = z.infer<typeof approvalEntry>;

export const swapRequest = z.object({
  swap_entries: list(
    z.object({
      swap_id: z.string().regex(/^\d+-(CLKIN|CLKOUT)$/, "swap_id is '{id}-CLKIN' or '{id}-CLKOUT'."),
      punch_in_id: z.number().int().positive().nullable(),
      punch_out_id: z.number().int().positive().nullable(),
      version: readVersion,
      modified_by: z
        .union([z.number(), text(MAX.name)])
        .nullable()
        .optional(),
    }),
  ).min(2, TIMESHEET_MSG.swapNeedsTwo),
});
export type SwapRequest = z.infer<typeof swapRequest>;
export type SwapSide = SwapRequest['swap_entries'][number];

/**
 * POST /api/v1/meal-premium: marks (or unmarks) the meal premium owed on an entry that missed a meal
 * period, with the version the clerk read.
 */
export const mealPremiumRequest = z.object({
  id: z.number().int().positive(),
  version: readVersion,
  owed: z.boolean({ error: TIMESHEET_MSG.mealPremiumOwedRequired }),
});
export type MealPremiumRequest = z.infer<typeof mealPremiumRequest>;
export const mealPremiumResult = z.object({
  id: z.number(),
  version: z.number(),
  meal_premium_owed: z.boolean(),
});

export const bulkDeleteRequest = z.object({
  time_ids: list(z.number().int().positive()).min(1, 'Select at least one time entry.'),
});

/** An instant with its offset, on a real calendar day (the device's clock may be far off). */
const instant = z.iso.datetime({ offset: true }).refine(startsWithLocalDate, FIELD_MSG.dateRange);

export const lastUpdateQuery = z.object({ since: instant });

const newEntryFields = {
  emp_id: z.coerce.number({ error: 'Please select an employee' }).int().positive('Please select an employee'),
  job_id: z.coerce.number({ error: 'Please select a job' }).int().positive('Please select a job'),
  clock_in_date_time: z
    .string({ error: 'Please select Clock-In Time' })
    .min(1, 'Please select Clock-In Time')
    .pipe(localDateTime),
  clock_out_date_time: z
    .string({ error: 'Please select Clock-Out Time' })
    .min(1, 'Please select Clock-Out Time')
    .pipe(localDateTime),
  notes: text(MAX.note).trim().nullable().optional(),
};
/**
 * Sent as true once the clerk has seen the overlap warning (409 overlapping_time_entry) and adds the
 * entries anyway. An exact duplicate is refused either way.
 */
const overlapsConfirmed = z.boolean().optional();

export const addTimeEntryRequest = z.object({ ...newEntryFields, overlaps_confirmed: overlapsConfirmed });
export type AddTimeEntryRequest = z.infer<typeof addTimeEntryRequest>;

export const addTimeEntriesRequest = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  time_entries: list(z.object(newEntryFields)).min(1, TIMESHEET_MSG.atLeastOneEmployee),
  overlaps_confirmed: overlapsConfirmed,
});
export type AddTimeEntriesRequest = z.infer<typeof addTimeEntriesRequest>;

export const exportQuery = z
  .object({ start_date: localDate, end_date: localDate, site_id: location, format: payrollFormatQuery })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);

export const employeeOption = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  code: z.string(),
});
export const jobOption = z.object({ id: z.number(), name: z.string(), code: z.string() });

/**
 * The longest reason a punch may give for a missing photo or position.
 * @internal The API test sends one character more.
 */
export const PUNCH_REASON_MAX = 100;
const punchProblemReason = z
  .string()
  .trim()
  .min(1, TIMESHEET_MSG.reasonEmpty)
  .max(PUNCH_REASON_MAX, FIELD_MSG.tooLong(PUNCH_REASON_MAX))
  .nullable()
  .optional();

/** One clock-in or clock-out as the mobile app uploads it. */
export const punchUpload = z.object({
  client_id: z.string().min(8).max(64),
  employee_id: z.number().int().positive(),
  job_id: z.number().int().positive(),
  type: z.enum(['in', 'out']),
  /** The device's clock with its offset, e.g. 2026-11-16T07:02:11-05:00. */
  device_time: instant,
  latitude: z
    .number()
    .min(-90, TIMESHEET_MSG.badPosition)
    .max(90, TIMESHEET_MSG.badPosition)
    .nullable()
    .optional(),
  longitude: z
    .number()
    .min(-180, TIMESHEET_MSG.badPosition)
    .max(180, TIMESHEET_MSG.badPosition)
    .nullable()
    .optional(),
  /** Base64 JPEG/PNG/WebP, at most about 4 MB. */
  photo: z.base64(TIMESHEET_MSG.badImage).max(6_000_000).nullable().optional(),
  /** The device's face match: true when the face matched the employee's reference photo. */
  face_match: z.boolean().nullable().optional(),
  /**
   * Why a punch has no photo or no position, as the phone knows it ('Camera permission refused',
   * 'No camera', 'Location permission refused', 'Location unavailable'...): written into the entry's
   * field notes, and the punch is flagged (docs/mobile-punches.md).
   */
  no_photo_reason: punchProblemReason,
  no_location_reason: punchProblemReason,
});
export type PunchUpload = z.infer<typeof punchUpload>;

export const punchBatch = z.object({ punches: z.array(punchUpload).min(1).max(500) });

/** The answers of the writes of the timesheet screens that carry data. */
export const approvalResult = z.object({ approved: z.number() });
export const addedEntry = z.object({ id: z.number() });
export const addedEntries = z.object({ ids: z.array(z.number()) });
export const lastUpdate = z.object({ last_update: z.string().nullable() });

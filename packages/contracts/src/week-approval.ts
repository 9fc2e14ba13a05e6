import { z } from 'zod';
import { weekOfDate } from '@portal/domain/week';
import { list, localDate, MAX } from './fields.ts';

/**
 * Approve Week (beyond the spec, issue 15): every approvable entry of the chosen employees in one
 * Monday-to-Sunday week, under the rules of a single approval. The clerk first sees what would be
 * approved (preview), then confirms those entries at the versions seen.
 */

export const WEEK_APPROVAL_MSG = {
  notAWeek: 'Choose a Monday to Sunday week.',
  noEmployees: 'Select at least one employee.',
  noRows: 'Select at least one sub-contractor company or job.',
  /** An entry that overlaps another or lies on a day over the limit: approved only with Approve anyway. */
  heldOverlap: 'Overlapping work hours',
  heldPerDay: (hours: string) => `Per day limit of ${hours} hours exceeded`,
  /** An entry approved since the preview. */
  gone: 'Approved by someone else since you looked.',
  /** An entry added since the preview: not approved unseen. */
  added: 'Added since you looked; not approved unseen.',
  /** An entry deleted since the preview. */
  deleted: 'Deleted by someone else since you looked.',
  /** What was done, and how many entries were left out (listed beside it). */
  approved: (entries: number, people: number, workforce: WeekWorkforce = 'employees', leftOut = 0) =>
    `Approved ${entries} time ${entries === 1 ? 'entry' : 'entries'} of ${people} ${people === 1 ? PEOPLE[workforce][0] : PEOPLE[workforce][1]}.` +
    (leftOut ? ` ${leftOut} ${leftOut === 1 ? 'entry was' : 'entries were'} left out.` : ''),
} as const;

/** Whose week is approved: the company's employees, or the sub-contractor companies' workers. */
export type WeekWorkforce = 'employees' | 'subcontractors';
const PEOPLE: Record<WeekWorkforce, [string, string]> = {
  employees: ['employee', 'employees'],
  subcontractors: ['sub-contractor worker', 'sub-contractor workers'],
};

/** Enough for every employee of a large company, and every entry of their week. */
const WEEK_APPROVAL_MAX = { employees: MAX.recipients, entries: 7 * MAX.recipients } as const;

const week = {
  start_date: localDate,
  end_date: localDate,
  emp_ids: list(z.number().int().positive(), WEEK_APPROVAL_MAX.employees).min(
    1,
    WEEK_APPROVAL_MSG.noEmployees,
  ),
  /** The grid's site: only the entries worked there are approved (null or absent: every site). */
  location: z.number().int().positive().nullable().optional(),
};
const isWeek = (q: { start_date: string; end_date: string }) => {
  const w = weekOfDate(q.start_date);
  return w.start === q.start_date && w.end === q.end_date;
};
const weekIssue = { path: ['start_date'], message: WEEK_APPROVAL_MSG.notAWeek };

export const weekApprovalPreviewRequest = z.object(week).refine(isWeek, weekIssue);
export type WeekApprovalPreviewRequest = z.infer<typeof weekApprovalPreviewRequest>;

/**
 * Approve Week on Sub Contractor Timesheets: the week's entries of the sub-contractor companies
 * (time_sheet_by 1) or of the jobs (2) the grid shows, of their workers.
 */
const subWeek = {
  start_date: localDate,
  end_date: localDate,
  time_sheet_by: z.union([z.literal(1), z.literal(2)]),
  ids: list(z.number().int().positive(), WEEK_APPROVAL_MAX.employees).min(1, WEEK_APPROVAL_MSG.noRows),
  location: week.location,
};
export const subWeekApprovalPreviewRequest = z.object(subWeek).refine(isWeek, weekIssue);
export type SubWeekApprovalPreviewRequest = z.infer<typeof subWeekApprovalPreviewRequest>;

const weekEntryRef = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
});

const confirmed = {
  /** The entries the preview offered, at the versions it showed. */
  time_entries: list(weekEntryRef, WEEK_APPROVAL_MAX.entries).min(1, 'Select at least one time entry.'),
  /** Also approve the entries held for overlaps or the per-day limit. */
  approve_anyway: z.boolean().optional(),
};
export const weekApprovalRequest = z.object({ ...week, ...confirmed }).refine(isWeek, weekIssue);
export const subWeekApprovalRequest = z.object({ ...subWeek, ...confirmed }).refine(isWeek, weekIssue);

/** An entry left out, and why, as the clerk reads it. */
const weekEntryNote = z.object({
  id: z.number(),
  emp_id: z.number(),
  emp_name: z.string(),
  /** The entry's work day, YYYY-MM-DD. */
  date: z.string(),
  reason: z.string(),
});
export type WeekEntryNote = z.infer<typeof weekEntryNote>;

export const weekApprovalPreview = z.object({
  /** Approvable without a warning. */
  entries: z.array(weekEntryRef),
  /** Approvable, but overlapping or over the per-day limit: only with Approve anyway. */
  held: z.array(weekEntryNote),
  /** Held entries at the versions seen, to send with Approve anyway. */
  held_entries: z.array(weekEntryRef),
  /** Not approvable now (an entry without a clock-out). */
  refused: z.array(weekEntryNote),
  /** Employees with an entry to approve, clean or held. */
  employees: z.number(),
  /** The approval warnings of the spec for the held entries, in full. */
  warnings: z.array(z.string()),
});
export type WeekApprovalPreview = z.infer<typeof weekApprovalPreview>;

export const weekApprovalResult = z.object({
  approved: z.number(),
  /** The people (employees, or sub-contractor workers) whose entries were approved. */
  employees: z.number(),
  refused: z.array(weekEntryNote),
});
export type WeekApprovalResult = z.infer<typeof weekApprovalResult>;

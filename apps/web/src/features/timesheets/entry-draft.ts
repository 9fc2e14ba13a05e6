import { FIELD_MSG, MAX } from '@portal/contracts/fields';
import { NOTE_CHOICES, NOTE_OTHER, TIMESHEET_MSG, type TimeEntryDetail } from '@portal/contracts/timesheets';
import {
  approvalChecks,
  describeDays,
  formatHourValue,
  formatHours,
  overlapWarning,
  paidMinutes,
  perDayLimitHours,
  perDayLimitWarning,
} from '@portal/domain';
import { minutesBetweenLocal, toApprovalFormat, toInstant, type LocalTime } from './entry-times.ts';

/**
 * A time entry as a detail card shows it: an employee's, or a sub-contractor worker's (which has no
 * regular and overtime split, and dates its field adjustment notes).
 */
export type Entry = Omit<TimeEntryDetail, 'regular_time' | 'over_time' | 'double_time'> &
  Partial<Pick<TimeEntryDetail, 'regular_time' | 'over_time' | 'double_time'>> & {
    field_notes_date?: string | null;
  };

/** The clerk's unsaved view of an entry: the server's values with the local edits on top. */
export interface EntryDraft {
  clock_in: LocalTime;
  clock_out: LocalTime | null;
  /** A NOTE_CHOICES value, NOTE_OTHER or null. */
  note: string | null;
  other_text: string;
  is_full_pay: boolean;
  touched: boolean;
  selected: boolean;
}

export type DraftErrors = Partial<Record<'clock_out' | 'note', string>>;

const isChoice = (note: string) => (NOTE_CHOICES as readonly string[]).includes(note);

export function draftOf(entry: Entry): EntryDraft {
  const notes = entry.notes?.trim() || null;
  return {
    clock_in: entry.clock_in_date_time,
    clock_out: entry.clock_out_date_time,
    note: notes === null ? null : isChoice(notes) ? notes : NOTE_OTHER,
    other_text: notes !== null && !isChoice(notes) ? notes : '',
    is_full_pay: entry.is_full_pay === 'true',
    touched: false,
    selected: false,
  };
}

export const isLocked = (entry: Entry) => entry.approved_status !== 'un-approved';

/** A changed clock time marks the entry corrected, touched and selected, and clears its note. */
export function correctTimes(
  draft: EntryDraft,
  times: Pick<EntryDraft, 'clock_in' | 'clock_out'>,
): EntryDraft {
  return { ...draft, ...times, touched: true, selected: true, note: null, other_text: '' };
}

function noteText(draft: EntryDraft): string | null {
  if (draft.note === NOTE_OTHER) return draft.other_text.trim() || null;
  return draft.note;
}

/** Every touched entry needs an end time and a note (the OTHER text when OTHER is picked). */
export function draftErrors(draft: EntryDraft): DraftErrors {
  if (!draft.touched) return {};
  const errors: DraftErrors = {};
  if (!draft.clock_out) errors.clock_out = TIMESHEET_MSG.endTimeRequired;
  if (!draft.note) errors.note = TIMESHEET_MSG.noteRequired;
  else if (draft.note === NOTE_OTHER && !draft.other_text.trim())
    errors.note = TIMESHEET_MSG.otherNoteRequired;
  else if (draft.note === NOTE_OTHER && draft.other_text.trim().length > MAX.note)
    errors.note = FIELD_MSG.tooLong(MAX.note);
  return errors;
}

/** Whether the clerk changed what the entry is paid: its times or pay in full. */
const changesPay = (entry: Entry, draft: EntryDraft) =>
  draft.touched || draft.is_full_pay !== (entry.is_full_pay === 'true');

/**
 * The minutes the entry is paid as the draft stands, the break taken off as the server will on
 * approval (the server's own figure while nothing that changes pay was edited); null without an end.
 */
function draftPaidMinutes(entry: Entry, draft: EntryDraft, tz: string): number | null {
  if (!draft.clock_out) return null;
  if (!changesPay(entry, draft)) return Math.round(entry.total * 60);
  const elapsed = minutesBetweenLocal(draft.clock_in, draft.clock_out, tz);
  return paidMinutes(elapsed, breakRule(entry), draft.is_full_pay);
}

/** An unset rule is off, as the server reads it. */
const breakRule = (entry: Entry) => ({
  break_time: entry.break_rule.break_time ?? '',
  break_time_shift_length: entry.break_rule.break_time_shift_length ?? '',
});

/** Paid hours of the draft to one decimal; an entry without an end has none. */
export function draftHours(entry: Entry, draft: EntryDraft, tz: string): string {
  const minutes = draftPaidMinutes(entry, draft, tz);
  if (minutes === null) return '';
  return changesPay(entry, draft) ? formatHours(minutes) : formatHourValue(entry.total);
}

/**
 * What the entry is paid, as the card says it: the paid hours (the break taken off, as the server
 * will on approval), the regular/overtime split the server gives it (the one it is approved with, and
 * its double time when it has some) while nothing that changes pay was edited, and the break. Null for an entry without an end.
 */
export function payLine(entry: Entry, draft: EntryDraft, tz: string): string | null {
  const paid = draftPaidMinutes(entry, draft, tz);
  if (paid === null) return null;
  const breakTaken = minutesBetweenLocal(draft.clock_in, draft.clock_out!, tz) - paid;
  const double = entry.double_time ? `, ${formatHourValue(entry.double_time)} double time` : '';
  const split =
    !changesPay(entry, draft) && entry.regular_time !== undefined && entry.over_time !== undefined
      ? `: ${formatHourValue(entry.regular_time)} regular, ${formatHourValue(entry.over_time)} overtime${double}`
      : '';
  const withBreak = breakTaken > 0 ? ` (${breakTaken} min break)` : '';
  return `Paid ${draftHours(entry, draft, tz)} h${split}${withBreak}`;
}

export interface Item {
  entry: Entry;
  draft: EntryDraft;
}

/**
 * The warnings shown before approving (overlaps, per-day limit), each with its full text. The
 * sub-contractor screen words the per-day limit its own way.
 */
export function approvalWarnings(
  selected: Item[],
  loaded: Item[],
  tz: string,
  splitThreshold: string | null | undefined,
  perDayText: (hours: string, list: string) => string = perDayLimitWarning,
): string[] {
  const entries = loaded.map(({ entry, draft }) => ({
    id: entry.id,
    employee_id: entry.emp_id,
    clock_in_at: toInstant(draft.clock_in, tz),
    clock_out_at: draft.clock_out ? toInstant(draft.clock_out, tz) : null,
    work_date: entry.date,
    label: entry.emp_name,
    minutes: draftPaidMinutes(entry, draft, tz) ?? 0,
  }));
  const checks = approvalChecks(
    selected.map((s) => s.entry.id),
    entries,
    splitThreshold,
  );
  const warnings: string[] = [];
  if (checks.overlapList) warnings.push(overlapWarning(checks.overlapList));
  if (checks.daysOverLimit.length) {
    warnings.push(perDayText(perDayLimitHours(splitThreshold), describeDays(checks.daysOverLimit)));
  }
  return warnings;
}

export function approvalEntry({ entry, draft }: Item, userId: number) {
  return {
    id: entry.id,
    version: entry.version,
    clock_in_date_time: toApprovalFormat(draft.clock_in),
    clock_out_date_time: draft.clock_out ? toApprovalFormat(draft.clock_out) : null,
    notes: noteText(draft),
    is_corrected: draft.touched,
    is_full_pay: draft.is_full_pay,
    modified_by: userId,
  };
}

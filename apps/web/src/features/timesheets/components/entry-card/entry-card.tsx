import { Card, Checkbox, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCurrentUser } from '../../../../lib/auth-context.ts';
import { DATE_TIME } from '../../../../ui/date-format.ts';
import {
  correctTimes,
  draftErrors,
  draftHours,
  isLocked,
  payLine,
  type EntryDraft,
  type Item,
} from '../../entry-draft.ts';
import { clampedClockIn, clampedClockOut, nowLocal, type Zone } from '../../entry-times.ts';
import { useNow } from '../use-now.ts';
import { ClockPicker } from './clock-picker.tsx';
import { EntryMap } from './entry-map.tsx';
import { MealPeriod } from './meal-period.tsx';
import { NoteSelect } from './note-select.tsx';
import { PunchStatus } from './punch-status.tsx';

interface Props {
  item: Item;
  /** What the card names: the worker (the list is a job's or a company's) or the job (an employee's). */
  names: 'worker' | 'job';
  /** 15 on Employee Timesheets, 16 on Sub Contractor Timesheets. */
  mapZoom: number;
  writable: boolean;
  showErrors: boolean;
  onChange(change: (draft: EntryDraft) => EntryDraft): void;
  /** Marks the meal premium owed (or not); absent, an entry's mark is read-only. */
  onMealPremium?: ((owed: boolean) => void) | undefined;
  /** A meal premium mark is being sent. */
  mealPremiumBusy?: boolean;
}

const STATUS_COLOR = { 'un-approved': 'orange', approved: 'green', 'pre-approved': 'cyan' } as const;

/** One time entry: times, pay in full, notes, the punches' checks and photos, and the map. */
export function EntryCard({
  item,
  names,
  mapZoom,
  writable,
  showErrors,
  onChange,
  onMealPremium,
  mealPremiumBusy = false,
}: Props) {
  const user = useCurrentUser();
  const { entry, draft } = item;
  const zone: Zone = {
    tz: user.settings.time_zone,
    splitThreshold: user.settings.time_entry_split_threshold,
    now: useNow(),
  };
  const locked = isLocked(entry);
  const editable = writable && !locked;
  const errors = showErrors && draft.selected ? draftErrors(draft) : {};
  const pay = payLine(entry, draft, zone.tz);

  const setIn = (chosen: string) => {
    const clockIn = clampedClockIn(chosen, zone);
    const clockOut = draft.clock_out ? clampedClockOut(clockIn, draft.clock_out, zone) : null;
    onChange((d) => correctTimes(d, { clock_in: clockIn, clock_out: clockOut }));
  };
  const setOut = (chosen: string) =>
    onChange((d) =>
      correctTimes(d, { clock_in: d.clock_in, clock_out: clampedClockOut(d.clock_in, chosen, zone) }),
    );

  return (
    <Card
      size="small"
      role="listitem"
      aria-label={`Time entry ${entry.id}`}
      className={draft.selected ? 'ts-entry ts-entry-selected' : 'ts-entry'}
      title={
        <div className="ts-entry-head">
          {writable && (
            <Checkbox
              aria-label="Select entry"
              checked={draft.selected}
              disabled={locked}
              onChange={(e) => onChange((d) => ({ ...d, selected: e.target.checked }))}
            />
          )}
          <span>{dayjs(entry.date).format('ddd MM/DD/YYYY')}</span>
          <Typography.Text ellipsis={{ tooltip: true }} className="ts-entry-name">
            {names === 'worker'
              ? `${entry.emp_name} (${entry.emp_code})`
              : `${entry.job_name} (${entry.job_code})`}
          </Typography.Text>
          <span className="ts-entry-hours" aria-label="Hours">
            {draftHours(entry, draft, zone.tz) || '-'} h
          </span>
        </div>
      }
      extra={
        <>
          {entry.source === 'MANUAL' && <Tag>Manual</Tag>}
          <Tag color={STATUS_COLOR[entry.approved_status]}>{entry.approved_status}</Tag>
        </>
      }
    >
      <div className="ts-entry-grid">
        {pay && (
          <Typography.Text type="secondary" className="ts-entry-pay" aria-label="Pay">
            {pay}
          </Typography.Text>
        )}
        <div>
          Clock-In
          <ClockPicker
            label="Clock-In"
            value={draft.clock_in}
            max={nowLocal(zone)}
            day={draft.clock_in.slice(0, 10)}
            disabled={!editable}
            onChange={setIn}
          />
        </div>
        <div>
          Clock-Out
          <ClockPicker
            label="Clock-Out"
            value={draft.clock_out}
            // Past the max hours after clock-in is held to it (setOut), not refused.
            max={nowLocal(zone)}
            minDate={draft.clock_in.slice(0, 10)}
            day={draft.clock_in.slice(0, 10)}
            disabled={!editable}
            status={errors.clock_out ? 'error' : undefined}
            onChange={setOut}
          />
          {errors.clock_out && <div className="ts-error">{errors.clock_out}</div>}
        </div>
        <Checkbox
          checked={draft.is_full_pay}
          disabled={!editable}
          onChange={(e) => onChange((d) => ({ ...d, is_full_pay: e.target.checked, selected: true }))}
        >
          Pay in full
        </Checkbox>
        <div className="ts-field-notes">
          <Typography.Text type="secondary">Field adjustment notes: </Typography.Text>
          {entry.field_notes || entry.adjustment_notes || '-'}
          {entry.field_notes && entry.field_notes_date && (
            <Typography.Text type="secondary">
              {' '}
              ({dayjs(entry.field_notes_date).format(DATE_TIME)})
            </Typography.Text>
          )}
        </div>
        {locked ? (
          <div className="ts-entry-notes">
            <Typography.Text type="secondary">Notes: </Typography.Text>
            {entry.notes || '-'}
          </div>
        ) : (
          <NoteSelect
            note={draft.note}
            otherText={draft.other_text}
            error={errors.note}
            disabled={!editable}
            onNote={(note) => onChange((d) => ({ ...d, note, selected: true }))}
            onOtherText={(text) => onChange((d) => ({ ...d, other_text: text }))}
          />
        )}
      </div>
      <div className="ts-entry-punches">
        <PunchStatus
          title="Clock-In"
          image={entry.clock_in_image}
          face={entry.face_in_status}
          gps={entry.gps_in_status}
          time={entry.clock_in_status}
        />
        <PunchStatus
          title="Clock-Out"
          image={entry.clock_out_image}
          face={entry.face_out_status}
          gps={entry.gps_out_status}
          time={entry.clock_out_status}
        />
        {entry.meal_periods_missed > 0 && (
          <MealPeriod
            missed={entry.meal_periods_missed}
            owed={entry.meal_premium_owed}
            onMark={onMealPremium}
            busy={mealPremiumBusy}
          />
        )}
        <EntryMap entry={entry} zoom={mapZoom} />
      </div>
    </Card>
  );
}

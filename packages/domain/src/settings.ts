/** The time-keeping part of a company's settings (portal-core.md section 3), snake_case as on the wire. */
export interface Settings {
  /** IANA zone the company's weeks, days, night shift and rounding are computed in. */
  time_zone: string;
  night_shift_check_time: string;
  break_time: string;
  default_job_start_time: string;
  default_job_stop_time: string;
  next_day_clock_out_rounding_time: string;
  break_time_shift_length: string;
  before_clock_in_rounding: string;
  after_clock_in_rounding: string;
  before_clock_out_rounding: string;
  after_clock_out_rounding: string;
  double_clock_in_clock_out_window: string;
  time_entry_split_threshold: string;
  time_entry_length_threshold: string;
  /** Miles. */
  gps_distance_threshold: number;
  /** The normal work week, 'HH:mm:ss' with hours past 24 ('40:00:00'). */
  regular_time: string;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  time_zone: 'America/New_York',
  night_shift_check_time: '18:00:00',
  break_time: '00:30:00',
  default_job_start_time: '07:00:00',
  default_job_stop_time: '15:30:00',
  next_day_clock_out_rounding_time: '08:00:00',
  break_time_shift_length: '06:00:00',
  before_clock_in_rounding: '00:07:00',
  after_clock_in_rounding: '00:07:00',
  before_clock_out_rounding: '00:07:00',
  after_clock_out_rounding: '00:07:00',
  double_clock_in_clock_out_window: '00:01:00',
  time_entry_split_threshold: '15:00:00',
  time_entry_length_threshold: '12:00:00',
  gps_distance_threshold: 3.0,
  regular_time: '40:00:00',
});

/** A stored settings row: any field may be missing or null, extra columns are ignored. */
export type SettingsRow = { [K in keyof Settings]?: Settings[K] | null };

/**
 * Settings from a stored row. A null time field becomes '' (unset): each rule then reads unset as
 * "off", except the split threshold (15:00:00) and regular_time (40:00:00). A null zone is the default
 * zone; a null GPS threshold is 0 (no GPS check).
 */
export function toSettings(row: SettingsRow): Settings {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    time_zone: row.time_zone || DEFAULT_SETTINGS.time_zone,
    night_shift_check_time: text(row.night_shift_check_time),
    break_time: text(row.break_time),
    default_job_start_time: text(row.default_job_start_time),
    default_job_stop_time: text(row.default_job_stop_time),
    next_day_clock_out_rounding_time: text(row.next_day_clock_out_rounding_time),
    break_time_shift_length: text(row.break_time_shift_length),
    before_clock_in_rounding: text(row.before_clock_in_rounding),
    after_clock_in_rounding: text(row.after_clock_in_rounding),
    before_clock_out_rounding: text(row.before_clock_out_rounding),
    after_clock_out_rounding: text(row.after_clock_out_rounding),
    double_clock_in_clock_out_window: text(row.double_clock_in_clock_out_window),
    time_entry_split_threshold: text(row.time_entry_split_threshold),
    time_entry_length_threshold: text(row.time_entry_length_threshold),
    gps_distance_threshold: row.gps_distance_threshold ?? 0,
    regular_time: text(row.regular_time),
  };
}

import { SettingsCard } from './settings-card.tsx';
import { TimeSettingItem } from './time-setting-item.tsx';

/** Rounding: punches this close to the job's default start or stop are rounded to it. */
export function RoundingCard() {
  return (
    <SettingsCard title="Rounding">
      <TimeSettingItem
        name="before_clock_in_rounding"
        label="Before Clock-In Rounding"
        hint="e.g. 00:07:00"
      />
      <TimeSettingItem name="after_clock_in_rounding" label="After Clock-In Rounding" hint="e.g. 00:07:00" />
      <TimeSettingItem
        name="before_clock_out_rounding"
        label="Before Clock-Out Rounding"
        hint="e.g. 00:07:00"
      />
      <TimeSettingItem
        name="after_clock_out_rounding"
        label="After Clock-Out Rounding"
        hint="e.g. 00:07:00"
      />
    </SettingsCard>
  );
}

import { SettingsCard } from './settings-card.tsx';
import { TimeSettingItem } from './time-setting-item.tsx';

/** Time Entry Flags: how long an entry may be before it is flagged, and before it is split. */
export function TimeEntryFlagsCard() {
  return (
    <SettingsCard title="Time Entry Flags">
      <TimeSettingItem
        name="time_entry_length_threshold"
        label="Time Entry Length Threshold"
        hint="e.g. 12:00: longer entries get the time flag."
      />
      <TimeSettingItem
        name="time_entry_split_threshold"
        label="Time Entry Split Threshold"
        hint="e.g. 15:00: the longest entry and the per-day limit (15:00:00 when empty)."
      />
    </SettingsCard>
  );
}

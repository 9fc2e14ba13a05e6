import { Checkbox, Tag } from 'antd';

interface Props {
  /** Meal periods the entry missed (1 or 2). */
  missed: number;
  owed: boolean;
  /** Marks or unmarks the premium; absent, the mark is shown read-only. */
  onMark?: ((owed: boolean) => void) | undefined;
  busy: boolean;
}

/**
 * The "Meal period missed" flag of an entry (California's policy, docs/time-rules.md), with the count
 * when both were missed, and the clerk's mark that the meal premium is owed.
 */
export function MealPeriod({ missed, owed, onMark, busy }: Props) {
  return (
    <div className="ts-entry-meal">
      <Tag color="red">Meal period missed{missed > 1 ? ` (${missed})` : ''}</Tag>
      <Checkbox checked={owed} disabled={!onMark || busy} onChange={(e) => onMark?.(e.target.checked)}>
        Meal premium owed
      </Checkbox>
    </div>
  );
}

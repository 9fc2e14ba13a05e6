import {
  OVERTIME_PRESETS,
  overtimePolicyErrors,
  type OvertimePolicy,
  type OvertimePreset,
} from '@portal/domain/overtime-policy';
import type { OvertimePoliciesDto } from '@portal/contracts/overtime-policies';
import type { OvertimePoliciesBody } from './api/update-overtime-policies.ts';

/** A site's choice that is no preset: it follows the company's policy (null on the wire). */
export const COMPANY_POLICY = 'company';
export type PolicyChoice = OvertimePreset | typeof COMPANY_POLICY;

/** One policy as the form holds it: the thresholds in hours (null: left empty). */
export interface PolicyFormValues<Choice extends PolicyChoice = PolicyChoice> {
  preset: Choice;
  daily_overtime_hours: number | null;
  daily_double_time_hours: number | null;
  weekly_hours: number | null;
  seventh_day: boolean;
}

/** The section's form: the company's policy and the sites' in the order the answer lists them. */
export interface OvertimeFormValues {
  company: PolicyFormValues<OvertimePreset>;
  sites: PolicyFormValues[];
}

/** The form's fields of a custom policy and the policy's fields (in minutes) they stand for. */
const HOUR_FIELDS = {
  daily_overtime_hours: 'daily_overtime_minutes',
  daily_double_time_hours: 'daily_double_time_minutes',
  weekly_hours: 'weekly_minutes',
} as const satisfies Partial<Record<keyof PolicyFormValues, keyof OvertimePolicy>>;

export type CustomField = keyof typeof HOUR_FIELDS | 'seventh_day';

const FIELD_OF_POLICY: Record<string, keyof PolicyFormValues> = {
  preset: 'preset',
  daily_overtime_minutes: 'daily_overtime_hours',
  daily_double_time_minutes: 'daily_double_time_hours',
  weekly_minutes: 'weekly_hours',
  seventh_day: 'seventh_day',
};

/**
 * Minutes as the hours the clerk reads and types (to the hundredth: 510 -> 8.5).
 * @internal Tested on its own.
 */
export function hoursOf(minutes: number | null): number | null {
  return minutes === null ? null : Math.round((minutes / 60) * 100) / 100;
}

/**
 * Hours as typed, in whole minutes (8.5 -> 510); empty stays null.
 * @internal Tested on its own.
 */
export function minutesOf(hours: number | null | undefined): number | null {
  return hours === null || hours === undefined ? null : Math.round(hours * 60);
}

function formPolicyOf<Choice extends PolicyChoice>(
  policy: OvertimePolicy,
  preset: Choice,
): PolicyFormValues<Choice> {
  return {
    preset,
    daily_overtime_hours: hoursOf(policy.daily_overtime_minutes),
    daily_double_time_hours: hoursOf(policy.daily_double_time_minutes),
    weekly_hours: hoursOf(policy.weekly_minutes),
    seventh_day: policy.seventh_day,
  };
}

/** The policy the form's fields describe, under the given preset. */
export function policyOf(v: PolicyFormValues, preset: OvertimePreset): OvertimePolicy {
  return {
    preset,
    daily_overtime_minutes: minutesOf(v.daily_overtime_hours),
    daily_double_time_minutes: minutesOf(v.daily_double_time_hours),
    weekly_minutes: minutesOf(v.weekly_hours),
    seventh_day: Boolean(v.seventh_day),
  };
}

export function formValuesOf(dto: OvertimePoliciesDto): OvertimeFormValues {
  const company = formPolicyOf(dto.company, dto.company.preset);
  return {
    company,
    sites: dto.sites.map((s) =>
      s.policy ? formPolicyOf(s.policy, s.policy.preset) : { ...company, preset: COMPANY_POLICY },
    ),
  };
}

/** The fields a policy takes when its Select changes: a preset's own, or a start for a custom one. */
export function fieldsOnChoice(
  choice: PolicyChoice,
  current: PolicyFormValues,
  company: PolicyFormValues,
): PolicyFormValues {
  if (choice === COMPANY_POLICY) return { ...company, preset: COMPANY_POLICY };
  if (choice !== 'custom') return formPolicyOf(OVERTIME_PRESETS[choice], choice);
  // Custom starts from what applied until now.
  return { ...(current.preset === COMPANY_POLICY ? company : current), preset: 'custom' };
}

/** A policy as the PUT sends it; a site's custom one has no weekly threshold (the company's week counts). */
function bodyPolicyOf(v: PolicyFormValues, preset: OvertimePreset, site = false) {
  if (preset !== 'custom') return { preset };
  const policy = policyOf(v, 'custom');
  return site ? { ...policy, weekly_minutes: null } : policy;
}

/** The PUT body: the company's policy and every site's (null: the company's). */
export function updateBodyOf(values: OvertimeFormValues, dto: OvertimePoliciesDto): OvertimePoliciesBody {
  return {
    company: bodyPolicyOf(values.company, values.company.preset),
    sites: dto.sites.map((site, i) => {
      const v = values.sites[i]!;
      return {
        site_id: site.site_id,
        policy: v.preset === COMPANY_POLICY ? null : bodyPolicyOf(v, v.preset, true),
      };
    }),
  };
}

/** A custom policy's message for one of its fields (the domain's check the server makes too). */
export function customFieldError(v: PolicyFormValues, field: CustomField): string | undefined {
  if (v.preset !== 'custom') return undefined;
  const errors = overtimePolicyErrors(policyOf(v, 'custom'));
  return errors[field === 'seventh_day' ? field : HOUR_FIELDS[field]];
}

export type FormFieldName = ['company', keyof PolicyFormValues] | ['sites', number, keyof PolicyFormValues];

/**
 * Where the server's field errors go: `company.daily_overtime_minutes` beside the company's field,
 * `sites.2.policy.weekly_minutes` beside the third site's, anything else about a site on its Select.
 * What has no place (another key) is left over.
 */
export function placeFieldErrors(
  errors: Record<string, string>,
  siteCount: number,
): { fields: { name: FormFieldName; errors: string[] }[]; leftover: string | null } {
  const fields: { name: FormFieldName; errors: string[] }[] = [];
  let leftover: string | null = null;
  for (const [key, message] of Object.entries(errors)) {
    const [head, second, third, fourth] = key.split('.');
    const index = Number(second);
    if (head === 'company') {
      fields.push({ name: ['company', FIELD_OF_POLICY[second ?? ''] ?? 'preset'], errors: [message] });
    } else if (head === 'sites' && Number.isInteger(index) && index >= 0 && index < siteCount) {
      const field = third === 'policy' ? (FIELD_OF_POLICY[fourth ?? ''] ?? 'preset') : 'preset';
      fields.push({ name: ['sites', index, field], errors: [message] });
    } else {
      leftover ??= message;
    }
  }
  return { fields, leftover };
}

const hours = (minutes: number) => `${hoursOf(minutes)} h`;

/**
 * What a policy does, in a line: "Daily overtime after 8 h, double time after 12 h, …". A site's policy
 * sets the days only: the week is counted by the company's policy (docs/time-rules.md).
 */
export function describePolicy(policy: OvertimePolicy, { site = false } = {}): string {
  const parts: string[] = [];
  if (policy.daily_overtime_minutes !== null)
    parts.push(`daily overtime after ${hours(policy.daily_overtime_minutes)}`);
  if (policy.daily_double_time_minutes !== null)
    parts.push(`double time after ${hours(policy.daily_double_time_minutes)}`);
  if (!site)
    parts.push(
      policy.weekly_minutes === null
        ? 'weekly overtime past the Normal Work Week'
        : `weekly overtime after ${hours(policy.weekly_minutes)}`,
    );
  if (policy.seventh_day) parts.push('seventh-day rule');
  if (site) parts.push("the week as the company's");
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

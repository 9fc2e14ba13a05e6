import { z } from 'zod';
import {
  OVERTIME_PRESETS,
  overtimePolicyErrors,
  type OvertimePolicy,
  type OvertimePreset,
} from '@portal/domain/overtime-policy';

/**
 * The overtime policies (docs/time-rules.md, "Overtime policies"): the company's default and each
 * site's own, set on the Settings screen. GET and PUT /api/v1/overtime-policies.
 */

export const OVERTIME_POLICY_MSG = {
  updated: 'Overtime policies updated successfully.',
  unknownSite: 'This site is not one of the company’s sites.',
} as const;

const PRESETS = [
  'federal',
  'california',
  'alaska',
  'colorado',
  'custom',
] as const satisfies readonly OvertimePreset[];

/** The presets' names as the screen shows them. */
export const OVERTIME_PRESET_LABELS: Record<OvertimePreset, string> = {
  federal: 'Federal (weekly overtime only)',
  california: 'California',
  alaska: 'Alaska',
  colorado: 'Colorado',
  custom: 'Custom',
};

const minutes = z.number().int().nullable();

const overtimePolicySchema = z.object({
  preset: z.enum(PRESETS),
  daily_overtime_minutes: minutes,
  daily_double_time_minutes: minutes,
  weekly_minutes: minutes,
  seventh_day: z.boolean(),
}) satisfies z.ZodType<OvertimePolicy>;

/**
 * A policy as a form sends it: a preset's thresholds are the preset's, whatever else is sent; a custom
 * policy's are checked (overtimePolicyErrors) and answered field by field.
 */
const overtimePolicyInput = z
  .object({
    preset: z.enum(PRESETS, { error: 'Please choose an overtime policy.' }),
    daily_overtime_minutes: minutes.optional(),
    daily_double_time_minutes: minutes.optional(),
    weekly_minutes: minutes.optional(),
    seventh_day: z.boolean().optional(),
  })
  .transform((v, c): OvertimePolicy => {
    if (v.preset !== 'custom') return { ...OVERTIME_PRESETS[v.preset] };
    const policy: OvertimePolicy = {
      preset: 'custom',
      daily_overtime_minutes: v.daily_overtime_minutes ?? null,
      daily_double_time_minutes: v.daily_double_time_minutes ?? null,
      weekly_minutes: v.weekly_minutes ?? null,
      seventh_day: v.seventh_day ?? false,
    };
    for (const [field, message] of Object.entries(overtimePolicyErrors(policy)))
      c.addIssue({ code: 'custom', path: [field], message });
    return policy;
  });

/** A policy as it is stored (JSON, checked when it was saved); null when none is stored. */
export function storedOvertimePolicy(text: string | null): OvertimePolicy | null {
  return text === null ? null : overtimePolicySchema.parse(JSON.parse(text));
}

const siteOvertimePolicy = z.object({
  site_id: z.number(),
  site_code: z.string(),
  site_name: z.string(),
  /** Null: the site follows the company's policy. */
  policy: overtimePolicySchema.nullable(),
});

export const overtimePolicies = z.object({
  company: overtimePolicySchema,
  sites: z.array(siteOvertimePolicy),
});
export type OvertimePoliciesDto = z.infer<typeof overtimePolicies>;

/** PUT /api/v1/overtime-policies: the company's policy and the sites' (a site left out keeps its own). */
export const overtimePoliciesUpdate = z.object({
  company: overtimePolicyInput,
  sites: z
    .array(z.object({ site_id: z.number().int().positive(), policy: overtimePolicyInput.nullable() }))
    .max(10_000)
    .default([]),
});
export type OvertimePoliciesUpdate = z.infer<typeof overtimePoliciesUpdate>;

import {
  OVERTIME_PRESET_LABELS,
  OVERTIME_POLICY_MSG,
  storedOvertimePolicy,
  type OvertimePoliciesDto,
  type OvertimePoliciesUpdate,
} from '@portal/contracts/overtime-policies';
import { SETTINGS_MSG } from '@portal/contracts/settings';
import { formatHundredths, minuteHundredths, OVERTIME_PRESETS, type OvertimePolicy } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { storeCompanyPayFigures } from '../pay-figures/service.ts';
import * as q from './queries.ts';

/*
 * The overtime policies (docs/time-rules.md, "Overtime policies"): the company's, on its settings, and
 * a site's own. A change works out again, in its transaction, the figures of every open week (an
 * approved entry keeps its split, a closed week its figures), like a change of the normal work week.
 */

async function read(db: Db | Tx, companyId: number): Promise<OvertimePoliciesDto> {
  const settings = await q.overtimePolicyOfCompany(db, companyId);
  if (!settings) throw new NotFoundError(SETTINGS_MSG.notFound);
  const sites = await q.sitePolicies(db, companyId);
  return {
    company: storedOvertimePolicy(settings.overtime_policy) ?? OVERTIME_PRESETS.federal,
    sites: sites.map((s) => ({
      site_id: s.id,
      site_code: s.code,
      site_name: s.name,
      policy: storedOvertimePolicy(s.overtime_policy),
    })),
  };
}

export function getOvertimePolicies(ctx: AppContext, companyId: number): Promise<OvertimePoliciesDto> {
  return read(ctx.db, companyId);
}

/** A policy as the audit log names it: its preset, and a custom one's thresholds. */
function described(policy: OvertimePolicy | null): string {
  if (!policy) return 'company policy';
  if (policy.preset !== 'custom') return OVERTIME_PRESET_LABELS[policy.preset];
  const hours = (m: number | null) => (m === null ? 'none' : `${formatHundredths(minuteHundredths(m))} h`);
  return (
    `Custom (daily overtime ${hours(policy.daily_overtime_minutes)}, ` +
    `double time ${hours(policy.daily_double_time_minutes)}, ` +
    `weekly ${policy.weekly_minutes === null ? 'normal work week' : hours(policy.weekly_minutes)}, ` +
    `seventh day ${policy.seventh_day ? 'on' : 'off'})`
  );
}

const stored = (policy: OvertimePolicy | null) => (policy === null ? null : JSON.stringify(policy));

/**
 * Saves the company's policy and the sites' given (a site left out keeps its own), audits what changed
 * and, when anything did, works out again the figures of the company's open weeks.
 */
export async function updateOvertimePolicies(
  ctx: AppContext,
  actor: Actor,
  input: OvertimePoliciesUpdate,
): Promise<OvertimePoliciesDto> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await read(tx, actor.companyId);
    const sites = new Map(before.sites.map((s) => [s.site_id, s]));
    const errors: Record<string, string> = {};
    input.sites.forEach((s, i) => {
      if (!sites.has(s.site_id)) errors[`sites.${i}.site_id`] = OVERTIME_POLICY_MSG.unknownSite;
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const changes: string[] = [];
    if (stored(input.company) !== stored(before.company)) {
      await q.setCompanyOvertimePolicy(tx, actor.companyId, stored(input.company));
      changes.push(`company: ${described(before.company)} -> ${described(input.company)}`);
    }
    for (const s of input.sites) {
      const site = sites.get(s.site_id)!;
      if (stored(s.policy) === stored(site.policy)) continue;
      await q.setSiteOvertimePolicy(tx, actor.companyId, s.site_id, stored(s.policy));
      changes.push(`site ${site.site_code}: ${described(site.policy)} -> ${described(s.policy)}`);
    }
    if (changes.length > 0) await storeCompanyPayFigures(tx, actor.companyId);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Overtime Policies Update',
        description: changes.length > 0 ? changes.join('; ') : 'Saved with no changes',
        entity: 'settings',
      },
      ctx.now(),
    );
    return read(tx, actor.companyId);
  });
}

import { addDays, weekOf } from '@portal/domain';
import type { PunchUpload } from '@portal/contracts/timesheets';
import type { AppContext } from '../../platform/context.ts';
import { addManualEntries } from '../../modules/timesheets/service.ts';
import { actorFor, approveBefore, at, positionNear, TZ, upload, uploadQueue, WEEKS } from './demo-clock.ts';
import { DEMO_COMPANY } from './demo.ts';
import { seedDemoSubcontractorTime } from './demo-subcontractor-time.ts';
import { seededRandom } from './random.ts';

/**
 * Six weeks of the demo crews' time, made through the same ingestion path the mobile app uses: early
 * and late arrivals, GPS misses, face mismatches, forgotten clock-outs, night shifts across midnight
 * and the week of the daylight-saving change when it falls in range. Weeks older than the last two are
 * approved by payroll; a few manual entries and corrections are added on top.
 */
export async function seedDemoTime(ctx: AppContext): Promise<void> {
  const rnd = seededRandom(7);
  const company = await ctx.db
    .selectFrom('companies')
    .select('id')
    .where('code', '=', DEMO_COMPANY.code)
    .executeTakeFirstOrThrow();
  const admin = await actorFor(ctx, 'admin@example.com');
  const payroll = await actorFor(ctx, 'payroll@example.com');
  const jobs = await ctx.db
    .selectFrom('jobs')
    .select(['id', 'latitude', 'longitude', 'default_job_start_time'])
    .where('company_id', '=', company.id)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  const dayJobs = jobs.filter((j) => j.default_job_start_time !== '19:00:00');
  const nightJobs = jobs.filter((j) => j.default_job_start_time === '19:00:00');
  const employees = await ctx.db
    .selectFrom('employees')
    .select(['id', 'shift'])
    .where('company_id', '=', company.id)
    .where('subcontractor_company_id', 'is', null)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();

  const now = ctx.now();
  const today = weekOf(now.toISOString(), TZ);
  const firstMonday = addDays(today.start, -7 * (WEEKS - 1));
  const approvedBefore = addDays(today.start, -7);

  for (const [i, emp] of employees.entries()) {
    const night = emp.shift === 2;
    const job = night ? nightJobs[i % nightJobs.length]! : dayJobs[i % dayJobs.length]!;
    // The employee's six weeks, uploaded as one phone's queue.
    const queue: PunchUpload[] = [];
    for (let d = 0; d < WEEKS * 7; d++) {
      const date = addDays(firstMonday, d);
      const weekday = d % 7;
      if (weekday === 6 || (weekday === 5 && !rnd.chance(0.15))) continue;
      const start = night ? '19:00' : '07:00';
      const inMinute = rnd.chance(0.08) ? rnd.int(15, 45) : rnd.int(-6, 6);
      const clockIn = at(date, start, inMinute);
      const outDate = night ? addDays(date, 1) : date;
      const clockOut = at(outDate, night ? '05:30' : '15:30', rnd.int(-8, 10));
      if (Date.parse(clockOut) > now.getTime()) continue;
      const position = positionNear(rnd, job, rnd.chance(0.03));
      const face = !rnd.chance(0.04);
      queue.push(upload(emp.id, job.id, 'in', clockIn, position, face));
      if (rnd.chance(0.02)) continue; // a forgotten clock-out: closed at the split threshold and flagged
      queue.push(upload(emp.id, job.id, 'out', clockOut, position, face || rnd.chance(0.5)));
    }
    await uploadQueue(ctx, admin, queue);
  }

  // Payroll has approved the older weeks; a foreman pre-approved and corrected a few in the app.
  await approveBefore(ctx, payroll.actor, approvedBefore, { workforce: 'employees', field: 'time_entries' });
  const recent = await ctx.db
    .selectFrom('time_entries')
    .select('id')
    .where('company_id', '=', company.id)
    .where('subcontractor_company_id', 'is', null)
    .where('work_date', '>=', approvedBefore)
    .orderBy('id')
    .execute();
  const byForeman = recent.filter((_, k) => k % 37 === 5).map((e) => e.id);
  if (byForeman.length) {
    await ctx.db
      .updateTable('time_entries')
      .set({ approved_status: 'pre-approved' })
      .where('id', 'in', byForeman.slice(0, 6))
      .execute();
    await ctx.db
      .updateTable('time_entries')
      .set({
        is_corrected: 1,
        edit_source: 'mobile',
        field_notes: 'Adjusted by foreman: crew left site early for materials',
      })
      .where('id', 'in', byForeman.slice(6))
      .execute();
  }

  const manualDay = addDays(today.start, -3);
  await addManualEntries(
    ctx,
    payroll.actor,
    employees.slice(0, 4).map((e, k) => ({
      emp_id: e.id,
      job_id: dayJobs[k]!.id,
      clock_in_date_time: `${manualDay} 07:00:00`,
      clock_out_date_time: `${manualDay} 11:00:00`,
      notes: k % 2 ? 'app holder failed to clock employee' : 'employee was at offsite meeting',
    })),
    // On top of the morning's punches on purpose: the demo shows the overlap warning at approval.
    { requireNote: false, fieldPrefix: (k) => `time_entries.${k}.`, overlapsConfirmed: true },
  );
  await seedDemoSubcontractorTime(ctx, { companyId: company.id, dayJobs, nightJobs, payroll: payroll.actor });
}

import { addDays, weekOf } from '@portal/domain';
import type { PunchUpload } from '@portal/contracts/timesheets';
import type { Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { actorFor, approveBefore, at, positionNear, TZ, upload, uploadQueue, WEEKS } from './demo-clock.ts';
import { seededRandom } from './random.ts';

type Job = { id: number; latitude: number | null; longitude: number | null };

/**
 * Six weeks of the active sub-contractor companies' crews, clocked in and out on the demo foreman's
 * phone through the ingestion path: each company on its own job early in the week and on the next
 * company's job later (so a job has two companies), some late arrivals, GPS misses and forgotten
 * clock-outs, one night-shift worker. Payroll has approved the weeks older than the last two.
 */
export async function seedDemoSubcontractorTime(
  ctx: AppContext,
  demo: { companyId: number; dayJobs: Job[]; nightJobs: Job[]; payroll: Actor },
): Promise<void> {
  const rnd = seededRandom(11);
  const account = await ctx.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.email')
    .where('u.company_id', '=', demo.companyId)
    .where('r.name', '=', 'Foreman')
    .where('u.employee_id', 'is not', null)
    .orderBy('u.id')
    .executeTakeFirstOrThrow();
  const foreman = await actorFor(ctx, account.email);
  const workers = await ctx.db
    .selectFrom('employees as e')
    .innerJoin('subcontractor_companies as s', 's.id', 'e.subcontractor_company_id')
    .select(['e.id', 'e.subcontractor_company_id'])
    .where('e.company_id', '=', demo.companyId)
    .where('e.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .orderBy('s.id')
    .orderBy('e.id')
    .execute();
  const companies = [...new Set(workers.map((w) => w.subcontractor_company_id))];

  const now = ctx.now();
  const today = weekOf(now.toISOString(), TZ);
  const firstMonday = addDays(today.start, -7 * (WEEKS - 1));
  for (const [i, worker] of workers.entries()) {
    const k = companies.indexOf(worker.subcontractor_company_id);
    const night = i === workers.length - 1;
    const queue: PunchUpload[] = [];
    for (let d = 0; d < WEEKS * 7; d++) {
      const weekday = d % 7;
      if (weekday >= 5 || rnd.chance(0.1)) continue;
      const date = addDays(firstMonday, d);
      const job = night
        ? demo.nightJobs[0]!
        : demo.dayJobs[(3 * k + (weekday < 3 ? 0 : 3)) % demo.dayJobs.length]!;
      const clockIn = at(date, night ? '19:00' : '07:00', rnd.chance(0.1) ? rnd.int(15, 45) : rnd.int(-5, 5));
      const clockOut = at(night ? addDays(date, 1) : date, night ? '05:30' : '15:30', rnd.int(-8, 8));
      if (Date.parse(clockOut) > now.getTime()) continue;
      const position = positionNear(rnd, job, rnd.chance(0.05));
      queue.push(upload(worker.id, job.id, 'in', clockIn, position, !rnd.chance(0.03)));
      if (rnd.chance(0.02)) continue; // a forgotten clock-out: closed at the split threshold and flagged
      queue.push(upload(worker.id, job.id, 'out', clockOut, position, true));
    }
    await uploadQueue(ctx, foreman, queue);
  }

  await approveBefore(ctx, demo.payroll, addDays(today.start, -7), {
    workforce: 'subcontractors',
    field: 'punches',
  });
}

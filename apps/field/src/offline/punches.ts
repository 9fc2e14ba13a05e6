import { db, type QueuedPunch } from './db.ts';

/** Keeps a new punch on the phone (state saved) and asks for a background send where there is one. */
export async function savePunches(punches: Omit<QueuedPunch, 'seq' | 'state' | 'message'>[]): Promise<void> {
  await db.punches.bulkAdd(punches.map((p) => ({ ...p, state: 'saved' as const, message: null })));
  const reg = await navigator.serviceWorker?.getRegistration('/field/').catch(() => undefined);
  const sync = (
    reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register('send-punches').catch(() => undefined);
}

/** The newest punches first. */
export const recentPunches = (limit: number) => db.punches.orderBy('seq').reverse().limit(limit).toArray();

export const waitingCount = () => db.punches.where('state').equals('saved').count();

/**
 * Who is clocked in according to the punches made on this phone: each person's last punch that the
 * server did not refuse, when it is a clock-in.
 */
export async function openShifts(): Promise<QueuedPunch[]> {
  const last = new Map<number, QueuedPunch>();
  await db.punches.orderBy('seq').each((p) => {
    if (p.state !== 'refused') last.set(p.employee_id, p);
  });
  return [...last.values()].filter((p) => p.type === 'in');
}

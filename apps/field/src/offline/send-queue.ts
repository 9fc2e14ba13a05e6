import { ApiError, api, OfflineError } from '../api/client.ts';
import { db, type QueuedPunch } from './db.ts';
import { punchReasons } from './reasons.ts';
import { markSessionCopyExpired, readSessionCopy } from './session-copy.ts';

/** Punches per batch call: the server takes up to 500, photos make a call of 50 about 3 MB. */
const BATCH_SIZE = 50;

interface Outcome {
  client_id: string;
  ok: boolean;
  duplicate?: boolean;
  held?: true;
  message?: string;
}

/** How a send went: everything sent, or why the rest waits. */
export type SendResult =
  | { status: 'done'; sent: number }
  | { status: 'offline' | 'signed-out' | 'expired' }
  | { status: 'error'; message: string };

let running: Promise<SendResult> | null = null;

/**
 * Sends the waiting punches through the batch call, oldest first, a batch at a time. One send at a time
 * in this page (and, where the browser has Web Locks, across the page and its service worker); the
 * client ids make a repeated upload store nothing twice, so a send cut off halfway is simply repeated.
 */
export function sendQueue(): Promise<SendResult> {
  running ??= withLock(sendAll).finally(() => {
    running = null;
  });
  return running;
}

function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('field-send-queue', fn) : fn();
}

async function sendAll(): Promise<SendResult> {
  let sent = 0;
  for (;;) {
    const session = await readSessionCopy();
    if (!session) return { status: 'signed-out' };
    if (session.expired) return { status: 'expired' };
    const batch = (await db.punches.where('state').equals('saved').sortBy('seq')).slice(0, BATCH_SIZE);
    if (batch.length === 0) return { status: 'done', sent };
    let outcomes: Outcome[];
    try {
      outcomes = await api<Outcome[]>('punches/batch', {
        method: 'POST',
        token: session.token,
        body: { punches: batch.map(upload) },
      });
    } catch (err) {
      if (err instanceof OfflineError) return { status: 'offline' };
      if (err instanceof ApiError && err.status === 401) {
        await markSessionCopyExpired();
        return { status: 'expired' };
      }
      // The whole call was refused for one punch's field (say, a photo that is not an image): that
      // punch is refused with its message, the others go in the next round.
      const refused = err instanceof ApiError && err.status === 422 ? err : null;
      const bad = refused ? refusedIndex(refused.errors) : null;
      if (refused && bad !== null && batch[bad]) {
        await settle(batch[bad], {
          client_id: batch[bad].client_id,
          ok: false,
          message: fieldMessage(refused),
        });
        continue;
      }
      return { status: 'error', message: err instanceof Error ? err.message : String(err) };
    }
    const byId = new Map(outcomes.map((o) => [o.client_id, o]));
    await db.transaction('rw', db.punches, async () => {
      for (const p of batch) {
        const o = byId.get(p.client_id);
        if (o) await settle(p, o);
      }
    });
    sent += outcomes.filter((o) => o.ok).length;
  }
}

/**
 * A queued punch as the batch call takes it, with why it has no photo or position.
 * @internal Tested on its own (what a punch without a photo or position sends).
 */
export function upload(p: QueuedPunch) {
  return {
    client_id: p.client_id,
    employee_id: p.employee_id,
    job_id: p.job_id,
    type: p.type,
    device_time: p.device_time,
    latitude: p.latitude,
    longitude: p.longitude,
    photo: p.photo,
    face_match: p.face_match,
    ...punchReasons(p.notes),
  };
}

/**
 * The server's answer kept on the punch; its photo is dropped once the server has it. A held punch
 * shows the server's held answer in the phone's language (the batch answers it with held: true).
 */
async function settle(p: QueuedPunch, o: Outcome): Promise<void> {
  const state = !o.ok ? 'refused' : o.held ? 'held' : 'sent';
  await db.punches.update(p.seq!, {
    state,
    message: o.ok ? (o.message ?? null) : (o.message ?? 'Refused'),
    ...(o.ok ? { photo: null } : {}),
  });
}

function refusedIndex(errors: Record<string, string> | null): number | null {
  const key = Object.keys(errors ?? {}).find((k) => /^punches\.\d+\./.test(k));
  return key ? Number(key.split('.')[1]) : null;
}

function fieldMessage(err: ApiError): string {
  const first = Object.values(err.errors ?? {})[0];
  return first ?? err.message;
}

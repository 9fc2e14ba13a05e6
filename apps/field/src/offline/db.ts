import Dexie, { type EntityTable } from 'dexie';

/** Where a punch stands: kept on the phone, stored by the server, refused, or held for a closed week. */
type PunchState = 'saved' | 'sent' | 'refused' | 'held';

/** A clock-in or clock-out kept on the phone (IndexedDB) until the server has answered it. */
export interface QueuedPunch {
  /** The order punches were made in; they are sent in this order. */
  seq?: number;
  client_id: string;
  employee_id: number;
  employee_name: string;
  job_id: number;
  job_code: string;
  type: 'in' | 'out';
  /** The phone's clock with its offset. */
  device_time: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  /** Base64 JPEG without its data: prefix; dropped once the server has it. */
  photo: string | null;
  face_match: boolean | null;
  /**
   * Why there is no photo or position (`camera.denied`, `gps.timeout`...), shown on the phone and sent
   * as the punch's no_photo_reason and no_location_reason (reasons.ts).
   */
  notes: string[];
  state: PunchState;
  /** The server's message for a refused or held punch. */
  message: string | null;
  made_by_crew: boolean;
}

interface Kept {
  key: string;
  value: unknown;
}

export const db = new Dexie('field-app') as Dexie & {
  punches: EntityTable<QueuedPunch, 'seq'>;
  kv: EntityTable<Kept, 'key'>;
};
db.version(1).stores({ punches: '++seq, &client_id, state, employee_id', kv: 'key' });

export async function readKept<T>(key: string): Promise<T | undefined> {
  return (await db.kv.get(key))?.value as T | undefined;
}

export async function keep(key: string, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
}

export async function forget(key: string): Promise<void> {
  await db.kv.delete(key);
}

import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { authorization } from './auth-queries.ts';
import { readWeekRevisions, weeksOfRange } from './data-revision.ts';

type AuthorizationRow = Awaited<ReturnType<typeof authorization>>[number];

interface Authorization {
  /** The session's authorization (auth-queries.ts), none for an unknown session. */
  row: AuthorizationRow | undefined;
  /** The company's data revision (platform/data-revision.ts). */
  revision: number;
}

/** Where a request's authorization comes from (docs/decisions/006-authorization-kept-in-memory.md). */
interface AuthorizationSource {
  /** `fresh`: read from the database whatever is kept (a write's authorization is always). */
  read(tokenId: string, fresh: boolean): Promise<Authorization>;
  /**
   * The revision of the company's weeks from `start`'s to `end`'s (platform/data-revision.ts): a sum
   * of counters that only move on, so it moves on whenever one of them does.
   */
  weeksRevision(companyId: number, start: string, end: string, fresh: boolean): Promise<number>;
  /**
   * A write request of this instance begins; the returned function is called when its answer is ready
   * (after its commit). Reads that begin from then on see the write.
   */
  beginWrite(): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'portal_changes';
/** How often the listener checks that its connection still delivers, and how long it may stay silent. */
const PING_MS = 2_000;
const SILENT_MS = 6_000;
const RECONNECT_MS = 1_000;
/** Longer ranges read their weeks' revisions from the database (one range of its primary key). */
const MAX_KEPT_WEEKS = 16;

/** Every request's authorization read from the database (SQLite, or PostgreSQL without a listener). */
export function readEveryTime(db: Db): AuthorizationSource {
  return {
    read: async (tokenId) => fromRows(await authorization(db, tokenId)),
    weeksRevision: async (companyId, start, end) => sum(await readWeekRevisions(db, companyId, start, end)),
    beginWrite: () => () => {},
    close: async () => {},
  };
}

const sum = (revisions: Map<string, number>) => {
  let total = 0;
  for (const revision of revisions.values()) total += revision;
  return total;
};

function fromRows(rows: AuthorizationRow[]): Authorization {
  return { row: rows[0], revision: Number(rows[0]?.data_revision ?? 0) };
}

/**
 * On PostgreSQL, the authorizations of the sessions in use and the companies' data revisions, kept in
 * memory while a listener connection hears of every change to them (the triggers of migration
 * 2026-11-26T0021 NOTIFY at commit). Kept values are answered only while the listener is known to be
 * live (its own pings come back) and no write of this instance that has ended is waiting for its
 * notifications to come back, so an instance always reads its own writes; anything else reads the
 * database, as the writes' authorizations always do. A write still under way does not send reads to
 * the database: a read that begins before a write's answer is ready may see the data before or after
 * it, as if it had come a moment earlier or later; while phones upload, reads would otherwise wait for
 * a pooled connection beside the batches' transactions.
 */
export class NotifiedAuthorizations implements AuthorizationSource {
  private readonly sessions = new LRUCache<string, AuthorizationRow>({ max: 10_000 });
  private readonly revisions = new Map<number, number>();
  /** Week revisions by `company week`, 0 for a week read without one. */
  private readonly weeks = new LRUCache<string, number>({ max: 10_000 });
  /** Moves on whenever kept authorizations are dropped: a read begun before then is not kept. */
  private generation = 0;
  private client: pg.Client | null = null;
  private lastHeard = 0;
  private readonly id = randomBytes(8).toString('hex');
  private sequence = 0;
  /** This instance's pings and ended writes whose own notification has not come back yet. */
  private readonly awaiting = new Set<number>();
  /** The listener's last notification sent to itself, which the next one waits for. */
  private sending: Promise<unknown> = Promise.resolve();
  private pingSent: number | null = null;
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  private readonly lostClients = new WeakSet<pg.Client>();

  constructor(
    private readonly db: Db,
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.ping(), PING_MS).unref();
    void this.connect();
  }

  async read(tokenId: string, fresh: boolean): Promise<Authorization> {
    const live = this.live();
    if (!fresh && live && this.awaiting.size === 0) {
      const row = this.sessions.get(tokenId);
      const revision = row && this.revisions.get(row.company_id);
      if (revision !== undefined) return { row, revision };
    }
    const generation = this.generation;
    const read = fromRows(await authorization(this.db, tokenId));
    const row = read.row;
    if (row && live && generation === this.generation) {
      this.sessions.set(tokenId, row);
      this.keepRevision(row.company_id, read.revision);
    }
    return read;
  }

  async weeksRevision(companyId: number, start: string, end: string, fresh: boolean): Promise<number> {
    const live = this.live();
    const weeks = weeksOfRange(start, end);
    const keepable = weeks.length <= MAX_KEPT_WEEKS;
    if (!fresh && keepable && live && this.awaiting.size === 0) {
      let total = 0;
      for (const week of weeks) {
        const revision = this.weeks.get(`${companyId} ${week}`);
        if (revision === undefined) {
          total = -1;
          break;
        }
        total += revision;
      }
      if (total >= 0) return total;
    }
    const generation = this.generation;
    const read = await readWeekRevisions(this.db, companyId, start, end);
    if (keepable && live && generation === this.generation) {
      for (const week of weeks) this.keepWeek(`${companyId} ${week}`, read.get(week) ?? 0);
    }
    return sum(read);
  }

  beginWrite(): () => void {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      // The write's changes were notified at its commit; this comes back after them.
      this.sync();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const client = this.client;
    this.drop();
    await client?.end().catch(() => {});
  }

  private live(): boolean {
    return this.client !== null && Date.now() - this.lastHeard < SILENT_MS;
  }

  /** Revisions only move on, and notifications and reads may arrive in either order. */
  private keepRevision(companyId: number, revision: number) {
    if (revision > (this.revisions.get(companyId) ?? -1)) this.revisions.set(companyId, revision);
  }

  private keepWeek(key: string, revision: number) {
    if (revision > (this.weeks.get(key) ?? -1)) this.weeks.set(key, revision);
  }

  private drop() {
    this.client = null;
    this.sessions.clear();
    this.revisions.clear();
    this.weeks.clear();
    this.awaiting.clear();
    this.pingSent = null;
    this.generation++;
  }

  private notified(payload: string) {
    const [kind, a, b, c] = payload.split(' ');
    if (kind === 'revision') {
      this.keepRevision(Number(a), Number(b));
    } else if (kind === 'week') {
      this.keepWeek(`${a} ${b}`, Number(c));
    } else if (kind === 'sync') {
      if (a !== this.id) return;
      this.awaiting.delete(Number(b));
      this.lastHeard = Date.now();
      if (Number(b) === this.pingSent) this.pingSent = null;
    } else {
      this.sessions.clear();
      this.generation++;
    }
  }

  private sync(): number | null {
    const client = this.client;
    if (!client) return null;
    const n = ++this.sequence;
    this.awaiting.add(n);
    // One statement at a time on the listener's connection: pg queues a query sent while another runs
    // only as a deprecated courtesy.
    this.sending = this.sending
      .then(() => client.query('select pg_notify($1, $2)', [CHANNEL, `sync ${this.id} ${n}`]))
      .catch((err: unknown) => this.lost(client, err));
    return n;
  }

  private ping() {
    const client = this.client;
    if (!client) return;
    if (this.pingSent !== null) {
      if (Date.now() - this.lastHeard >= SILENT_MS) this.lost(client, new Error('the listener went silent'));
      return;
    }
    this.pingSent = this.sync();
  }

  private async connect() {
    if (this.closed) return;
    // Loaded here, not at the top: a start on SQLite never loads the PostgreSQL client.
    const { default: postgres } = await import('pg');
    const client = new postgres.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (m) => {
      if (this.client === client) this.notified(m.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('the listener connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed) return void client.end().catch(() => {});
    // Everything kept before may have missed a change: start again from the database.
    this.drop();
    this.client = client;
    // A send stuck on the connection before, if any, does not hold this one's back.
    this.sending = Promise.resolve();
    this.lastHeard = Date.now();
  }

  private lost(client: pg.Client, err: unknown) {
    if (this.closed || this.lostClients.has(client)) return;
    this.lostClients.add(client);
    if (this.client === client) this.drop();
    this.log.warn(
      { err },
      'change listener lost; authorizations are read from the database until it is back',
    );
    client.end().catch(() => {});
    setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase } from '../../test/harness.ts';
import { compiledOnce } from './compiled-query.ts';
import type { Engine } from './database.ts';
import type { DB } from './schema.ts';

/** A table of the schema's shape is enough: the queries are built against the schema's types. */
async function openWithSites(engine: Engine): Promise<{ db: Kysely<DB>; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compiled-'));
  const { handle, drop } = await freshDatabase(engine, dir);
  const db = handle.db;
  await sql`create table sites (id integer primary key, company_id integer not null, name text not null, code text not null)`.execute(
    db,
  );
  await sql`insert into sites values (1, 7, 'North', 'A'), (2, 7, 'South', 'B'), (3, 8, 'North', 'A'), (4, 7, 'East', 'A')`.execute(
    db,
  );
  return {
    db,
    drop: async () => {
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(ENGINES)('a query compiled once (%s)', (engine) => {
  let db: Kysely<DB>;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await openWithSites(engine)));
  afterAll(async () => {
    await drop();
    await db.destroy();
  });

  // A value of its own (code 'A') between the arguments, and one argument used twice.
  const activeSites = compiledOnce((db, companyId: number, name: string) =>
    db
      .selectFrom('sites')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('code', '=', 'A')
      .where((eb) => eb.or([eb('name', '=', name), eb('name', '>', name)]))
      .orderBy('id'),
  );

  it('answers each call with its own arguments, as the same query built each time does', async () => {
    for (const [company, name] of [
      [7, 'North'],
      [7, 'A'],
      [8, 'North'],
      [9, 'North'],
    ] as const) {
      const direct = await db
        .selectFrom('sites')
        .select(['id', 'name'])
        .where('company_id', '=', company)
        .where('code', '=', 'A')
        .where((eb) => eb.or([eb('name', '=', name), eb('name', '>', name)]))
        .orderBy('id')
        .execute();
      expect(await activeSites(db, company, name)).toEqual(direct);
    }
    expect((await activeSites(db, 7, 'A')).map((s) => s.id)).toEqual([1, 4]);
  });

  it('runs inside a transaction, on its connection', async () => {
    const seen = db.transaction().execute(async (trx) => {
      await trx.updateTable('sites').set({ name: 'West' }).where('id', '=', 4).execute();
      expect((await activeSites(trx, 7, 'West')).map((s) => s.id)).toEqual([4]);
      throw new Error('taken back');
    });
    await expect(seen).rejects.toThrow('taken back');
    expect((await activeSites(db, 7, 'West')).map((s) => s.id)).toEqual([]);
  });

  it('takes lists of any length, each length compiled once and run again with other values', async () => {
    const named = compiledOnce((db, companyId: number, names: readonly string[]) =>
      db
        .selectFrom('sites')
        .select('id')
        .where('company_id', '=', companyId)
        .where('name', 'in', names)
        .orderBy('id'),
    );
    const ids = async (companyId: number, names: string[]) =>
      (await named(db, companyId, names)).map((s) => s.id);
    expect(await ids(7, ['North'])).toEqual([1]);
    expect(await ids(7, ['South'])).toEqual([2]);
    expect(await ids(7, ['North', 'East'])).toEqual([1, 4]);
    expect(await ids(8, ['South', 'North'])).toEqual([3]);
    expect(await ids(7, ['West', 'South', 'East'])).toEqual([2, 4]);
  });

  it('inserts rows of their own columns and values, a left-out column taking its default', async () => {
    await sql`create table marks (id integer primary key, site_id integer not null, note text, code text not null default 'Z')`.execute(
      db,
    );
    const insert = compiledOnce(
      (db, rows: readonly { id: number; site_id: number; note: string | null; code?: string }[]) =>
        db.insertInto('marks' as 'sites').values(rows as never),
    );
    await insert(db, [{ id: 1, site_id: 1, note: 'a', code: 'X' }]);
    await insert(db, [{ id: 2, site_id: 2, note: null, code: 'Y' }]);
    await insert(db, [{ id: 3, site_id: 3, note: 'c', code: undefined }]);
    await insert(db, [
      { id: 4, site_id: 4, note: 'd', code: 'W' },
      { id: 6, site_id: 6, note: null, code: 'V' },
    ]);
    await insert(db, [{ id: 5, site_id: 5, note: 'e' }]);
    const { rows } = await sql`select id, site_id, note, code from marks order by id`.execute(db);
    expect(rows.map((r) => ({ ...(r as object) }))).toEqual([
      { id: 1, site_id: 1, note: 'a', code: 'X' },
      { id: 2, site_id: 2, note: null, code: 'Y' },
      { id: 3, site_id: 3, note: 'c', code: 'Z' },
      { id: 4, site_id: 4, note: 'd', code: 'W' },
      { id: 5, site_id: 5, note: 'e', code: 'Z' },
      { id: 6, site_id: 6, note: null, code: 'V' },
    ]);
  });

  it('refuses an argument that does not reach the SQL as a parameter of its own', async () => {
    const workedOut = compiledOnce((db, name: string) =>
      db.selectFrom('sites').select('id').where('name', '=', name.toUpperCase()),
    );
    await expect(workedOut(db, 'north')).rejects.toThrow(
      'Argument value 0 of a compiled query is not one of its parameters',
    );
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { payDifferences, storeAllPayFigures } from '../modules/pay-figures/service.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

describe.each(ENGINES)("the demo company's stored pay figures on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: 'true' });
  }, 240_000);
  afterAll(() => t.close());

  it('match a fresh computation by the domain after the seed, every write of it through the services', async () => {
    expect(await payDifferences(t.db)).toEqual([]);
  });

  it('are filled in again by the backfill when they were lost, closed weeks as they were paid', async () => {
    const [some] = await t.db.selectFrom('companies').select('id').execute();
    await t.db
      .updateTable('time_entries')
      .set({ paid_hundredths: 0, regular_hundredths: 0, overtime_hundredths: 0, regular_minutes: 0 })
      .where('company_id', '=', some!.id)
      .execute();
    expect((await payDifferences(t.db)).length).toBeGreaterThan(100);
    await storeAllPayFigures(t.db);
    expect(await payDifferences(t.db)).toEqual([]);
  });

  it.runIf(engine === 'sqlite')(
    '`npm run verify-pay` says so, and lists a difference',
    async () => {
      // The operator's environment: the data directory, nothing of the test runner's.
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: t.config.dataDir };
      const run = () => promisify(execFile)('npm', ['run', '--silent', 'verify-pay'], { cwd: root, env });
      expect((await run()).stdout).toContain('Every stored pay figure of an open week matches the domain.');
      const entry = await t.db
        .selectFrom('time_entries')
        .select('id')
        .where('minutes', '>', 0)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('time_entries').set({ paid_hundredths: 1 }).where('id', '=', entry.id).execute();
      const failed = await run().catch((err: { code: number; stdout: string }) => err);
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stdout: string }).stdout).toContain(`entry ${entry.id} `);
      expect((failed as { stdout: string }).stdout).toContain(
        "1 entries' stored pay figures differ from the domain.",
      );
      await storeAllPayFigures(t.db);
    },
    60_000,
  );
});

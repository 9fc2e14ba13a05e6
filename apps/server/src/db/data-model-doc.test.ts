// docs/data-model.md names the tables the migrations make: its table of tables lists each of them once,
// and its diagram draws no table they do not make.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase } from '../../test/harness.ts';
import type { Engine } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/data-model.md'), 'utf8');

/** The tables the rows under "## Tables" name (a row's first cell, split at its commas) on `engine`. */
function listedTables(engine: Engine): string[] {
  const section = doc.split(/^## /m).find((part) => part.startsWith('Tables\n'));
  if (!section) throw new Error('docs/data-model.md has no "## Tables" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // The header and the line under it; then the rows, less those of the other engine.
  return rows
    .slice(2)
    .map((row) => row.split('|'))
    .filter(([, , holds]) => engine === 'postgres' || !holds!.includes('_PostgreSQL only_'))
    .flatMap(([, names]) => names!.split(',').map((name) => name.trim()));
}

/** Every table the mermaid diagram draws, on either side of a relation. */
function drawnTables(): string[] {
  const diagram = /```mermaid\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  return [...diagram.matchAll(/^\s+(\w+) \S+ (\w+) :/gm)].flatMap((match) => [match[1]!, match[2]!]);
}

describe.each(ENGINES)('docs/data-model.md on %s', (engine) => {
  it("lists exactly the migrated schema's tables, and draws none other", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-model-'));
    const { handle, drop } = await freshDatabase(engine, dir);
    try {
      await migrateToLatest(handle.db);
      const schema =
        engine === 'postgres'
          ? (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0]?.s
          : undefined;
      const tables = (await handle.db.introspection.getTables())
        .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
        .map((table) => table.name)
        .sort();

      const listed = listedTables(engine);
      expect(listed.toSorted()).toEqual(tables);
      expect(new Set(listed).size).toBe(listed.length);
      expect(drawnTables().filter((name) => !tables.includes(name))).toEqual([]);
    } finally {
      await drop();
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

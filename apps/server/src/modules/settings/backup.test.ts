import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepOnlyCompany } from './backup.ts';

/** A small file of two companies, shaped like the portal's: every data table carries company_id. */
function twoCompanies(file: string) {
  const db = new Database(file);
  db.exec(`
    create table companies (id integer primary key autoincrement, code text unique);
    create table users (id integer primary key autoincrement, company_id integer, email text unique);
    create table kysely_migration (name text primary key, timestamp text);
    insert into companies (code) values ('OURS01'), ('THEIRS02');
    insert into users (company_id, email) values (1, 'clerk@ours.example.com'), (2, 'owner@theirs.example.com');
    insert into kysely_migration values ('2026-11-21T0001-initial', 'now');
  `);
  db.exec('analyze');
  return db;
}

describe('keepOnlyCompany', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-unit-'));
    file = path.join(dir, 'copy.sqlite');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("leaves no byte of another company's rows, statistics or row counters", () => {
    twoCompanies(file).close();
    keepOnlyCompany(file, 1);
    const bytes = fs.readFileSync(file).toString('latin1');
    expect(bytes).toContain('clerk@ours.example.com');
    expect(bytes).not.toContain('owner@theirs.example.com');
    expect(bytes).not.toContain('THEIRS02');
    const db = new Database(file, { readonly: true });
    try {
      expect(db.prepare("select seq from sqlite_sequence where name = 'users'").pluck().get()).toBe(1);
      expect(db.prepare('select count(*) from kysely_migration').pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });

  it('refuses to cut a file with a table that holds rows but no company_id', () => {
    const db = twoCompanies(file);
    db.exec(
      "create table exports (id integer primary key, body text); insert into exports (body) values ('x')",
    );
    db.close();
    expect(() => keepOnlyCompany(file, 1)).toThrow('backup: table exports has no company_id');
  });
});

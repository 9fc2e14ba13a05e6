import type { ExternalCompany, ExternalEmployee, ExternalJob, SourceName } from './connectors/source.ts';

/*
 * What applying a part would change, worked out without touching the database: rows to insert, rows
 * to update (only the fields that differ), and conflicts that stop the part. Rows match by the
 * source's external id; a row the portal holds without one is adopted by its code (employees, jobs)
 * or its name (sub-contractor companies).
 */

export interface Update<R> {
  id: number;
  label: string;
  set: Partial<R>;
  /** The values `set` replaces, for the audit row. */
  before: Partial<R>;
}

export interface Plan<R> {
  inserts: { label: string; values: Partial<R> }[];
  updates: Update<R>[];
  conflicts: string[];
}

interface Kind<R extends { id: number }, I> {
  /** The row's id in this source, or null when it came from elsewhere or nowhere. */
  linkedId(row: R): string | null;
  externalId(item: I): string;
  /** The code or name rows meet on; `unique` when the database allows one row per key. */
  key(row: R | I): string;
  unique: boolean;
  /** A row without an external id that this source may take over. */
  adoptable(row: R): boolean;
  wanted(item: I): Partial<R>;
  link(item: I): Partial<R>;
  label(item: I): string;
}

function planUpserts<R extends { id: number }, I>(kind: Kind<R, I>, existing: R[], incoming: I[]): Plan<R> {
  const byLinkedId = new Map<string, R>();
  const byKey = new Map<string, R>();
  for (const row of existing) {
    const linked = kind.linkedId(row);
    if (linked !== null) byLinkedId.set(linked, row);
    byKey.set(kind.key(row), row);
  }
  const plan: Plan<R> = { inserts: [], updates: [], conflicts: [] };
  const seenIds = new Set<string>();
  const seenKeys = new Set<string>();
  for (const item of incoming) {
    const id = kind.externalId(item);
    const key = kind.key(item);
    if (seenIds.has(id) || (kind.unique && seenKeys.has(key))) {
      plan.conflicts.push(`${kind.label(item)} comes twice`);
      continue;
    }
    seenIds.add(id);
    seenKeys.add(key);
    const linked = byLinkedId.get(id);
    const holder = byKey.get(key);
    const row = linked ?? (holder && kind.adoptable(holder) ? holder : undefined);
    if (kind.unique && holder && holder !== row) {
      plan.conflicts.push(`${kind.label(item)}: ${key} already belongs to another record`);
      continue;
    }
    const wanted = { ...kind.wanted(item), ...(linked ? {} : kind.link(item)) };
    if (!row) {
      plan.inserts.push({ label: kind.label(item), values: wanted });
      continue;
    }
    const { set, before } = changedFields(row, wanted);
    if (Object.keys(set).length > 0) plan.updates.push({ id: row.id, label: kind.label(item), set, before });
  }
  return plan;
}

function changedFields<R>(row: R, wanted: Partial<R>): { set: Partial<R>; before: Partial<R> } {
  const set: Partial<R> = {};
  const before: Partial<R> = {};
  for (const field of Object.keys(wanted) as (keyof R)[]) {
    if (row[field] !== wanted[field]) {
      set[field] = wanted[field];
      before[field] = row[field];
    }
  }
  return { set, before };
}

export interface EmployeeRow {
  id: number;
  code: string;
  first_name: string;
  last_name: string;
  is_active: number;
  external_source: string | null;
  external_id: string | null;
  subcontractor_company_id: number | null;
}

/** The company's own employees from a source; sub-contractors' workers are never matched or touched. */
export function planEmployees(source: SourceName, existing: EmployeeRow[], incoming: ExternalEmployee[]) {
  return planUpserts<EmployeeRow, ExternalEmployee>(
    {
      linkedId: (r) =>
        r.external_source === source && r.subcontractor_company_id === null ? r.external_id : null,
      externalId: (e) => e.externalId,
      key: (r) => r.code,
      unique: true,
      adoptable: (r) => r.external_id === null && r.subcontractor_company_id === null,
      wanted: (e) => ({
        code: e.code,
        first_name: e.firstName,
        last_name: e.lastName,
        is_active: e.active ? 1 : 0,
      }),
      link: (e) => ({ external_source: source, external_id: e.externalId }),
      label: (e) => `${e.code} ${e.firstName} ${e.lastName}`,
    },
    existing,
    incoming,
  );
}

/**
 * The company's own active employees that came from the source but are in neither of its lists:
 * they have left, so they are deactivated (never deleted: their time stays).
 */
export function missingEmployees(
  source: SourceName,
  existing: EmployeeRow[],
  present: ReadonlySet<string>,
): Update<EmployeeRow>[] {
  return existing
    .filter(
      (r) =>
        r.external_source === source &&
        r.subcontractor_company_id === null &&
        r.is_active === 1 &&
        r.external_id !== null &&
        !present.has(r.external_id),
    )
    .map((r) => ({
      id: r.id,
      label: `${r.code} ${r.first_name} ${r.last_name}`,
      set: { is_active: 0 },
      before: { is_active: 1 },
    }));
}

export interface JobRow {
  id: number;
  code: string;
  name: string;
  pm_code: string | null;
  latitude: number | null;
  longitude: number | null;
  is_active: number;
  external_source: string | null;
  external_id: string | null;
}

/** Jobs with their PM code and location; a job's default times and areas stay the portal's. */
export function planJobs(source: SourceName, existing: JobRow[], incoming: ExternalJob[]) {
  return planUpserts<JobRow, ExternalJob>(
    {
      linkedId: (r) => (r.external_source === source ? r.external_id : null),
      externalId: (j) => j.externalId,
      key: (r) => r.code,
      unique: true,
      adoptable: (r) => r.external_id === null,
      wanted: (j) => ({
        code: j.code,
        name: j.name,
        pm_code: j.pmCode,
        latitude: j.latitude,
        longitude: j.longitude,
        is_active: j.active ? 1 : 0,
      }),
      link: (j) => ({ external_source: source, external_id: j.externalId }),
      label: (j) => `${j.code} ${j.name}`,
    },
    existing,
    incoming,
  );
}

export interface CompanyRow {
  id: number;
  name: string;
  is_active: number;
  external_id: string | null;
}

/** Sub-contractor companies; one the portal already holds by the same name is linked, not doubled. */
export function planCompanies(existing: CompanyRow[], incoming: ExternalCompany[]) {
  return planUpserts<CompanyRow, ExternalCompany>(
    {
      linkedId: (r) => r.external_id,
      externalId: (c) => c.externalId,
      key: (r) => r.name.trim().toLowerCase(),
      unique: false,
      adoptable: (r) => r.external_id === null,
      wanted: (c) => ({ name: c.name, is_active: c.active ? 1 : 0 }),
      link: (c) => ({ external_id: c.externalId }),
      label: (c) => c.name,
    },
    existing,
    incoming,
  );
}

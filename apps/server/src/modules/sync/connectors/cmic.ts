import { z } from 'zod';
import { getJson, readAllPages, type HttpSettings } from './http.ts';
import { parsePage } from './page.ts';
import { SourceError, type ExternalEmployee, type ExternalJob, type SyncSource } from './source.ts';

/*
 * CMiC's REST resources as this client reads them: collections paged with limit/offset that answer
 * { items, count, hasMore, limit, offset } and filter with q=Field='value';Field='value'.
 * Field names are kept in this file only (docs/sync.md says how they were chosen).
 */

const CMIC_PAGE_SIZE = 500;
export const CMIC_PATHS = {
  employees: '/hcm-rest-api/rest/1/pyemployee',
  jobs: '/jc-rest-api/rest/1/jcjob',
} as const;

const cmicEmployee = z.object({
  EmpUniqueId: z.string().min(1),
  EmpNo: z.string().min(1),
  EmpFirstName: z.string(),
  EmpLastName: z.string(),
  /** A: active, I: inactive (terminated or on leave). */
  EmpStatusCode: z.enum(['A', 'I']),
  EmpCompCode: z.string(),
});
export type CmicEmployee = z.infer<typeof cmicEmployee>;

const cmicJob = z.object({
  JobUniqueId: z.string().min(1),
  JobCode: z.string().min(1),
  JobName: z.string(),
  JobPmCode: z.string().nullable(),
  JobLatitude: z.number().nullable(),
  JobLongitude: z.number().nullable(),
  /** A: active, C: closed. */
  JobStatusCode: z.enum(['A', 'C']),
  JobCompCode: z.string(),
});
export type CmicJob = z.infer<typeof cmicJob>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), hasMore: z.boolean(), count: z.number(), offset: z.number() });

/** @internal The sync plan's tests read outside records with it. */
export function fromCmicEmployee(r: CmicEmployee): ExternalEmployee {
  return {
    externalId: r.EmpUniqueId,
    code: r.EmpNo.trim(),
    firstName: r.EmpFirstName.trim(),
    lastName: r.EmpLastName.trim(),
    active: r.EmpStatusCode === 'A',
  };
}

/** @internal The sync plan's tests read outside records with it. */
export function fromCmicJob(r: CmicJob): ExternalJob {
  return {
    externalId: r.JobUniqueId,
    code: r.JobCode.trim(),
    name: r.JobName.trim(),
    pmCode: r.JobPmCode?.trim() || null,
    latitude: r.JobLatitude,
    longitude: r.JobLongitude,
    active: r.JobStatusCode === 'A',
  };
}

export interface CmicSettings {
  baseUrl: string;
  username: string | undefined;
  password: string | undefined;
}

/** CMiC: employees and jobs of one CMiC company (the company's cmic_companycode setting). */
export function cmicSource(cfg: CmicSettings, http: HttpSettings, companyCode: string | null): SyncSource {
  const headers: Record<string, string> = cfg.username
    ? { authorization: `Basic ${Buffer.from(`${cfg.username}:${cfg.password ?? ''}`).toString('base64')}` }
    : {};

  async function readAll<S extends z.ZodType>(path: string, filter: string, schema: S, what: string) {
    if (!companyCode) throw new SourceError(`${what}: the CMiC company code is not set in Settings`);
    return readAllPages(async (index, received) => {
      const url = new URL(path, cfg.baseUrl);
      url.searchParams.set('limit', String(CMIC_PAGE_SIZE));
      url.searchParams.set('offset', String(received));
      url.searchParams.set('q', filter);
      const label = `${what}, page ${index + 1}`;
      const body = parsePage(page(schema), await getJson(url, label, headers, http), label);
      return { items: body.items as z.infer<S>[], more: body.hasMore };
    });
  }

  return {
    name: 'cmic',
    async employees(active) {
      const status = active ? 'A' : 'I';
      const rows = await readAll(
        CMIC_PATHS.employees,
        `EmpCompCode='${companyCode}';EmpStatusCode='${status}'`,
        cmicEmployee,
        `CMiC ${active ? 'active' : 'inactive'} employees`,
      );
      return rows.map(fromCmicEmployee);
    },
    async jobs() {
      const rows = await readAll(CMIC_PATHS.jobs, `JobCompCode='${companyCode}'`, cmicJob, 'CMiC jobs');
      return rows.map(fromCmicJob);
    },
    async subcontractorCompanies() {
      return [];
    },
  };
}

import { z } from 'zod';
import { getJson, readAllPages, type HttpSettings } from './http.ts';
import { parsePage } from './page.ts';
import type { ExternalCompany, ExternalJob, SyncSource } from './source.ts';

/*
 * Star Builder's REST resources as this client reads them: numbered pages that answer
 * { data, meta: { page, per_page, total_pages } }, with a bearer API key.
 */

const STAR_BUILDER_PAGE_SIZE = 200;
export const STAR_BUILDER_PATHS = {
  subcontractors: '/api/v2/subcontractors',
  projects: '/api/v2/projects',
} as const;

const starBuilderSubcontractor = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  status: z.enum(['active', 'inactive']),
});
export type StarBuilderSubcontractor = z.infer<typeof starBuilderSubcontractor>;

const starBuilderProject = z.object({
  id: z.string().min(1),
  number: z.string().min(1),
  name: z.string(),
  pm_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(['active', 'closed']),
});
export type StarBuilderProject = z.infer<typeof starBuilderProject>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ page: z.number(), per_page: z.number(), total_pages: z.number() }),
  });

/** @internal The sync plan's tests read outside records with it. */
export function fromStarBuilderSubcontractor(r: StarBuilderSubcontractor): ExternalCompany {
  return { externalId: r.id, name: r.name.trim(), active: r.status === 'active' };
}

/** @internal The sync plan's tests read outside records with it. */
export function fromStarBuilderProject(r: StarBuilderProject): ExternalJob {
  return {
    externalId: r.id,
    code: r.number.trim(),
    name: r.name.trim(),
    pmCode: r.pm_code?.trim() || null,
    latitude: r.latitude,
    longitude: r.longitude,
    active: r.status === 'active',
  };
}

export interface StarBuilderSettings {
  baseUrl: string;
  apiKey: string | undefined;
}

/** Star Builder: its projects (jobs) and the sub-contractor companies working on them. */
export function starBuilderSource(cfg: StarBuilderSettings, http: HttpSettings): SyncSource {
  const headers: Record<string, string> = cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {};

  function readAll<S extends z.ZodType>(path: string, schema: S, what: string) {
    return readAllPages(async (index) => {
      const url = new URL(path, cfg.baseUrl);
      url.searchParams.set('page', String(index + 1));
      url.searchParams.set('per_page', String(STAR_BUILDER_PAGE_SIZE));
      const label = `${what}, page ${index + 1}`;
      const body = parsePage(page(schema), await getJson(url, label, headers, http), label);
      return { items: body.data as z.infer<S>[], more: body.meta.page < body.meta.total_pages };
    });
  }

  return {
    name: 'star_builder',
    async employees() {
      return [];
    },
    async jobs() {
      const rows = await readAll(STAR_BUILDER_PATHS.projects, starBuilderProject, 'Star Builder projects');
      return rows.map(fromStarBuilderProject);
    },
    async subcontractorCompanies() {
      const rows = await readAll(
        STAR_BUILDER_PATHS.subcontractors,
        starBuilderSubcontractor,
        'Star Builder sub-contractors',
      );
      return rows.map(fromStarBuilderSubcontractor);
    },
  };
}

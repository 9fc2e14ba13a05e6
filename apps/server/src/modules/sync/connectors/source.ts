/** What a sync reads from an outside system, already in the portal's terms (docs/sync.md, Mapping). */

export type SourceName = 'cmic' | 'star_builder';

export interface ExternalEmployee {
  externalId: string;
  code: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

export interface ExternalJob {
  externalId: string;
  code: string;
  name: string;
  pmCode: string | null;
  latitude: number | null;
  longitude: number | null;
  active: boolean;
}

export interface ExternalCompany {
  externalId: string;
  name: string;
  active: boolean;
}

/**
 * One outside system. Each read returns every record of its kind or throws a SourceError that says
 * what could not be read; a system that has no records of a kind returns none.
 */
export interface SyncSource {
  readonly name: SourceName;
  employees(active: boolean): Promise<ExternalEmployee[]>;
  jobs(): Promise<ExternalJob[]>;
  subcontractorCompanies(): Promise<ExternalCompany[]>;
}

/** A read that failed, in words a clerk can act on; it never carries credentials. */
export class SourceError extends Error {}

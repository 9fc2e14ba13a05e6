import { subcontractorPerDayLimitWarning } from '@portal/domain';
import { approvePunches } from './api/approve-punches.ts';
import { deletePunches } from './api/delete-punches.ts';
import { getPunchDetail, type PunchDetailQuery } from './api/get-punch-detail.ts';
import { subTimesheetKeys } from './api/keys.ts';
import { swapPunches } from './api/swap-punches.ts';
import type { DetailSource } from './detail-source.ts';

type Filters = PunchDetailQuery['filters'];

export interface SubDetailSelection {
  /** 1 by sub contractor (rows are companies, sub rows jobs), 2 by job (the other way round). */
  time_sheet_by: 1 | 2;
  rowId: number;
  subRowId: number;
  location: number | 'all';
  filters: Filters;
}

/**
 * The company and job of a sub row: the first level is the company by sub contractor, the job by job.
 * @internal Tested on its own.
 */
export function companyAndJob({ time_sheet_by, rowId, subRowId }: SubDetailSelection) {
  return time_sheet_by === 1
    ? { company_id: rowId, job_id: subRowId }
    : { company_id: subRowId, job_id: rowId };
}

/**
 * One sub-contractor company's entries on one job. Swap is offered only grouped by job and with more
 * than one entry chosen; the map is at zoom 16.
 */
export function subcontractorDetailSource(selection: SubDetailSelection): DetailSource {
  const { time_sheet_by, location, filters } = selection;
  const query = { ...companyAndJob(selection), time_sheet_by, location, filters };
  return {
    key: [...subTimesheetKeys.detail(), query],
    refreshKey: subTimesheetKeys.all,
    page: (range, offset) =>
      getPunchDetail({ ...query, start_date: range.start, end_date: range.end }, offset),
    approve: (lines, range) =>
      approvePunches({ punches: lines, start_date: range.start, end_date: range.end }),
    swap: swapPunches,
    remove: deletePunches,
    perDayText: (hours) => subcontractorPerDayLimitWarning(hours),
    offersSwap: (chosen) => time_sheet_by === 2 && chosen > 1,
    names: 'worker',
    mapZoom: 16,
  };
}

type Named = { code: string; name: string };

/** The sub list's title: the company's jobs, or the sub contractors on the job. */
export function subListTitle(by: 1 | 2, row: Named): string {
  return by === 1 ? `Jobs of ${row.name}` : `Sub Contractors on ${row.code} - ${row.name}`;
}

/** The detail's title names the company and the job, whichever the first level is. */
export function subDetailTitle(by: 1 | 2, row: Named, subRow: Named): string {
  const [company, job] = by === 1 ? [row, subRow] : [subRow, row];
  return `${company.name} · ${job.code} - ${job.name}`;
}

import type { PunchDetailQuery, SubcontractorEntryDetail } from '@portal/contracts/subcontractor-timesheets';
import { localDateTime } from '@portal/domain';
import type { CompressibleJson } from '../../platform/compressed-json.ts';
import type { AppContext } from '../../platform/context.ts';
import { detailRows, entryCard, hours, jsonBody } from '../timesheets/service.ts';

const either = (a: number, b: number) => (a === 1 || b === 1 ? 1 : 0);

/**
 * One page of a sub-contractor company's entries on a job in the range, filtered, as their cards: the
 * JSON body of its answer.
 */
export async function punchDetail(
  ctx: AppContext,
  companyId: number,
  query: PunchDetailQuery,
): Promise<CompressibleJson> {
  const { settings, total, rows } = await detailRows(ctx.db, {
    companyId,
    workforce: 'subcontractors',
    of: [
      { key: 't.job_id', id: query.job_id },
      { key: 't.subcontractor_company_id', id: query.company_id },
    ],
    start: query.start_date,
    end: query.end_date,
    site: query.location,
    filters: query,
    page: { limit: query.pageSizeLimit, offset: query.offset },
  });
  const tz = settings.time_zone;
  const card = entryCard(ctx, settings);
  const entries = rows.map((r): SubcontractorEntryDetail => ({
    ...card(r),
    total: hours(r.paid_hundredths),
    company_id: r.subcontractor_company_id!,
    company_name: r.company_name ?? '',
    manual_hrs: r.source === 'MANUAL' ? hours(r.paid_hundredths) : null,
    face_status: either(r.face_in_status, r.face_out_status),
    gps_status: either(r.gps_in_status, r.gps_out_status),
    time_status: either(r.clock_in_status, r.clock_out_status),
    field_notes_date: r.field_notes_at ? localDateTime(r.field_notes_at, tz) : null,
  }));
  return jsonBody({ entries, total });
}

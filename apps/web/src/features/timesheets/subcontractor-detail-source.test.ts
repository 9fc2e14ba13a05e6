import { describe, expect, it } from 'vitest';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { envelope, http, server } from '../../test/api-mock.ts';
import {
  companyAndJob,
  subcontractorDetailSource,
  subDetailTitle,
  subListTitle,
} from './subcontractor-detail-source.ts';

const selection = (time_sheet_by: 1 | 2) => ({
  time_sheet_by,
  rowId: 4,
  subRowId: 9,
  location: 'all' as const,
  filters: { faceFlag: true, gpsFlag: false },
});
const range = { start: '2026-11-16', end: '2026-11-17' };

describe('the sub-contractor detail source', () => {
  it('reads the company from the first level by sub contractor and from the sub list by job', () => {
    expect(companyAndJob(selection(1))).toEqual({ company_id: 4, job_id: 9 });
    expect(companyAndJob(selection(2))).toEqual({ company_id: 9, job_id: 4 });
  });

  it('offers Swap only grouped by job and with more than one entry chosen', () => {
    expect(subcontractorDetailSource(selection(1)).offersSwap(3)).toBe(false);
    expect(subcontractorDetailSource(selection(2)).offersSwap(1)).toBe(false);
    expect(subcontractorDetailSource(selection(2)).offersSwap(2)).toBe(true);
  });

  it('words the per-day limit for sub-contractors and shows the map at zoom 16', () => {
    const source = subcontractorDetailSource(selection(1));
    expect(source.perDayText('15', 'Ana Ruiz (11/16/26)')).toBe(
      'Per day limit of 15 hours is exceeded for one or more subcontractor.',
    );
    expect(source.mapZoom).toBe(16);
    expect(source.names).toBe('worker');
  });

  it('asks for the company on the job with the flags that are on, a page at a time', async () => {
    const urls: URL[] = [];
    server.use(
      http.get('/api/v1/sub-contractor-punch-detail', ({ request, response }) => {
        urls.push(new URL(request.url));
        return response(200).json(envelope({ entries: [], total: 0 }));
      }),
    );
    await subcontractorDetailSource(selection(2)).page(range, 10);
    expect(urls).toHaveLength(1);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      company_id: '9',
      job_id: '4',
      time_sheet_by: '2',
      location: 'all',
      faceFlag: 'true',
      start_date: '2026-11-16',
      end_date: '2026-11-17',
      pageSizeLimit: '10',
      offset: '10',
    });
  });

  it('sends the approval as punches with the range', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/sub-contractor-punch-approval-update', async ({ request, response }) => {
        sent.push(await request.json());
        return response(202).json(envelope({ approved: 1 }, TIMESHEET_MSG.approved));
      }),
    );
    const line = {
      id: 5,
      version: 2,
      clock_in_date_time: '2026-11-16 07:00:00 am',
      clock_out_date_time: '2026-11-16 03:30:00 pm',
      notes: 'wrong job selected',
      is_corrected: true,
      is_full_pay: false,
      modified_by: 7,
    };
    await subcontractorDetailSource(selection(1)).approve([line], range);
    expect(sent).toEqual([{ punches: [line], start_date: '2026-11-16', end_date: '2026-11-17' }]);
  });
});

describe('the sub-contractor titles', () => {
  const company = { code: 'SC-1', name: 'Apex Blasting' };
  const job = { code: 'J-2401', name: 'Route 1 Bridge Repaint' };

  it('names the sub list by the first-level row', () => {
    expect(subListTitle(1, company)).toBe('Jobs of Apex Blasting');
    expect(subListTitle(2, job)).toBe('Sub Contractors on J-2401 - Route 1 Bridge Repaint');
  });

  it('names the company and the job in the detail, whichever is the first level', () => {
    const title = 'Apex Blasting · J-2401 - Route 1 Bridge Repaint';
    expect(subDetailTitle(1, company, job)).toBe(title);
    expect(subDetailTitle(2, job, company)).toBe(title);
  });
});

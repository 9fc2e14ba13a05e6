import { describe, expect, it } from 'vitest';
import { createJob as job } from '../../test/factories.ts';
import { firstActiveJob, visibleJobs } from './visible-jobs.ts';

const jobs = [
  job({ id: 1, code: 'J-2401', name: 'Old Pier', is_active: 0 }),
  job({ id: 2, code: 'J-2402', name: 'Harbor Tank Lining' }),
  job({ id: 3, code: 'J-2403', name: 'Penn Station Steel Coating' }),
];

describe('the jobs list', () => {
  it('shows active jobs only unless deactivated ones are asked for', () => {
    expect(visibleJobs(jobs, { showDeactivated: false, search: '' }).map((j) => j.id)).toEqual([2, 3]);
    expect(visibleJobs(jobs, { showDeactivated: true, search: '' }).map((j) => j.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['harbor', [2]],
    ['j-2403', [3]],
    [' STEEL ', [3]],
    ['pier', []],
  ])('searching %j finds %j', (search, ids) => {
    expect(visibleJobs(jobs, { showDeactivated: false, search }).map((j) => j.id)).toEqual(ids);
  });

  it('selects the first active job on load', () => {
    expect(firstActiveJob(jobs)?.id).toBe(2);
    expect(firstActiveJob([jobs[0]!])).toBeUndefined();
  });
});

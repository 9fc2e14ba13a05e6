import { describe, expect, it } from 'vitest';
import { entrySite } from './entry-site.ts';

describe('entrySite', () => {
  it.each([
    { name: "the job's site first", job: 3, employee: 7, site: 3 },
    { name: "the job's site when the employee has none", job: 3, employee: null, site: 3 },
    { name: "the employee's site when the job has none", job: null, employee: 7, site: 7 },
    { name: 'no site when neither has one', job: null, employee: null, site: null },
  ])('$name', ({ job, employee, site }) => {
    expect(entrySite({ site_id: job }, { site_id: employee })).toBe(site);
  });
});

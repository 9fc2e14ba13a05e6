import type { EmployeeReportBy, JobReportBy } from '@portal/contracts/reports';
import type { Job, Person } from './queries.ts';
import { byCode, clockTime, text, type ReportTable } from './table.ts';

/** The Employees and Jobs reports: the company's lists, sorted as the Report by says. */

const name = (p: Person) => `${p.first_name} ${p.last_name}`;
const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');

/** by_id: by code; by_name: by last then first name; by_site: by site (none last), then name. */
export function employeeReport(by: EmployeeReportBy, people: Person[]): ReportTable {
  const byName = (a: Person, b: Person) =>
    byCode(a.last_name, b.last_name) || byCode(a.first_name, b.first_name) || byCode(a.code, b.code);
  const sorted = [...people].sort(
    by === 'by_id'
      ? (a, b) => byCode(a.code, b.code)
      : by === 'by_name'
        ? byName
        : (a, b) => byCode(a.site ?? '\uffff', b.site ?? '\uffff') || byName(a, b),
  );
  const siteFirst = by === 'by_site';
  const columns = [text('ID'), text('Employee'), text('Shift'), text('Email'), text('Phone'), text('Active')];
  const site = text('Site');
  return {
    columns: siteFirst ? [site, ...columns] : [...columns.slice(0, 2), site, ...columns.slice(2)],
    rows: sorted.map((p) => {
      const cells = [p.code, name(p), p.shift === 2 ? 'Night' : 'Day', p.email, p.phone, yesNo(p.is_active)];
      return siteFirst ? [p.site, ...cells] : [...cells.slice(0, 2), p.site, ...cells.slice(2)];
    }),
  };
}

/** by_id: by code; by_name: by name, then code. */
export function jobReport(by: JobReportBy, jobs: Job[]): ReportTable {
  const sorted = [...jobs].sort(
    by === 'by_id'
      ? (a, b) => byCode(a.code, b.code)
      : (a, b) => byCode(a.name, b.name) || byCode(a.code, b.code),
  );
  return {
    columns: [
      text('ID'),
      text('Job'),
      text('PM Code'),
      text('Site'),
      text('Default Start'),
      text('Default End'),
      text('Active'),
    ],
    rows: sorted.map((j) => [
      j.code,
      j.name,
      j.pm_code,
      j.site,
      clockTime(j.default_job_start_time),
      clockTime(j.default_job_end_time),
      yesNo(j.is_active),
    ]),
  };
}
